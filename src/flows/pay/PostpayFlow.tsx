import { createActorContext } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import { useSearch } from 'wouter';
import { type PostpayFuelInput, postpayFuelMachine, postpayFuelPath } from '../../../machines/postpayFuel';
import { openInteraction, useOrderActors } from './orderActors';
import { PathSync } from './PathSync';

export const PostpayFuel = createActorContext(postpayFuelMachine);

function PostpayPathSync() {
  return <PathSync target={PostpayFuel.useSelector(postpayFuelPath)} />;
}

/** The postpay flow from the released pump to the receipt; the URL's query becomes its input once, on entry. */
export function PostpayFlowProvider({ children }: { children: ReactNode }) {
  const query = new URLSearchParams(useSearch());
  const input: PostpayFuelInput = {
    stationId: query.get('pid') ?? '',
    productId: query.get('productId') ?? '',
    orderId: query.get('orderId') ?? undefined,
  };
  const actors = useOrderActors();
  const logic = useMemo(
    () =>
      postpayFuelMachine.provide({
        actors: {
          ...actors,
          createOrder: actors.createOrder((input: PostpayFuelInput) => ({
            poiId: input.stationId,
            autoAcquire: true,
            products: [{ productId: input.productId }],
          })),
          authorize: actors.authorize('/pay/postpay/summary'),
        },
        actions: { openInteraction },
      }),
    [actors],
  );
  return (
    <PostpayFuel.Provider logic={logic} options={{ input }}>
      <PostpayPathSync />
      {children}
    </PostpayFuel.Provider>
  );
}
