/**
 * What the views read of every order flow's snapshot. Types only besides: the pay area's screen table
 * (src/flows/pay/flowScreens.ts, in the QR entry) reads them without loading the charts.
 */
import type { OrderRecord } from './flowErrors';
import type { OrderFlowInput } from './orderFlow';

/** The order lifecycle a flow runs, while it runs it (its child `order`). */
export const selectOrderLifecycle = <Ref>(s: { children: { order?: Ref } }) => s.children.order;

/** The flow's order id once known: the order its lifecycle reached, else the one it resumed (the URL's). */
export const selectFlowOrderId = (s: { context: OrderFlowInput & OrderRecord }) =>
  s.context.order?._id ?? s.context.orderId;
