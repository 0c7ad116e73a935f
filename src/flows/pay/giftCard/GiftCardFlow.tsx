import { giftCardMachine } from '../../../../machines/giftCard';
import { selectFeatures, selectIsGuest } from '../../../../machines/session';
import { selectFlowOrderId, selectOrderLifecycle } from '../../../../machines/shared/orderFlow.selectors';
import { shopChoiceStep } from '../../../../machines/shared/payChoice';
import { Session } from '../../../app/contexts';
import { giftCardScreens } from '../flowScreens';
import { orderLifecycle, orderPoll } from '../kit/orderActors';
import { createOrderFlow } from '../kit/orderFlow';
import { useShopStation } from '../vendingPurchase/useShop';

/**
 * The shop's station, for a registered driver whose account has the gift card shop: nobody else starts the flow
 * (an order is created as soon as a card is chosen), whatever the URL says.
 */
function useGiftCardStation() {
  const station = useShopStation();
  const allowed = Session.useSelector((s) => !selectIsGuest(s) && (selectFeatures(s)?.giftCardShop ?? false));
  return allowed ? station : undefined;
}

/** The gift card flow: from the chosen card and value to its code, sold from the station's shop. */
export const { Flow: GiftCard, Provider: GiftCardFlowProvider } = createOrderFlow(giftCardMachine, {
  screens: giftCardScreens,
  logic: (scope) =>
    giftCardMachine.provide({ actors: { orderLifecycle: orderLifecycle(scope), orderPoll: orderPoll(scope.api) } }),
  input: ({ start, query }) => ({ ...start, itemCode: query.get('itemCode') ?? undefined }),
  choice: (query, station) =>
    shopChoiceStep(station, { productId: query.get('productId'), itemCode: query.get('itemCode') }, 'giftCard'),
  orderRef: selectOrderLifecycle,
  orderId: selectFlowOrderId,
  useStation: useGiftCardStation,
});
