/**
 * The order lifecycle bound to the platform client and the device: what each of its named actors and actions
 * does in the app, the summary's checkout included (checkoutActors.ts). Every order flow provides it the same
 * way; only the station, the flow's screens and the driver's position differ.
 */
import { fromCallback, fromPromise } from 'xstate';
import { orderCancelMachine } from '../../../../machines/orderCancel';
import { type AuthorizeInput, type CreateOrderInput, orderLifecycleMachine } from '../../../../machines/orderLifecycle';
import { type OrderPollEvent, orderPollMachine } from '../../../../machines/orderPoll';
import { isIn, runningStates } from '../../../../machines/shared/orderStates';
import type { OrderLike, Position } from '../../../../machines/shared/ports';
import type { Api } from '../../../api';
import { ongoingOrdersQuery, orderKeys, orderQuery, preferencesQuery } from '../../../api/queries';
import type { Station } from '../../../api/schemas';
import { connection } from '../../../app/connection';
import { queryClient } from '../../../app/queryClient';
import { checkout, openInteraction } from '../checkout/checkoutActors';
import { dropCheckoutDraft } from '../checkout/checkoutDraft';
import { settleWalletPayment } from '../checkout/wallet';
import { type ScreenTarget, screenUrl } from '../flowScreens';

/** What the bound lifecycle needs to know of where it runs. */
export interface OrderScope {
  api: Api;
  station: Station;
  /** The product the flow pays for (the payment methods are those it accepts). */
  productId: string;
  userId?: string;
  userCountry?: string;
  isGuest: boolean;
  /** The embedding app's partner (partner mode), sent with the order it creates. */
  partner?: string;
  /** The driver's last known position, for the order's location data. */
  position: () => Position | undefined;
  /** The page the bank returns to after an approval (the flow's screen of the paid order). */
  bankReturn: (orderId: string) => ScreenTarget;
  /** The page the bank returns to after a decline (the flow's summary, which offers the payment again). */
  bankDecline: (orderId: string) => ScreenTarget;
  /** The current query, which the bank's return addresses keep. */
  search: () => string;
}

/** The order poll, hearing the device's connection itself (the shared check of SPEC.md section 9). */
export const watchNetwork = fromCallback<OrderPollEvent>(({ sendBack }) => {
  const unsubscribe = connection.subscribe((online) =>
    sendBack({ type: online ? 'network.online' : 'network.offline' }),
  );
  if (!connection.isOnline()) sendBack({ type: 'network.offline' });
  return unsubscribe;
});

export function orderPoll(api: Api) {
  return orderPollMachine.provide({
    actors: {
      fetchOrder: fromPromise(({ input, signal }) => api.orders.getOrder(input.orderId, { signal })),
      watchNetwork,
    },
  });
}

export function orderLifecycle(scope: OrderScope) {
  const { api } = scope;
  const poll = orderPoll(api);
  const userId = scope.userId ?? '';
  // Reads through the cache are tried as SPEC.md section 9 allows (the query client's retries of transient
  // failures: 3 attempts, 2 s apart), so one lost answer does not end a checkout before anything was ordered.
  const preferredVehicle = async () =>
    scope.isGuest
      ? undefined
      : ((await queryClient.fetchQuery({ ...preferencesQuery(api, userId) })).preferredThing ?? undefined);

  return orderLifecycleMachine.provide({
    actors: {
      findRunningOrder: fromPromise(async ({ input }) => {
        const running = await queryClient.fetchQuery({ ...ongoingOrdersQuery(api, userId) });
        return running.find(
          (order) =>
            order.poiId === input.stationId &&
            order.products[0]?._id === input.productId &&
            // Another value of the same gift card is another order.
            (input.itemCode === undefined || order.products[0]?.itemCode === input.itemCode) &&
            isIn(runningStates, order.state),
        );
      }),
      // Looking the order up (a reload, a bank return, a lost answer) is tried 3 times, 2 s apart.
      fetchOrder: fromPromise(({ input }) => queryClient.fetchQuery(orderQuery(api, input.orderId))),
      createOrder: fromPromise<OrderLike, CreateOrderInput>(async ({ input, signal }) => {
        const position = scope.position();
        const created = await api.orders.createOrder(
          {
            poiId: input.stationId,
            thingId: input.thingId ?? (await preferredVehicle().catch(() => undefined)),
            autoAcquire: input.autoAcquire,
            products: [{ productId: input.productId, fuelTypeId: input.fuelTypeId, itemCode: input.itemCode }],
            carOdometerM: input.carOdometerM,
            partnerExtraData: position
              ? { locationData: { longitude: position.longitude, latitude: position.latitude } }
              : undefined,
          },
          { signal, partner: scope.partner },
        );
        void queryClient.invalidateQueries({ queryKey: orderKeys.ongoing(userId) });
        return created;
      }),
      orderPoll: poll,
      orderCancel: orderCancelMachine.provide({
        actors: {
          cancelOrder: fromPromise(({ input, signal }) => api.orders.cancel(input.orderId, { signal })),
          orderPoll: poll,
        },
      }),
      checkout: checkout(scope),
      authorize: fromPromise<{ interactionUrl?: string }, AuthorizeInput>(async ({ input, signal }) => {
        const back = (target: ScreenTarget) => `${location.origin}${screenUrl(target, scope.search())}`;
        // A wallet's sheet (Apple Pay) waits for the platform's answer before it says "done".
        const settle = input.payment.paymentToken
          ? (authorised: boolean) => settleWalletPayment(api, authorised)
          : undefined;
        const authorising = api.orders.authorize(
          input.orderId,
          {
            authorizePrice: input.amount,
            paymentMethodId: input.payment.paymentMethodId,
            paymentToken: input.payment.paymentToken,
            userDetails: input.userDetails,
            userInteraction: {
              urls: {
                success: back(scope.bankReturn(input.orderId)),
                error: back(scope.bankDecline(input.orderId)),
              },
            },
          },
          { signal },
        );
        const answer = await authorising.then(
          (result) => {
            settle?.(true);
            return result;
          },
          (error: unknown) => {
            settle?.(false);
            throw error;
          },
        );
        return { interactionUrl: answer.userInteraction?.isRequired ? answer.userInteraction.urls?.start : undefined };
      }),
    },
    actions: {
      openInteraction,
      dropDraft: () => dropCheckoutDraft(sessionStorage),
    },
  });
}
