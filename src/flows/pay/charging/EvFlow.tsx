import { createActorContext } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import { useSearch } from 'wouter';
import { type EvChargeInput, evChargeMachine, evChargePath, evPreAuthorization } from '../../../../machines/evCharge';
import { selectFeatures } from '../../../../machines/session';
import { Session } from '../../../app/contexts';
import { Spinner } from '../../../ui/Spinner';
import { openInteraction, useOrderActors } from '../orderActors';
import { PathSync } from '../PathSync';
import { useProduct } from '../useProduct';

export const EvCharge = createActorContext(evChargeMachine);

function EvPathSync() {
  return <PathSync target={EvCharge.useSelector(evChargePath)} />;
}

/** The EV flow from the summary to the final price; the URL's query becomes its input once, on entry. */
export function EvFlowProvider({ children }: { children: ReactNode }) {
  const query = new URLSearchParams(useSearch());
  const { station, product } = useProduct();
  const preAuthorizations = Session.useSelector((s) => selectFeatures(s)?.evPreAuthorizations ?? []);
  const currency = product?.attributes.availableItems[0]?.currency ?? 'EUR';
  const input: EvChargeInput = {
    stationId: query.get('pid') ?? '',
    productId: query.get('productId') ?? '',
    amount: evPreAuthorization(currency, preAuthorizations),
    currency,
    orderId: query.get('orderId') ?? undefined,
  };
  const actors = useOrderActors();
  const logic = useMemo(
    () =>
      evChargeMachine.provide({
        actors: {
          ...actors,
          createOrder: actors.createOrder((input: EvChargeInput) => ({
            poiId: input.stationId,
            autoAcquire: false,
            products: [{ productId: input.productId }],
          })),
          authorize: actors.authorize('/pay/prepay/ev/charging'),
        },
        actions: { openInteraction },
      }),
    [actors],
  );
  // The pre-authorisation depends on the charger's currency: start the flow once the station is known.
  if (!station) return <Spinner />;
  return (
    <EvCharge.Provider logic={logic} options={{ input }}>
      <EvPathSync />
      {children}
    </EvCharge.Provider>
  );
}
