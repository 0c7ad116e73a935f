import { prepayFuelMachine } from '../../../machines/prepayFuel';
import { prepayScreens } from './flowScreens';
import { orderLifecycle, orderPoll } from './orderActors';
import { createOrderFlow } from './orderFlow';

/** The prepay flow from the summary to the receipt. */
export const { Flow: PrepayFuel, Provider: PrepayFlowProvider } = createOrderFlow(prepayFuelMachine, {
  screens: prepayScreens,
  logic: (scope) =>
    prepayFuelMachine.provide({ actors: { orderLifecycle: orderLifecycle(scope), orderPoll: orderPoll(scope.api) } }),
  input: ({ query, station, facts }) => ({
    ...facts,
    stationId: station._id,
    productId: query.get('productId') ?? '',
    fuelTypeId: query.get('fuelTypeId') ?? '',
    amount: Number(query.get('amount')),
    currency: query.get('currency') ?? 'EUR',
    orderId: query.get('orderId') ?? undefined,
  }),
  orderRef: (s) => s.children.order,
  orderId: (s) => s.context.order?._id ?? s.context.orderId,
});
