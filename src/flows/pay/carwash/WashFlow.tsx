import { createActorContext } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import { useSearch } from 'wouter';
import { type WashInput, washMachine, washPath } from '../../../../machines/wash';
import { openInteraction, useOrderActors } from '../orderActors';
import { PathSync } from '../PathSync';

export const Wash = createActorContext(washMachine);

function WashPathSync() {
  return <PathSync target={Wash.useSelector(washPath)} />;
}

/** The wash flow from the summary to the codes; the URL's query becomes its input once, on entry. */
export function WashFlowProvider({ children }: { children: ReactNode }) {
  const query = new URLSearchParams(useSearch());
  const input: WashInput = {
    stationId: query.get('pid') ?? '',
    productId: query.get('productId') ?? '',
    orderId: query.get('orderId') ?? undefined,
  };
  const actors = useOrderActors();
  const logic = useMemo(
    () =>
      washMachine.provide({
        actors: {
          ...actors,
          createOrder: actors.createOrder((input: WashInput) => ({
            poiId: input.stationId,
            autoAcquire: true,
            products: [{ productId: input.productId }],
          })),
          authorize: actors.authorize('/pay/wash/finish'),
        },
        actions: { openInteraction },
      }),
    [actors],
  );
  return (
    <Wash.Provider logic={logic} options={{ input }}>
      <WashPathSync />
      {children}
    </Wash.Provider>
  );
}
