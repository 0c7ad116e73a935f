import type { SnapshotFrom } from 'xstate';
import type { evChargeMachine } from './evCharge.machine';

type Snapshot = SnapshotFrom<typeof evChargeMachine>;

/**
 * The URL of each state of the EV flow (SPEC.md section 2), with the query it needs; `null` while resuming,
 * when the URL the driver came back to stays until the order's state is known.
 */
export function evChargePath(s: Snapshot): { path: string; query: Record<string, string | undefined> } | null {
  const orderId = s.context.order?._id ?? s.context.orderId;
  if (s.matches('resuming')) return null;
  if (s.matches('dropped')) return { path: '/pay/pump', query: { orderId: undefined, productId: undefined } };
  if (s.matches('cancelled')) return { path: '/pay/cancel', query: { orderId, state: 'CANCELLED_PREPAY' } };
  if (s.matches('failed')) {
    return s.context.errorCode === 'orderCreationFailed'
      ? { path: '/error', query: { orderId } }
      : { path: '/error', query: { type: 'payment', orderId } };
  }
  if (s.matches('finishing') || s.matches('finished')) {
    return { path: '/pay/ev/finish', query: { orderId, orderType: 'PREPAY' } };
  }
  if (['connecting', 'charging', 'stopping', 'cancelling'].some((state) => s.matches(state as never))) {
    return { path: '/pay/prepay/ev/charging', query: { orderId, orderType: 'PREPAY' } };
  }
  return { path: '/pay/prepay/ev/summary', query: { orderId, orderType: 'PREPAY' } };
}
