import { createActorContext } from '@xstate/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { orderCancelMachine } from '../../../machines/orderCancel';
import { orderPollMachine } from '../../../machines/orderPoll';
import { prepayFuelMachine, prepayFuelPath } from '../../../machines/prepayFuel';
import type { OrderLike } from '../../../machines/shared/ports';
import { useApi } from '../../app/contexts';
import { payPath } from './payQuery';

export const PrepayFuel = createActorContext(prepayFuelMachine);

/** Keeps the URL on the flow's current screen (replace: history entries are not flow state). */
function PathSync() {
  const target = PrepayFuel.useSelector(prepayFuelPath);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const next = payPath(target.path, search, target.query);
  useEffect(() => {
    if (`${location}?${search}` !== next) navigate(next, { replace: true });
  }, [location, search, next, navigate]);
  return null;
}

/** The prepay flow from the summary to the receipt; the URL's query becomes its input once, on entry. */
export function PrepayFlowProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const query = new URLSearchParams(useSearch());
  const input = {
    stationId: query.get('pid') ?? '',
    productId: query.get('productId') ?? '',
    fuelTypeId: query.get('fuelTypeId') ?? '',
    amount: Number(query.get('amount')),
    currency: query.get('currency') ?? 'EUR',
    orderId: query.get('orderId') ?? undefined,
  };
  const logic = useMemo(() => {
    const fetchOrder = fromPromise<OrderLike, { orderId: string }>(({ input, signal }) =>
      api.orders.getOrder(input.orderId, { signal }),
    );
    const orderPoll = orderPollMachine.provide({ actors: { fetchOrder } });
    return prepayFuelMachine.provide({
      actors: {
        createOrder: fromPromise(({ input, signal }) =>
          api.orders.createOrder(
            {
              poiId: input.stationId,
              autoAcquire: false,
              products: [{ productId: input.productId, fuelTypeId: input.fuelTypeId }],
            },
            { signal, partner: new URLSearchParams(location.search).get('partner') ?? undefined },
          ),
        ),
        authorize: fromPromise(async ({ input, signal }) => {
          const back = (path: string, type?: string) =>
            `${location.origin}${payPath(path, location.search, { orderId: input.orderId, type })}`;
          const answer = await api.orders.authorize(
            input.orderId,
            {
              authorizePrice: input.amount,
              paymentMethodId: input.payment.paymentMethodId,
              paymentToken: input.payment.paymentToken,
              userInteraction: { urls: { success: back('/pay/prepay/fueling'), error: back('/error', 'payment') } },
            },
            { signal },
          );
          const start = answer.userInteraction?.isRequired ? answer.userInteraction.urls?.start : undefined;
          return { interactionUrl: start };
        }),
        fetchOrder,
        orderPoll,
        orderCancel: orderCancelMachine.provide({
          actors: {
            cancelOrder: fromPromise(({ input, signal }) => api.orders.cancel(input.orderId, { signal })),
            orderPoll,
          },
        }),
      },
      actions: {
        openInteraction: (_, params) => {
          const url = new URL(params.url, location.origin);
          if (url.protocol === 'https:' || url.protocol === 'http:') location.assign(url.toString());
        },
      },
    });
  }, [api]);
  return (
    <PrepayFuel.Provider logic={logic} options={{ input }}>
      <PathSync />
      {children}
    </PrepayFuel.Provider>
  );
}
