import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { orderCancelMachine } from '../../../machines/orderCancel';
import { orderPollMachine } from '../../../machines/orderPoll';
import type { OrderLike } from '../../../machines/shared/ports';
import type { Api } from '../../api';
import type { OrderCreatePayload } from '../../api/schemas';
import { useApi } from '../../app/contexts';
import type { PaymentChoice } from './Checkout';
import { payPath } from './payQuery';

export interface AuthorizeInput {
  orderId: string;
  /** The amount to reserve (prepay, EV); postpay and wash authorise the order's total. */
  amount?: number;
  payment: PaymentChoice;
}

/** The partner of an embedding app, sent with every order it creates. */
const partnerOf = () => new URLSearchParams(location.search).get('partner') ?? undefined;

/**
 * The order calls every pay flow's machine needs, bound to the platform client: create, fetch, authorise (with
 * the 3-D Secure return addresses), the 2.5 s poll, cancel, stop and update.
 */
export function orderActors(api: Api) {
  const fetchOrder = fromPromise<OrderLike, { orderId: string }>(({ input, signal }) =>
    api.orders.getOrder(input.orderId, { signal }),
  );
  const orderPoll = orderPollMachine.provide({ actors: { fetchOrder } });
  return {
    fetchOrder,
    orderPoll,
    orderCancel: orderCancelMachine.provide({
      actors: {
        cancelOrder: fromPromise(({ input, signal }) => api.orders.cancel(input.orderId, { signal })),
        orderPoll,
      },
    }),
    /** POST v4/order with the payload the flow's input gives. */
    createOrder: <Input>(payloadOf: (input: Input) => OrderCreatePayload) =>
      fromPromise<OrderLike, Input>(({ input, signal }) =>
        api.orders.createOrder(payloadOf(input), { signal, partner: partnerOf() }),
      ),
    /** POST authorize; `successPath` is the pay route the bank page returns to on success. */
    authorize: (successPath: string) =>
      fromPromise<{ interactionUrl?: string }, AuthorizeInput>(async ({ input, signal }) => {
        const back = (path: string, type?: string) =>
          `${location.origin}${payPath(path, location.search, { orderId: input.orderId, type })}`;
        const answer = await api.orders.authorize(
          input.orderId,
          {
            authorizePrice: input.amount,
            paymentMethodId: input.payment.paymentMethodId,
            paymentToken: input.payment.paymentToken,
            userInteraction: { urls: { success: back(successPath), error: back('/error', 'payment') } },
          },
          { signal },
        );
        const start = answer.userInteraction?.isRequired ? answer.userInteraction.urls?.start : undefined;
        return { interactionUrl: start };
      }),
    stopAcquire: fromPromise<OrderLike, { orderId: string }>(({ input, signal }) =>
      api.orders.stopAcquire(input.orderId, { signal }),
    ),
    updateOrder: fromPromise<OrderLike, { orderId: string; carOdometerM?: number; thingExternalId?: string }>(
      ({ input: { orderId, ...fields }, signal }) => api.orders.updateOrder(orderId, fields, { signal }),
    ),
  };
}

export type OrderActors = ReturnType<typeof orderActors>;

export function useOrderActors() {
  const api = useApi();
  return useMemo(() => orderActors(api), [api]);
}

/** Sends the browser to a bank's page; only http and https addresses are followed. */
export function openInteraction(_: unknown, params: { url: string }) {
  const url = new URL(params.url, location.origin);
  if (url.protocol === 'https:' || url.protocol === 'http:') location.assign(url.toString());
}
