import { fromPromise } from 'xstate';
import { evChargeMachine, evPreAuthorization } from '../../../../machines/evCharge';
import { selectFlowOrderId, selectOrderLifecycle } from '../../../../machines/shared/orderFlow.selectors';
import { productChoiceStep } from '../../../../machines/shared/payChoice';
import { evChargeScreens } from '../flowScreens';
import { orderLifecycle, orderPoll } from '../kit/orderActors';
import { createOrderFlow } from '../kit/orderFlow';

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
  input: ({ station, start, evPreAuthorizations }) => {
    const product = station.products.find((candidate) => candidate._id === start.productId);
    // The pre-authorisation is the account's for the charger's currency, else the currency's default.
    const currency = product?.attributes.availableItems[0]?.currency ?? 'EUR';
    return { ...start, amount: evPreAuthorization(currency, evPreAuthorizations), currency };
  },
  choice: (query, station) => productChoiceStep(station, query.get('productId'), 'charger'),
  orderRef: selectOrderLifecycle,
  orderId: selectFlowOrderId,
});
