import { fromPromise } from 'xstate';
import { evChargeMachine, evPreAuthorization } from '../../../../machines/evCharge';
import { evChargeScreens } from '../flowScreens';
import { orderLifecycle, orderPoll } from '../orderActors';
import { createOrderFlow } from '../orderFlow';

/** The EV flow from the prices to the final total. */
export const { Flow: EvCharge, Provider: EvFlowProvider } = createOrderFlow(evChargeMachine, {
  screens: evChargeScreens,
  logic: (scope) =>
    evChargeMachine.provide({
      actors: {
        orderLifecycle: orderLifecycle(scope),
        orderPoll: orderPoll(scope.api),
        stopAcquire: fromPromise(({ input, signal }) => scope.api.orders.stopAcquire(input.orderId, { signal })),
      },
    }),
  input: ({ query, station, facts, evPreAuthorizations }) => {
    const productId = query.get('productId') ?? '';
    const product = station.products.find((candidate) => candidate._id === productId);
    // The pre-authorisation is the account's for the charger's currency, else the currency's default.
    const currency = product?.attributes.availableItems[0]?.currency ?? 'EUR';
    return {
      ...facts,
      stationId: station._id,
      productId,
      amount: evPreAuthorization(currency, evPreAuthorizations),
      currency,
      orderId: query.get('orderId') ?? undefined,
    };
  },
  orderRef: (s) => s.children.order,
  orderId: (s) => s.context.order?._id ?? s.context.orderId,
});
