import { carWashMachine } from '../../../../machines/carWash';
import { selectFlowOrderId, selectOrderLifecycle } from '../../../../machines/shared/orderFlow.selectors';
import { productChoiceStep } from '../../../../machines/shared/payChoice';
import { carWashScreens } from '../flowScreens';
import { orderLifecycle, orderPoll } from '../kit/orderActors';
import { createOrderFlow } from '../kit/orderFlow';

/** The wash flow from the summary to the codes and the total. */
export const { Flow: Wash, Provider: WashFlowProvider } = createOrderFlow(carWashMachine, {
  screens: carWashScreens,
  logic: (scope) =>
    carWashMachine.provide({ actors: { orderLifecycle: orderLifecycle(scope), orderPoll: orderPoll(scope.api) } }),
  input: ({ start }) => start,
  choice: (query, station) => productChoiceStep(station, query.get('productId'), 'wash'),
  orderRef: selectOrderLifecycle,
  orderId: selectFlowOrderId,
});
