import type { SnapshotFrom } from 'xstate';
import type { paymentRegistrationMachine } from './paymentRegistration.machine';

type Snapshot = SnapshotFrom<typeof paymentRegistrationMachine>;

/** Something is under way (the session is opening or the platform completes the registration). */
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
/** The session could not be opened: the driver may try again. */
export const selectErrorCode = (s: Snapshot) => s.context.errorCode;
/** How it ended, once it has. */
export const selectOutcome = (s: Snapshot) => (s.status === 'done' ? s.output : undefined);
