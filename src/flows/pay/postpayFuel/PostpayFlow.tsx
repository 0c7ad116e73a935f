import { postpayFuelMachine } from '../../../../machines/postpayFuel';
import { selectFlowOrderId, selectOrderLifecycle } from '../../../../machines/shared/orderFlow.selectors';
import { productChoiceStep } from '../../../../machines/shared/payChoice';
import { postpayScreens } from '../flowScreens';
import { orderLifecycle } from '../kit/orderActors';
import { createOrderFlow } from '../kit/orderFlow';

/** The postpay flow from the released pump to the receipt. */
export const { Flow: PostpayFuel, Provider: PostpayFlowProvider } = createOrderFlow(postpayFuelMachine, {
  screens: postpayScreens,
  logic: (scope) => postpayFuelMachine.provide({ actors: { orderLifecycle: orderLifecycle(scope) } }),
  input: ({ start }) => start,
  choice: (query, station) => productChoiceStep(station, query.get('productId'), 'postpayPump'),
  orderRef: selectOrderLifecycle,
  orderId: selectFlowOrderId,
});
