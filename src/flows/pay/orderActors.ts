/**
 * The order lifecycle bound to the platform client and the device: what each of its named actors and actions
 * does in the app. Every order flow provides it the same way; only the station, the flow's screens and the
 * driver's position differ.
 */
import { fromCallback, fromPromise } from 'xstate';
import { type CheckoutData, checkoutEligibilityMachine } from '../../../machines/checkoutEligibility';
import { orderCancelMachine } from '../../../machines/orderCancel';
import {
  type AuthorizeInput,
  type CheckoutDraft,
  type CreateOrderInput,
  type OrderLifecycleContext,
  orderLifecycleMachine,
  type WalletResult,
} from '../../../machines/orderLifecycle';
import { type OrderPollEvent, orderPollMachine } from '../../../machines/orderPoll';
import type { VehicleLike } from '../../../machines/shared/odometer';
import { isIn, runningStates } from '../../../machines/shared/orderStates';
import type { OrderLike, Position } from '../../../machines/shared/ports';
import type { Api } from '../../api';
import {
  ongoingOrdersQuery,
  orderKeys,
  orderQuery,
  paymentMethodsQuery,
  preferencesQuery,
  profileQuery,
  userKeys,
  vehicleKeys,
  vehiclesQuery,
} from '../../api/queries';
import type { Station, Thing } from '../../api/schemas';
import { connection } from '../../app/connection';
import { queryClient } from '../../app/queryClient';
import { formatMoney } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';
import { startAmazonCheckout } from './amazon';
import { dropCheckoutDraft, keepCheckoutDraft, odometerAnsweredKey } from './checkoutDraft';
import { type ScreenTarget, screenUrl } from './flowScreens';
import { withQuery } from './payQuery';
import { requestWalletToken } from './wallet';

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

const vehicleName = (vehicle: Thing) =>
  [vehicle.nickName, vehicle.ymme?.licensePlate].filter(Boolean).join(' · ') ||
  [vehicle.ymme?.make, vehicle.ymme?.model].filter(Boolean).join(' ');

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

/** Sends the browser to a bank's page; only http and https addresses are followed. */
function openInteraction(_: unknown, params: { url: string }) {
  const url = new URL(params.url, location.origin);
  if (url.protocol === 'https:' || url.protocol === 'http:') location.assign(url.toString());
}

const productTypeOf = (station: Station, productId: string) => {
  const type = station.products.find((product) => product._id === productId)?.type;
  return type === 'EV_CHARGE' ? 'EV_CHARGE' : type === 'CAR_WASH' ? 'WASH' : 'FUEL';
};

export function orderLifecycle(scope: OrderScope) {
  const { api, station } = scope;
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
      checkoutEligibility: checkoutEligibilityMachine.provide({
        actors: {
          loadContext: fromPromise<CheckoutData, { isGuest: boolean }>(async () => ({
            station,
            methods: await queryClient.fetchQuery({
              ...paymentMethodsQuery(api, { customerId: userId, poiId: station._id, productId: scope.productId }),
            }),
          })),
        },
      }),
      loadOdometer: fromPromise<{ vehicles: VehicleLike[]; preferredId?: string; refused: boolean }>(async () => {
        const [user, preferences, things] = await Promise.all([
          queryClient.fetchQuery({ ...profileQuery(api, userId) }),
          queryClient.fetchQuery({ ...preferencesQuery(api, userId) }),
          queryClient.fetchQuery({ ...vehiclesQuery(api, userId) }),
        ]);
        const vehicles: VehicleLike[] = things.map((thing) => ({
          _id: thing._id,
          name: vehicleName(thing),
          carOdometerM: thing.carOdometerM,
        }));
        return {
          vehicles,
          preferredId: preferences.preferredThing ?? undefined,
          refused: user.odometerScreen?.value === 'REFUSED',
        };
      }),
      saveOdometer: fromPromise(async ({ input, signal }) => {
        await Promise.all([
          input.vehicleId
            ? api.vehicles.update(input.vehicleId, { carOdometerM: input.carOdometerM }, { signal })
            : undefined,
          input.orderId
            ? api.orders.updateOrder(
                input.orderId,
                { carOdometerM: input.carOdometerM, thingExternalId: input.vehicleId },
                { signal },
              )
            : undefined,
        ]);
        void queryClient.invalidateQueries({ queryKey: vehicleKeys.all(userId) });
      }),
      refuseOdometer: fromPromise(async ({ signal }) => {
        await api.users.updateUser(userId, { odometerScreen: { value: 'REFUSED' } }, { signal });
        void queryClient.invalidateQueries({ queryKey: userKeys.profile(userId) });
      }),
      requestWalletToken: fromPromise(
        ({ input }): Promise<WalletResult> =>
          requestWalletToken(api, {
            wallet: input.methodType === 'APPLE_PAY' ? 'APPLE_PAY' : 'GOOGLE_PAY',
            productType: productTypeOf(station, input.productId),
            userCountry: scope.userCountry,
            amount: input.amount,
            currency: input.currency,
            amountText: formatMoney(i18n.locale, input.amount, input.currency),
            countryCode: station.location.address?.countryCode ?? 'DE',
            merchantName: station.partnerDetails?.partnerName ?? station.name,
            guest: scope.isGuest,
          }),
      ),
      startAmazonCheckout: fromPromise(({ input, signal }) => {
        // Amazon returns to /amazonSSORedirect with this summary's query, which leads back to this summary.
        const back = (extra: Record<string, string>) =>
          `${location.origin}/amazonSSORedirect?${withQuery(scope.search(), { returnPath: location.pathname, orderId: input.orderId, ...extra })}`;
        return startAmazonCheckout(
          api,
          {
            amount: input.amount,
            currency: input.currency,
            productType: productTypeOf(station, scope.productId),
            returnUrl: back({}),
            cancelUrl: back({ amazonIsCancel: 'true' }),
          },
          { signal },
        );
      }),
      verifyTwoFactor: fromPromise(({ input, signal }) => api.cloud.validatePin(input.pin, { signal })),
      // The WebAuthn library loads with the first biometric confirmation, never with the pay screens.
      confirmBiometric: fromPromise(async ({ input, signal }) => {
        const webauthn = await import('../../features/twoFactor/webauthn');
        if (!(await webauthn.deviceSupportsBiometrics())) throw new webauthn.BiometricError('unsupported');
        await webauthn.confirmPayment(
          api,
          { orderId: input.orderId ?? '', paymentMethodId: input.paymentMethodId },
          { signal },
        );
      }),
      authorize: fromPromise<{ interactionUrl?: string }, AuthorizeInput>(async ({ input, signal }) => {
        const back = (target: ScreenTarget) => `${location.origin}${screenUrl(target, scope.search())}`;
        const answer = await api.orders.authorize(
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
        return { interactionUrl: answer.userInteraction?.isRequired ? answer.userInteraction.urls?.start : undefined };
      }),
    },
    actions: {
      openInteraction,
      rememberOdometerAnswered: ({ context }: { context: OrderLifecycleContext }) =>
        sessionStorage.setItem(
          odometerAnsweredKey(context.order?._id ?? `${context.request.stationId}:${context.request.productId}`),
          'yes',
        ),
      keepDraft: (_: unknown, draft: CheckoutDraft) =>
        keepCheckoutDraft(
          sessionStorage,
          { userId: scope.userId, stationId: station._id, productId: scope.productId },
          draft,
        ),
      dropDraft: () => dropCheckoutDraft(sessionStorage),
    },
  });
}

/** Whether the mileage was already given (or skipped) for this order, in this browser session. */
export const odometerAnswered = (orderKey: string) => sessionStorage.getItem(odometerAnsweredKey(orderKey)) === 'yes';
