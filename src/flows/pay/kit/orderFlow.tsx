/**
 * How an order flow's chart runs in the app: the flow's actor for the screens of one product, its input taken
 * from the URL once (on entry), the order lifecycle bound to the platform client, and the URL kept on the
 * screen the chart is in (replace: history entries are not flow state).
 */
import { createActorContext, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ActorRefFrom, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import type { checkoutMachine } from '../../../../machines/checkout';
import { type orderLifecycleMachine, selectOrderStage } from '../../../../machines/orderLifecycle';
import { selectFeatures, selectIsGuest, selectProfile } from '../../../../machines/session';
import type { CheckoutFacts, OrderFlowInput } from '../../../../machines/shared/orderFlow';
import type { ChoiceStep } from '../../../../machines/shared/payChoice';
import type { Station } from '../../../api/schemas';
import { Session, useApi } from '../../../app/contexts';
import { inspectOption } from '../../../app/inspect';
import { odometerAnswered } from '../checkout/checkoutActors';
import { takeCheckoutDraft } from '../checkout/checkoutDraft';
import { type FlowScreens, flowTarget, payScreens, screenUrl } from '../flowScreens';
import { Geofence } from '../Geofence';
import { usePayStation } from '../PayStationContext';
import type { OrderScope } from './orderActors';

export type OrderRef = ActorRefFrom<typeof orderLifecycleMachine>;
/** The summary's checkout, the lifecycle's `checkout` child (`selectCheckout`). */
export type CheckoutRef = ActorRefFrom<typeof checkoutMachine>;

const OrderRefContext = createContext<OrderRef | undefined>(undefined);

/** The running order lifecycle of the flow around a screen (undefined once the flow has gone past it). */
export const useOrderRef = () => useContext(OrderRefContext);

/** What a flow's input is made of: the URL's query, the driver and the account. */
export interface FlowEntry {
  query: URLSearchParams;
  station: Station;
  /** What every order flow starts from: the station, the product, the order to resume, the driver's facts. */
  start: OrderFlowInput;
  /** The account's EV pre-authorisation amounts (SPEC.md section 3). */
  evPreAuthorizations: readonly { currency: string; amount: number }[];
}

interface OrderFlowOptions<M extends AnyStateMachine> {
  screens: FlowScreens<M>;
  /** The flow's chart bound to the app (its lifecycle and its own waits). */
  logic: (scope: OrderScope) => M;
  input: (entry: FlowEntry) => InputFrom<M>;
  /** Checks what the URL names against the station (payChoice.ts): the step to choose again, if any. */
  choice: (query: URLSearchParams, station: Station) => ChoiceStep | undefined;
  /** The order lifecycle the flow runs, while it runs it. */
  orderRef: (snapshot: SnapshotFrom<M>) => OrderRef | undefined;
  /** The order's id once known (the URL carries it). */
  orderId: (snapshot: SnapshotFrom<M>) => string | undefined;
  /**
   * The station the flow sells from, once known (default: the pay area's). A shop's flows add the shop's
   * products, which the station's own answer does not carry.
   */
  useStation?: () => Station | undefined;
}

/** The embedding app's partner (partner mode), sent with every order it creates. */
const partnerOf = (search: string) => new URLSearchParams(search).get('partner') ?? undefined;

export function createOrderFlow<M extends AnyStateMachine>(machine: M, options: OrderFlowOptions<M>) {
  const Flow = createActorContext(machine);
  const { screens } = options;

  function PathSync({ children }: { children: ReactNode }) {
    const [location, navigate] = useLocation();
    const search = useSearch();
    const orderRef = Flow.useSelector(options.orderRef);
    const stage = useSelector(orderRef, (s) => (s ? selectOrderStage(s) : undefined));
    const orderInFlow = useSelector(orderRef, (s) => s?.context.order?._id);
    // The URL of the flow's state, a string: the screen renders again only when the address must change.
    const next = Flow.useSelector((snapshot) => {
      const target = flowTarget(screens, snapshot, stage, options.orderId(snapshot) ?? orderInFlow);
      return target && screenUrl(target, search);
    });
    useEffect(() => {
      if (next && `${location}?${search}` !== next) navigate(next, { replace: true });
    }, [location, search, next, navigate]);
    return <OrderRefContext.Provider value={orderRef}>{children}</OrderRefContext.Provider>;
  }

  function Running({ station, children }: { station: Station; children: ReactNode }) {
    const api = useApi();
    const [path] = useLocation();
    const search = useSearch();
    const geofence = Geofence.useActorRef();
    const isGuest = Session.useSelector(selectIsGuest);
    const profile = Session.useSelector(selectProfile);
    const features = Session.useSelector(selectFeatures);
    const query = new URLSearchParams(search);
    const orderId = query.get('orderId') ?? undefined;
    const partner = partnerOf(search);
    const productId = query.get('productId') ?? '';
    // Read once, as the flow starts (the flow's provider is keyed by product).
    const [draft] = useState(() =>
      takeCheckoutDraft(sessionStorage, { userId: profile?.id, stationId: station._id, productId }),
    );
    const logic = useMemo(
      () =>
        options.logic({
          api,
          station,
          productId,
          isGuest,
          userId: profile?.id,
          userCountry: profile?.country,
          partner,
          position: () => geofence.getSnapshot().context.position,
          bankReturn: (id) => ({
            path: payScreens[screens.bankReturn],
            query: { orderId: id, orderType: screens.orderType },
          }),
          bankDecline: (id) => ({
            path: payScreens[screens.summary],
            query: { orderId: id, orderType: screens.orderType, declined: '1' },
          }),
          search: () => location.search,
        }),
      [api, station, productId, isGuest, profile?.id, profile?.country, partner, geofence],
    );
    const facts: CheckoutFacts = {
      isGuest,
      quickCheckout: features?.quickCheckout ?? false,
      asksOdometer:
        (features?.showOdometerScreenBeforeCheckout ?? false) &&
        !odometerAnswered(orderId ?? `${station._id}:${query.get('productId')}`),
      twoFactorMethod: profile?.twoFactorMethod ?? 'none',
      returnedFromBank: !!orderId && path === payScreens[screens.bankReturn],
      declinedAtBank: !!orderId && query.get('declined') === '1',
      draft,
      amazonCheckoutSessionId: query.get('amazonCheckoutSessionId') ?? undefined,
    };
    return (
      <Flow.Provider
        logic={logic}
        options={{
          input: options.input({
            query,
            station,
            start: {
              ...facts,
              stationId: station._id,
              productId,
              orderId,
              invalidChoice: options.choice(query, station),
            },
            evPreAuthorizations: features?.evPreAuthorizations ?? [],
          }),
          inspect: inspectOption(),
        }}
      >
        <PathSync>{children}</PathSync>
      </Flow.Provider>
    );
  }

  const useStation = options.useStation ?? usePayStation;

  /** The flow starts once the station is known; until then (or when it cannot load) the screens say why. */
  function Provider({ children }: { children: ReactNode }) {
    const station = useStation();
    if (!station) return <>{children}</>;
    return <Running station={station}>{children}</Running>;
  }

  return { Flow, Provider };
}
