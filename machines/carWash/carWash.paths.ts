import type { SnapshotFrom } from 'xstate';
import type { carWashMachine } from './carWash.machine';

type Snapshot = SnapshotFrom<typeof carWashMachine>;

/**
 * The URL of each state of the wash flow (SPEC.md section 2), with the query it needs; `null` while resuming,
 * when the URL the driver came back to stays until the order's state is known.
 */
export function carWashPath(s: Snapshot): { path: string; query: Record<string, string | undefined> } | null {
  const orderId = s.context.order?._id ?? s.context.orderId;
  if (s.matches('resuming')) return null;
  if (s.matches('cancelled')) return { path: '/pay/cancel', query: { orderId, state: 'CANCELLED_POSTPAY' } };
  if (s.matches('cancelFailed')) return { path: '/pay/cancel', query: { orderId, state: 'API_ERROR_POSTPAY' } };
  if (s.matches('failed')) {
    return s.context.errorCode === 'orderCreationFailed'
      ? { path: '/error', query: { orderId } }
      : { path: '/error', query: { type: 'payment', orderId } };
  }
  if (s.matches('waitingForCodes') || s.matches('waitingForInvoice') || s.matches('completed')) {
    return { path: '/pay/wash/finish', query: { orderId, orderType: 'POSTPAY' } };
  }
  return { path: '/pay/postpay/wash/summary', query: { orderId, orderType: 'POSTPAY' } };
}
