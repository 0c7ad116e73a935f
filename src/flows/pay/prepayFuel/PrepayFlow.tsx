import { prepayFuelMachine } from '../../../../machines/prepayFuel';
import { selectFlowOrderId, selectOrderLifecycle } from '../../../../machines/shared/orderFlow.selectors';
import { prepayChoiceStep } from '../../../../machines/shared/payChoice';
import { prepayScreens } from '../flowScreens';
import { orderLifecycle, orderPoll } from '../kit/orderActors';
import { createOrderFlow } from '../kit/orderFlow';

/** The prepay flow from the summary to the receipt. */
export const { Flow: PrepayFuel, Provider: PrepayFlowProvider } = createOrderFlow(prepayFuelMachine, {
  screens: prepayScreens,
  logic: (scope) =>
    prepayFuelMachine.provide({ actors: { orderLifecycle: orderLifecycle(scope), orderPoll: orderPoll(scope.api) } }),
  input: ({ query, start }) => ({
    ...start,
    fuelTypeId: query.get('fuelTypeId') ?? '',
    amount: Number(query.get('amount')),
    currency: query.get('currency') ?? 'EUR',
  }),
  choice: (query, station) =>
    prepayChoiceStep(station, {
      productId: query.get('productId'),
      fuelTypeId: query.get('fuelTypeId'),
      amount: query.get('amount'),
      currency: query.get('currency'),
    }),
  orderRef: selectOrderLifecycle,
  orderId: selectFlowOrderId,
});
