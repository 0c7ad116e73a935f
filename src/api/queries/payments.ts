/** Payment methods (SPEC.md section 3, payment method; section 7, payments). */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '..';
import type { FuelCardDetails } from '../provider';
import type { AvailableProviders, PaymentMethodType } from '../schemas';
import { staleTimes } from './meta';
import { userKeys } from './users';

type PaymentsApi = Pick<Api, 'payments'>;

export interface PaymentMethodsFilter {
  /** The user whose methods these are. */
  customerId: string;
  /** Only the methods this station accepts. */
  poiId?: string;
  /** Only the methods this product of the station accepts. */
  productId?: string;
}

export const paymentKeys = {
  /** Every list of the user's methods, whatever the filter: what a change to a method invalidates. */
  all: (customerId: string) => [...userKeys.all(customerId), 'paymentMethods'] as const,
  list: ({ customerId, poiId, productId }: PaymentMethodsFilter) =>
    [...paymentKeys.all(customerId), { poiId, productId }] as const,
};

/** GET /v4/payment-methods/ with state ACTIVE, optionally only those the station (and product) supports. */
export const paymentMethodsQuery = (api: PaymentsApi, filter: PaymentMethodsFilter) =>
  queryOptions({
    queryKey: paymentKeys.list(filter),
    queryFn: ({ signal }) =>
      api.payments.list(
        { customerId: filter.customerId, supportedByPoi: filter.poiId, supportedByPoiProduct: filter.productId },
        { signal },
      ),
    staleTime: staleTimes.paymentMethods,
  });

/** GET v4/payment-methods/is-payment-methods-limit-exceeded: whether the account may add another method. */
export const paymentLimitQuery = (api: PaymentsApi, customerId: string) =>
  queryOptions({
    queryKey: [...paymentKeys.all(customerId), 'limit'] as const,
    queryFn: ({ signal }) => api.payments.isLimitExceeded({ signal }),
    staleTime: staleTimes.paymentMethods,
  });

/** GET /v4/features/psp/available-providers: the payment providers of the account and their method types. */
export const availableProvidersQuery = (api: PaymentsApi, customerId: string) =>
  queryOptions({
    queryKey: [...userKeys.all(customerId), 'paymentProviders'] as const,
    queryFn: ({ signal }) => api.payments.getAvailableProviders({ signal }),
    staleTime: staleTimes.account,
  });

/**
 * The method types the driver may add: those of the available providers, once each in the providers' order,
 * none when the account's `psp` feature is off.
 */
export function addableMethodTypes(providers: AvailableProviders, pspEnabled: boolean): PaymentMethodType[] {
  if (!pspEnabled) return [];
  return [...new Set(providers.flatMap((provider) => provider.methods))];
}

/** POST /v4/payment-methods/{id}/set-as-preferred; every list of the user's methods is refetched. */
export const setPreferredMutation = (api: PaymentsApi, customerId: string) =>
  mutationOptions({
    mutationKey: [...paymentKeys.all(customerId), 'setPreferred'],
    mutationFn: (methodId: string) => api.payments.setPreferred(methodId),
    meta: { invalidates: [paymentKeys.all(customerId)] },
  });

/** POST /v4/payment-methods/{id}/deactivate (the platform refuses the preferred method with 409). */
export const deactivateMutation = (api: PaymentsApi, customerId: string) =>
  mutationOptions({
    mutationKey: [...paymentKeys.all(customerId), 'deactivate'],
    mutationFn: (methodId: string) => api.payments.deactivate(methodId),
    meta: { invalidates: [paymentKeys.all(customerId)] },
  });

type ProviderApi = Pick<Api, 'paymentProvider'>;

/**
 * Registers an MB WAY phone number with the payment provider; the method appears once its mandate is approved
 * in the MB WAY app (the mandate screen follows it), so nothing is invalidated yet.
 */
export const registerMbwayMutation = (api: ProviderApi) =>
  mutationOptions({
    mutationKey: ['paymentProvider', 'mbway'] as const,
    mutationFn: (phoneNumber: string) => api.paymentProvider.mbway.register(phoneNumber),
  });

/** Registers a fuel card with the payment provider: a new method of the driver's. */
export const registerFuelCardMutation = (api: ProviderApi, customerId: string) =>
  mutationOptions({
    mutationKey: [...paymentKeys.all(customerId), 'fuelCard'] as const,
    mutationFn: (details: FuelCardDetails) => api.paymentProvider.fuelCards.register(details),
    meta: { invalidates: [paymentKeys.all(customerId)] },
  });
