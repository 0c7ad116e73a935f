import { prepayFuelMachine } from '../../../machines/prepayFuel';
import { prepayScreens } from './flowScreens';
import { orderLifecycle, orderPoll } from './orderActors';
import { createOrderFlow } from './orderFlow';

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
  orderRef: (s) => s.children.order,
  orderId: (s) => s.context.order?._id ?? s.context.orderId,
});
