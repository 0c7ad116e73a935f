import type { OrderLike } from '../../../../machines/shared/ports';
import type { Order } from '../../../api/schemas';

/** The charts hold what they read of an order; the screens read all of it, as the platform client gave it. */
const isPlatformOrder = (order: OrderLike): order is Order =>
  'stateHistory' in order && Array.isArray(order.stateHistory) && Array.isArray(order.products);

export const asOrder = (order: OrderLike | undefined): Order | undefined =>
  order && isPlatformOrder(order) ? order : undefined;
