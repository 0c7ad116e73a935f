/**
 * The summary's checkout (machines/checkout) bound to the platform client, the shared cache and the device: the
 * payment methods, the odometer, the wallets, Amazon's checkout, the PIN and biometrics, and the draft the tab
 * keeps. The order lifecycle (orderActors.ts) invokes it as its `checkout` child.
 */

import { fromPromise } from 'xstate';
import {
  type CheckoutContext,
  type CheckoutDraft,
  checkoutMachine,
  type WalletResult,
} from '../../../../machines/checkout';
import { type CheckoutData, checkoutEligibilityMachine } from '../../../../machines/checkoutEligibility';
import type { VehicleLike } from '../../../../machines/shared/odometer';
import { type DeviceWallet, deviceWallets, guestWalletsAt } from '../../../../machines/shared/stationRules';
import {
  paymentMethodsQuery,
  preferencesQuery,
  profileQuery,
  userKeys,
  vehicleKeys,
  vehiclesQuery,
} from '../../../api/queries';
import type { Station, Thing } from '../../../api/schemas';
import { queryClient } from '../../../app/queryClient';
import { formatMoney } from '../../../i18n/format';
import { i18n } from '../../../i18n/i18n';
import { odometerAnsweredKey } from '../../../storageKeys';
import { withQuery } from '../../../url/query';
import type { OrderScope } from '../kit/orderActors';
import { startAmazonCheckout } from './amazon';
import { keepCheckoutDraft } from './checkoutDraft';
import { requestWalletToken, walletReady } from './wallet';

const vehicleName = (vehicle: Thing) =>
  [vehicle.nickName, vehicle.ymme?.licensePlate].filter(Boolean).join(' · ') ||
  [vehicle.ymme?.make, vehicle.ymme?.model].filter(Boolean).join(' ');

/** Sends the browser to a bank's or Amazon's page; only http and https addresses are followed. */
export function openInteraction(_: unknown, params: { url: string }) {
  const url = new URL(params.url, location.origin);
  if (url.protocol === 'https:' || url.protocol === 'http:') location.assign(url.toString());
}

export const productTypeOf = (station: Station, productId: string) => {
  const type = station.products.find((product) => product._id === productId)?.type;
  return type === 'EV_CHARGE' ? 'EV_CHARGE' : type === 'CAR_WASH' ? 'WASH' : 'FUEL';
};

/** Whether the mileage was already given (or skipped) for this order, in this browser session. */
export const odometerAnswered = (orderKey: string) => sessionStorage.getItem(odometerAnsweredKey(orderKey)) === 'yes';

export function checkout(scope: OrderScope) {
  const { api, station } = scope;
  const userId = scope.userId ?? '';
  return checkoutMachine.provide({
    actors: {
      checkoutEligibility: checkoutEligibilityMachine.provide({
        actors: {
          // The platform's methods, with each device wallet the station takes asked meanwhile whether it can pay
          // here (no wallet's script is loaded for a station that does not take it): one that says no is kept out
          // of the choice (SPEC.md section 5), as one the platform marks unsupported.
          loadContext: fromPromise<CheckoutData, { isGuest: boolean }>(async () => {
            const asked = guestWalletsAt(station)?.ask ?? deviceWallets;
            const ready: Partial<Record<DeviceWallet, Promise<boolean>>> = Object.fromEntries(
              asked.map((wallet) => [wallet, walletReady(api, wallet)]),
            );
            const methods = await queryClient.fetchQuery({
              ...paymentMethodsQuery(api, { customerId: userId, poiId: station._id, productId: scope.productId }),
            });
            const usable = await Promise.all(
              methods.map((method) =>
                method.method === 'GOOGLE_PAY' || method.method === 'APPLE_PAY'
                  ? (ready[method.method] ?? walletReady(api, method.method))
                  : true,
              ),
            );
            return {
              station,
              methods: methods.map((method, index) =>
                usable[index] ? method : { ...method, isSupportedDevice: false },
              ),
            };
          }),
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
        const webauthn = await import('../../../features/twoFactor/webauthn');
        if (!(await webauthn.deviceSupportsBiometrics())) throw new webauthn.BiometricError('unsupported');
        await webauthn.confirmPayment(
          api,
          { orderId: input.orderId ?? '', paymentMethodId: input.paymentMethodId },
          { signal },
        );
      }),
    },
    actions: {
      openInteraction,
      rememberOdometerAnswered: ({ context }: { context: CheckoutContext }) =>
        sessionStorage.setItem(
          odometerAnsweredKey(context.order?._id ?? `${context.stationId}:${context.productId}`),
          'yes',
        ),
      keepDraft: (_: unknown, draft: CheckoutDraft) =>
        keepCheckoutDraft(
          sessionStorage,
          { userId: scope.userId, stationId: station._id, productId: scope.productId },
          draft,
        ),
    },
  });
}
