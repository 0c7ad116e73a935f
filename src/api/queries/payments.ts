/** Payment methods (SPEC.md section 3, payment method; section 7, payments). */
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '..';
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
