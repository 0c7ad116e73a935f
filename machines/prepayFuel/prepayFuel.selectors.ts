import type { SnapshotFrom } from 'xstate';
import type { prepayFuelMachine } from './prepayFuel.machine';

type Snapshot = SnapshotFrom<typeof prepayFuelMachine>;

/** The order once fuelling has finished and its receipt is final; undefined before. */
export const selectFinishedOrder = (s: Snapshot) => (s.matches('finished') ? s.context.order : undefined);
