import type { SnapshotFrom } from 'xstate';
import type { prepayFuelMachine } from './prepayFuel.machine';

type Snapshot = SnapshotFrom<typeof prepayFuelMachine>;

/** The URL of each state of the prepay flow (SPEC.md section 2), with the query it needs. */
export function prepayFuelPath(s: Snapshot): { path: string; query: Record<string, string | undefined> } {
  const orderId = s.context.order?._id ?? s.context.orderId;
  if (s.matches('cancelled')) return { path: '/pay/cancel', query: { orderId, state: 'CANCELLED_PREPAY' } };
  if (s.matches('finished')) return { path: '/pay/finish', query: { orderId, orderType: 'PREPAY' } };
  if (s.matches('failed')) {
    const type = s.context.errorCode === 'fueling_prepay' ? 'fueling_prepay' : 'payment';
    return { path: '/error', query: { type, orderId } };
  }
  if (
    ['fueling', 'waitingForPump', 'checkingRelease', 'resuming', 'cancelling'].some((state) =>
      s.matches(state as never),
    )
  ) {
    return { path: '/pay/prepay/fueling', query: { orderId, orderType: 'PREPAY' } };
  }
  return { path: '/pay/prepay/summary', query: { orderId, orderType: 'PREPAY' } };
}
