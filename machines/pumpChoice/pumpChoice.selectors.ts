import type { SnapshotFrom } from 'xstate';
import type { PumpChoice, pumpChoiceMachine } from './pumpChoice.machine';

type Snapshot = SnapshotFrom<typeof pumpChoiceMachine>;

/** The dialog over the pump list: the guest question, the chosen pump's hint, or none. */
export type PumpChoiceDialog = 'guestQuestion' | 'hint' | undefined;

export function selectDialog(s: Snapshot): PumpChoiceDialog {
  if (s.matches('askingGuest')) return 'guestQuestion';
  if (s.matches('hinting')) return 'hint';
  return undefined;
}

/** What the driver chose, while it is being asked about or left for. */
export const selectChoice = (s: Snapshot): PumpChoice | undefined => s.context.choice;

/** Where the driver goes: set once the choice is settled. */
export const selectLeavingFor = (s: Snapshot): string | undefined =>
  s.status === 'done' ? s.output?.target : undefined;
