import { selectFlowOrderId, selectOrderLifecycle } from '../../../../machines/shared/orderFlow.selectors';
import { shopChoiceStep } from '../../../../machines/shared/payChoice';
import { vendingPurchaseMachine } from '../../../../machines/vendingPurchase';
import { vendingScreens } from '../flowScreens';
import { orderLifecycle, orderPoll } from '../kit/orderActors';
import { createOrderFlow } from '../kit/orderFlow';
import { useShopStation } from './useShop';

/** A vending product's flow: from the chosen product to the machine's release and the receipt. */
export const { Flow: Vending, Provider: VendingFlowProvider } = createOrderFlow(vendingPurchaseMachine, {
  screens: vendingScreens,
  logic: (scope) =>
    vendingPurchaseMachine.provide({
      actors: { orderLifecycle: orderLifecycle(scope), orderPoll: orderPoll(scope.api) },
    }),
  input: ({ start, query }) => ({ ...start, itemCode: query.get('itemCode') ?? undefined }),
  choice: (query, station) =>
    shopChoiceStep(station, { productId: query.get('productId'), itemCode: query.get('itemCode') }, 'vending'),
  orderRef: selectOrderLifecycle,
  orderId: selectFlowOrderId,
  useStation: useShopStation,
});
