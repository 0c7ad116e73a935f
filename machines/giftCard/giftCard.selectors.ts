import type { SnapshotFrom } from 'xstate';
import type { giftCardMachine } from './giftCard.machine';

type Snapshot = SnapshotFrom<typeof giftCardMachine>;

/** No card or value chosen yet (or one the shop does not offer): the gift card page shows the shop. */
export const selectIsChoosing = (s: Snapshot) => s.matches('incomplete');
/** The card's last wait is over: the card stays, with the total once the order was invoiced. */
export const selectIsDelivered = (s: Snapshot) => s.matches('delivered');
