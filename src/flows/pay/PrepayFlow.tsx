import { createActorContext } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import { useSearch } from 'wouter';
import { type PrepayFuelInput, prepayFuelMachine, prepayFuelPath } from '../../../machines/prepayFuel';
import { openInteraction, useOrderActors } from './orderActors';
import { PathSync } from './PathSync';

export const PrepayFuel = createActorContext(prepayFuelMachine);

function PrepayPathSync() {
  return <PathSync target={PrepayFuel.useSelector(prepayFuelPath)} />;
}

/** The prepay flow from the summary to the receipt; the URL's query becomes its input once, on entry. */
export function PrepayFlowProvider({ children }: { children: ReactNode }) {
  const query = new URLSearchParams(useSearch());
  const input = {
    stationId: query.get('pid') ?? '',
    productId: query.get('productId') ?? '',
    fuelTypeId: query.get('fuelTypeId') ?? '',
    amount: Number(query.get('amount')),
    currency: query.get('currency') ?? 'EUR',
    orderId: query.get('orderId') ?? undefined,
  };
  const actors = useOrderActors();
  const logic = useMemo(
    () =>
      prepayFuelMachine.provide({
        actors: {
          ...actors,
          createOrder: actors.createOrder((input: PrepayFuelInput) => ({
            poiId: input.stationId,
            autoAcquire: false,
            products: [{ productId: input.productId, fuelTypeId: input.fuelTypeId }],
          })),
          authorize: actors.authorize('/pay/prepay/fueling'),
        },
        actions: { openInteraction },
      }),
    [actors],
  );
  return (
    <PrepayFuel.Provider logic={logic} options={{ input }}>
      <PrepayPathSync />
      {children}
    </PrepayFuel.Provider>
  );
}
