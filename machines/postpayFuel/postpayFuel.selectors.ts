import type { SnapshotFrom } from 'xstate';
import type { postpayFuelMachine } from './postpayFuel.machine';

type Snapshot = SnapshotFrom<typeof postpayFuelMachine>;

/** The order once it is paid and its receipt is final; undefined before. */
export const selectFinishedOrder = (s: Snapshot) => (s.matches('finished') ? s.context.order : undefined);
