import type { SnapshotFrom } from 'xstate';
import type { postpayFuelMachine } from './postpayFuel.machine';

type Snapshot = SnapshotFrom<typeof postpayFuelMachine>;

/**
 * The URL of each state of the postpay flow (SPEC.md section 2), with the query it needs; `null` while resuming,
 * when the URL the driver came back to stays until the order's state is known.
 */
export function postpayFuelPath(s: Snapshot): { path: string; query: Record<string, string | undefined> } | null {
  const orderId = s.context.order?._id ?? s.context.orderId;
  if (s.matches('resuming')) return null;
  if (s.matches('cancelled')) return { path: '/pay/cancel', query: { orderId, state: 'CANCELLED_POSTPAY' } };
  if (s.matches('cancelFailed')) return { path: '/pay/cancel', query: { orderId, state: 'API_ERROR_POSTPAY' } };
  if (s.matches('finished')) return { path: '/pay/finish', query: { orderId, orderType: 'POSTPAY' } };
  if (s.matches('failed')) {
    switch (s.context.errorCode) {
      case 'orderCreationFailed':
        return { path: '/error', query: { orderId } };
      case 'expired':
        return { path: '/error', query: { type: 'fueling_postpay', reason: 'expired', orderId } };
      case 'payment':
        return { path: '/error', query: { type: 'payment', orderId } };
      default:
        return { path: '/error', query: { type: 'fueling_postpay', orderId } };
    }
  }
  if (
    ['reviewing', 'authorizing', 'awaitingInteraction', 'waitingForProduct'].some((state) => s.matches(state as never))
  ) {
    return { path: '/pay/postpay/summary', query: { orderId, orderType: 'POSTPAY' } };
  }
  return { path: '/pay/postpay/fueling', query: { orderId, orderType: 'POSTPAY' } };
}
