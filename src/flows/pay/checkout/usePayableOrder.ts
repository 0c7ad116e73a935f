import { useSelector } from '@xstate/react';
import { type OrderWait, selectOrder, selectOrderStage, selectWait } from '../../../../machines/orderLifecycle';
import { useOrderRef } from '../kit/orderFlow';
import { asOrder } from '../kit/orderView';

/**
 * What the summary of an order created before its payment (wash, gift card, vending product) shows: `payable`, the
 * order with its total, while the lifecycle is at the payment (or cancelling it); else only `wait`, what the flow
 * waits for.
 */
export function usePayableOrder() {
  const orderRef = useOrderRef();
  const wait: OrderWait | undefined = useSelector(orderRef, (s) => (s ? selectWait(s) : undefined));
  const stage = useSelector(orderRef, (s) => (s ? selectOrderStage(s) : undefined));
  const order = asOrder(useSelector(orderRef, (s) => (s ? selectOrder(s) : undefined)));
  const total = order?.totalAfterDiscounts;
  const atPayment = stage === 'checkout' || stage === 'cancelling';
  const payable = orderRef && atPayment && order && total ? { orderRef, order, total } : undefined;
  return { wait, payable };
}
