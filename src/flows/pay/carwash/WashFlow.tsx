import { createActorContext } from '@xstate/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type CarWashInput, carWashMachine, carWashPath } from '../../../../machines/carWash';
import { openInteraction, useOrderActors } from '../orderActors';
import { PathSync } from '../PathSync';

export const Wash = createActorContext(carWashMachine);

function WashPathSync() {
  return <PathSync target={Wash.useSelector(carWashPath)} />;
}

/**
 * A page the browser restores from its back-forward cache (back from the bank page) holds the flow as it was
 * when the driver left; loading it again resumes from the order's current state instead.
 */
function useResumeOnRestore() {
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) location.reload();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
}

/** The page the bank page returns to after the driver approved the payment. */
const finishPath = '/pay/wash/finish';

/** The wash flow from the summary to the codes; the URL's query becomes its input once, on entry. */
export function WashFlowProvider({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const query = new URLSearchParams(useSearch());
  const orderId = query.get('orderId') ?? undefined;
  const input: CarWashInput = {
    stationId: query.get('pid') ?? '',
    productId: query.get('productId') ?? '',
    orderId,
    paid: !!orderId && location === finishPath,
  };
  const actors = useOrderActors();
  useResumeOnRestore();
  const logic = useMemo(
    () =>
      carWashMachine.provide({
        actors: {
          ...actors,
          createOrder: actors.createOrder((input: CarWashInput) => ({
            poiId: input.stationId,
            autoAcquire: true,
            products: [{ productId: input.productId }],
          })),
          authorize: actors.authorize(finishPath),
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
