/**
 * The one place that knows the pay area's URLs (SPEC.md section 2): every screen's path, and for each order flow
 * the screen of each of its states. The route table, the pay scope (which flow serves a URL), the bank's return
 * addresses and the error links all derive from here; a state renamed in a chart is a compile error here.
 */
import type { AnyStateMachine, SnapshotFrom, StateValueFrom } from 'xstate';
import type { OrderStage } from '../../../machines/orderLifecycle';
import type { PayStationErrorCode } from '../../../machines/payStation';
import { selectFlowOrderId } from '../../../machines/shared/orderFlow.selectors';
import { type ChoiceStation, type ChoiceStep, offeredProduct } from '../../../machines/shared/payChoice';
import { payPath, withAuthParam, withQuery } from '../../url/query';

export const payScreens = {
  pump: '/pay/pump',
  fuelSelection: '/pay/prepay/fuelselection',
  amount: '/pay/prepay/amount',
  prepaySummary: '/pay/prepay/summary',
  prepayFueling: '/pay/prepay/fueling',
  postpayFueling: '/pay/postpay/fueling',
  postpaySummary: '/pay/postpay/summary',
  washSelection: '/pay/postpay/wash',
  washSummary: '/pay/postpay/wash/summary',
  /** SPEC.md section 2 names both wash summary paths; this one shows the same screen. */
  washSummaryAlias: '/pay/wash/summary',
  washFinish: '/pay/wash/finish',
  evSummary: '/pay/prepay/ev/summary',
  evCharging: '/pay/prepay/ev/charging',
  evFinish: '/pay/ev/finish',
  receipt: '/pay/finish',
  cancel: '/pay/cancel',
  /** A gift card station's shop: the gift cards, then (with one chosen) its summary and payment. */
  giftCard: '/pay/postpay/gift-card',
  /** After a gift card's payment: what happens, then the card. */
  giftCardProcessing: '/pay/postpay/processing',
  /** A station's vending machine: its products. */
  shop: '/pay/shop',
  shopSummary: '/pay/shop/summary',
  shopFinish: '/pay/shop/finish',
} as const;

export type PayScreen = keyof typeof payScreens;
export type PayScreenPath = (typeof payScreens)[PayScreen];

/** The error page's types (SPEC.md section 2, /error). */
export type ErrorType =
  | 'STATION_OFFLINE'
  | 'NO_PUMPS'
  | 'NO_STATION_FOUND_LAT_LON'
  | 'payment'
  | 'fueling_prepay'
  | 'fueling_postpay'
  | 'payment_register'
  | 'payment_edit';

export const errorScreen = '/error';

/** Where /pay leads: its pump list, with auth=0 added here (the address is replaced at once). */
export const payIndexTarget = (search: string) => payPath(payScreens.pump, withAuthParam(search));

/** What the pay area's station chart has found, as {@link stationTarget} reads it. */
export interface StationFacts {
  errorCode: PayStationErrorCode | undefined;
  /** A shop station with nothing to sell: its "no pumps" leads back to the map. */
  leavesForMap: boolean;
  /** The id of the station found, whatever named it. */
  stationId: string | undefined;
  /** A gift card station: its pay area is the gift card shop. */
  opensGiftCardShop: boolean;
  /** The loaded station, for the steps whose URL names one of its pumps. */
  station: ChoiceStation | undefined;
}

/**
 * Where the pay area's address must go for the station it found (undefined: it is right as it is).
 * - A station that cannot be paid at: the error page of SPEC.md section 8 (with the station's id, so its OK leads
 *   back), or the map for a shop station with nothing to sell.
 * - A station found by something else than its id (or by another id): the same screen with its `pid`.
 * - A gift card station's pump list: the gift card shop.
 * - A fuel or amount step whose pump (or fuel) the station does not offer now: the step before it.
 */
export function stationTarget(facts: StationFacts, path: string, search: string): string | undefined {
  const errorPage = (type: ErrorType) =>
    `${errorScreen}?${withQuery(`type=${type}&${search}`, { pid: facts.stationId })}`;
  if (facts.errorCode === 'offline') return errorPage('STATION_OFFLINE');
  if (facts.errorCode === 'noPumps') return facts.leavesForMap ? '/map' : errorPage('NO_PUMPS');
  if (facts.errorCode === 'noStationNearby') return errorPage('NO_STATION_FOUND_LAT_LON');
  if (facts.stationId === undefined) return undefined;
  const query = new URLSearchParams(search);
  const named = query.get('pid') === facts.stationId ? search : withQuery(search, { pid: facts.stationId });
  const step = (() => {
    if (path === payScreens.pump && facts.opensGiftCardShop) return payPath(payScreens.giftCard, named);
    if (!facts.station || (path !== payScreens.fuelSelection && path !== payScreens.amount)) return undefined;
    const pump = offeredProduct(facts.station, query.get('productId'), 'prepayPump');
    if (!pump) return payPath(payScreens.pump, named, { productId: undefined });
    const fuel = pump.attributes.availableItems.some((item) => item.itemCode === query.get('fuelTypeId'));
    return path === payScreens.amount && !fuel
      ? payPath(payScreens.fuelSelection, named, { fuelTypeId: undefined })
      : undefined;
  })();
  return step ?? (named === search ? undefined : payPath(path, named));
}

/** Where a flow sends the driver: a path and what to change in the query (undefined removes a key). */
export interface ScreenTarget {
  path: string;
  query: Record<string, string | undefined>;
}

/** The error page; without a type it is the generic one. */
export const errorTarget = (type: ErrorType | undefined, more: Record<string, string | undefined> = {}) => ({
  path: errorScreen,
  query: { type, ...more },
});

/** The cancel result page (SPEC.md section 4, "Cancel"). */
export type CancelResult = 'CANCELLED_PREPAY' | 'CANCELLED_POSTPAY' | 'API_ERROR_PREPAY' | 'API_ERROR_POSTPAY';
export const cancelTarget = (state: CancelResult, orderId?: string): ScreenTarget => ({
  path: payScreens.cancel,
  query: { state, orderId },
});

/** A URL of the pay area, from the current query with some keys changed. */
/** Amazon's return keys are read once, as the flow starts: the flow's own URLs drop them (no second payment). */
const returnKeys = { amazonCheckoutSessionId: undefined, amazonIsCancel: undefined, returnPath: undefined };
export const screenUrl = (target: ScreenTarget, search: string) =>
  payPath(target.path, search, { ...returnKeys, ...target.query });

type TopState<M extends AnyStateMachine> =
  StateValueFrom<M> extends infer V ? (V extends string ? V : keyof V & string) : never;

/**
 * What a flow shows in one of its states: a screen; for the state that runs the order lifecycle, the screen of
 * each of the lifecycle's stages; or a target computed from the snapshot (errors, cancel results). `null`
 * leaves the URL as it is (the flow is still finding out where it stands).
 */
export type StateScreen<M extends AnyStateMachine> =
  | PayScreen
  | null
  | Record<OrderStage, PayScreen | null>
  | ((snapshot: SnapshotFrom<M>) => ScreenTarget);

export interface FlowScreens<M extends AnyStateMachine> {
  orderType: 'PREPAY' | 'POSTPAY';
  /** The screen the bank returns to after an approval: the one that waits for the paid order. */
  bankReturn: PayScreen;
  /** The summary, where the bank returns to after a decline and the payment is offered again. */
  summary: PayScreen;
  /** Other paths that show one of the flow's screens. */
  aliases?: PayScreen[];
  states: Record<TopState<M>, StateScreen<M>>;
}

/** The top-level state of a snapshot. */
function topStateOf(snapshot: unknown) {
  const value = typeof snapshot === 'object' && snapshot !== null && 'value' in snapshot ? snapshot.value : undefined;
  return typeof value === 'string' ? value : value && typeof value === 'object' ? Object.keys(value)[0] : undefined;
}

/**
 * The URL of a flow's current state: the flow's own screen, or in the state running the order lifecycle the
 * screen of the lifecycle's stage. Flow screens carry the order's id and type.
 */
export function flowTarget<M extends AnyStateMachine>(
  screens: FlowScreens<M>,
  snapshot: SnapshotFrom<M>,
  stage: OrderStage | undefined,
  orderId: string | undefined,
): ScreenTarget | null {
  const state = topStateOf(snapshot);
  const entries: [string, StateScreen<M>][] = Object.entries(screens.states);
  const entry = entries.find(([name]) => name === state)?.[1];
  if (entry === undefined || entry === null) return null;
  if (typeof entry === 'function') return entry(snapshot);
  const screen: PayScreen | null = typeof entry === 'string' ? entry : stage ? entry[stage] : null;
  // The bank's decline is said once, on the summary the flow starts on; it is not carried further.
  return screen === null
    ? null
    : { path: payScreens[screen], query: { orderId, orderType: screens.orderType, declined: undefined } };
}

/** Every screen a flow shows, so the pay scope knows which URLs belong to it. */
export function flowPaths<M extends AnyStateMachine>(screens: FlowScreens<M>): string[] {
  const entries: StateScreen<M>[] = Object.values(screens.states);
  const names = entries.flatMap((entry) =>
    typeof entry === 'string' ? [entry] : entry && typeof entry === 'object' ? Object.values(entry) : [],
  );
  return [...new Set([...names, ...(screens.aliases ?? [])])]
    .filter((name): name is PayScreen => name !== null)
    .map((name) => payScreens[name]);
}

// ---------------------------------------------------------------------------------------------- the flows

type FlowErrorCode = import('../../../machines/shared/orderFlow').FlowErrorCode;
type PrepayFuel = typeof import('../../../machines/prepayFuel').prepayFuelMachine;
type PostpayFuel = typeof import('../../../machines/postpayFuel').postpayFuelMachine;
type CarWash = typeof import('../../../machines/carWash').carWashMachine;
type EvCharge = typeof import('../../../machines/evCharge').evChargeMachine;
type GiftCard = typeof import('../../../machines/giftCard').giftCardMachine;
type VendingPurchase = typeof import('../../../machines/vendingPurchase').vendingPurchaseMachine;

/** The step where a choice the station does not offer is made again; what follows it is chosen anew. */
export const choiceTarget = (step: ChoiceStep | undefined): ScreenTarget => {
  const after = { orderId: undefined, orderType: undefined, declined: undefined };
  switch (step) {
    case 'giftCard':
      return { path: payScreens.giftCard, query: { ...after, productId: undefined, itemCode: undefined } };
    case 'shop':
      return { path: payScreens.shop, query: { ...after, productId: undefined, itemCode: undefined } };
    case 'amount':
      return { path: payScreens.amount, query: { ...after, amount: undefined, currency: undefined } };
    case 'fuel':
      return {
        path: payScreens.fuelSelection,
        query: { ...after, fuelTypeId: undefined, amount: undefined, currency: undefined },
      };
    default:
      return {
        path: payScreens.pump,
        query: { ...after, productId: undefined, fuelTypeId: undefined, amount: undefined, currency: undefined },
      };
  }
};

/** The error page of a flow's error code (SPEC.md section 8). */
const flowError = (code: FlowErrorCode | undefined, orderId: string | undefined): ScreenTarget => {
  switch (code) {
    case 'orderCreationFailed':
      return errorTarget(undefined, { reason: 'notCreated', orderId: undefined });
    case 'unknownOrder':
      return errorTarget(undefined, { reason: 'unknownOrder', orderId: undefined });
    case 'orderUnavailable':
      return errorTarget(undefined, { reason: 'orderUnavailable', orderId });
    case 'expired':
      return errorTarget('fueling_postpay', { reason: 'expired', orderId });
    case 'fueling_prepay':
    case 'fueling_postpay':
      return errorTarget(code, { orderId });
    default:
      return errorTarget('payment', { orderId });
  }
};

/**
 * An unpaid prepay order opened without an amount the station offers: the amount is chosen again, and the order's
 * id stays in the address so the summary after it pays that order.
 */
const amountAgainTarget = (orderId: string): ScreenTarget => ({
  path: payScreens.amount,
  query: { orderId, orderType: 'PREPAY', amount: undefined, currency: undefined, declined: undefined },
});

export const prepayScreens: FlowScreens<PrepayFuel> = {
  orderType: 'PREPAY',
  bankReturn: 'prepayFueling',
  summary: 'prepaySummary',
  states: {
    starting: null,
    // With an order only from `ordering` (the lifecycle's `choiceNeeded`); without one, from `starting`.
    incomplete: (s) =>
      s.context.orderId ? amountAgainTarget(s.context.orderId) : choiceTarget(s.context.invalidChoice),
    ordering: {
      loading: null,
      waitingToPay: 'prepaySummary',
      checkout: 'prepaySummary',
      waitingForTarget: 'prepayFueling',
      cancelling: 'prepayFueling',
      ended: null,
    },
    fueling: 'prepayFueling',
    finished: 'receipt',
    cancelled: (s) => cancelTarget('CANCELLED_PREPAY', selectFlowOrderId(s)),
    failed: (s) => flowError(s.context.errorCode, selectFlowOrderId(s)),
  },
};

export const postpayScreens: FlowScreens<PostpayFuel> = {
  orderType: 'POSTPAY',
  bankReturn: 'receipt',
  summary: 'postpaySummary',
  states: {
    starting: null,
    incomplete: (s) => choiceTarget(s.context.invalidChoice),
    ordering: {
      loading: null,
      waitingToPay: 'postpayFueling',
      checkout: 'postpaySummary',
      waitingForTarget: 'receipt',
      cancelling: 'postpayFueling',
      ended: null,
    },
    finished: 'receipt',
    cancelled: (s) => cancelTarget('CANCELLED_POSTPAY', selectFlowOrderId(s)),
    cancelFailed: (s) => cancelTarget('API_ERROR_POSTPAY', selectFlowOrderId(s)),
    failed: (s) => flowError(s.context.errorCode, selectFlowOrderId(s)),
  },
};

export const carWashScreens: FlowScreens<CarWash> = {
  orderType: 'POSTPAY',
  bankReturn: 'washFinish',
  summary: 'washSummary',
  aliases: ['washSummaryAlias'],
  states: {
    starting: null,
    incomplete: (s) => choiceTarget(s.context.invalidChoice),
    ordering: {
      loading: null,
      waitingToPay: 'washSummary',
      checkout: 'washSummary',
      waitingForTarget: 'washFinish',
      cancelling: 'washSummary',
      ended: null,
    },
    waitingForInvoice: 'washFinish',
    completed: 'washFinish',
    cancelled: (s) => cancelTarget('CANCELLED_POSTPAY', selectFlowOrderId(s)),
    cancelFailed: (s) => cancelTarget('API_ERROR_POSTPAY', selectFlowOrderId(s)),
    failed: (s) => flowError(s.context.errorCode, selectFlowOrderId(s)),
  },
};

export const evChargeScreens: FlowScreens<EvCharge> = {
  orderType: 'PREPAY',
  bankReturn: 'evCharging',
  summary: 'evSummary',
  states: {
    starting: null,
    incomplete: (s) => choiceTarget(s.context.invalidChoice),
    ordering: {
      loading: null,
      waitingToPay: 'evSummary',
      checkout: 'evSummary',
      waitingForTarget: 'evCharging',
      cancelling: 'evCharging',
      ended: null,
    },
    charging: 'evCharging',
    stopping: 'evCharging',
    finishing: 'evFinish',
    finished: 'evFinish',
    cancelled: (s) => cancelTarget('CANCELLED_PREPAY', selectFlowOrderId(s)),
    dropped: () => ({ path: payScreens.pump, query: { orderId: undefined, productId: undefined } }),
    failed: (s) => flowError(s.context.errorCode, selectFlowOrderId(s)),
  },
};

/**
 * Gift cards: the shop and the summary share one page (the page shows the shop while nothing is chosen), then
 * the processing page says what happens and shows the card.
 */
export const giftCardScreens: FlowScreens<GiftCard> = {
  orderType: 'POSTPAY',
  bankReturn: 'giftCardProcessing',
  summary: 'giftCard',
  states: {
    starting: null,
    // Nothing (or nothing the shop offers) chosen: the shop, on the same page.
    incomplete: () => choiceTarget('giftCard'),
    ordering: {
      loading: null,
      waitingToPay: 'giftCard',
      checkout: 'giftCard',
      waitingForTarget: 'giftCardProcessing',
      cancelling: 'giftCard',
      ended: null,
    },
    waitingForInvoice: 'giftCardProcessing',
    delivered: 'giftCardProcessing',
    cancelled: (s) => cancelTarget('CANCELLED_POSTPAY', selectFlowOrderId(s)),
    cancelFailed: (s) => cancelTarget('API_ERROR_POSTPAY', selectFlowOrderId(s)),
    failed: (s) => flowError(s.context.errorCode, selectFlowOrderId(s)),
  },
};

/** A vending product: summary and payment, then the release and the receipt on one page. */
export const vendingScreens: FlowScreens<VendingPurchase> = {
  orderType: 'POSTPAY',
  bankReturn: 'shopFinish',
  summary: 'shopSummary',
  states: {
    starting: null,
    incomplete: (s) => choiceTarget(s.context.invalidChoice),
    ordering: {
      loading: null,
      waitingToPay: 'shopSummary',
      checkout: 'shopSummary',
      waitingForTarget: 'shopFinish',
      cancelling: 'shopSummary',
      ended: null,
    },
    releasing: 'shopFinish',
    released: 'shopFinish',
    completed: 'shopFinish',
    notReleased: 'shopFinish',
    cancelled: (s) => cancelTarget('CANCELLED_POSTPAY', selectFlowOrderId(s)),
    cancelFailed: (s) => cancelTarget('API_ERROR_POSTPAY', selectFlowOrderId(s)),
    failed: (s) => flowError(s.context.errorCode, selectFlowOrderId(s)),
  },
};

// ---------------------------------------------------------------------------------------------- running orders

type RunningOrderKind = import('../../../machines/shared/runningOrders').RunningOrderKind;
type RunningOrderFacts = import('../../../machines/shared/runningOrders').RunningOrderLike & {
  products: readonly { _id: string; fuelType?: { fuelTypeId: string } }[];
  authorizedAmount?: { amount: number; currency: string };
};

/** The screen each kind of running order is followed on; its flow then shows where the order stands. */
const runningOrderScreens: Record<RunningOrderKind, PayScreen> = {
  prepayFuel: 'prepayFueling',
  postpayFuel: 'postpayFueling',
  wash: 'washSummary',
  ev: 'evCharging',
  giftCard: 'giftCard',
  vending: 'shopSummary',
};

/**
 * Where a running order is followed (from the map, the pump screen, or a step before the summary): its flow's
 * screen with the order, its station and product, and what was chosen for it, so nothing of an earlier choice
 * is carried over.
 */
export function runningOrderTarget(kind: RunningOrderKind, order: RunningOrderFacts): ScreenTarget {
  const product = order.products[0];
  return {
    path: payScreens[runningOrderScreens[kind]],
    query: {
      pid: order.poiId,
      productId: product?._id,
      orderId: order._id,
      orderType: order.orderType ?? (kind === 'prepayFuel' || kind === 'ev' ? 'PREPAY' : 'POSTPAY'),
      fuelTypeId: kind === 'prepayFuel' ? product?.fuelType?.fuelTypeId : undefined,
      amount: kind === 'prepayFuel' && order.authorizedAmount ? String(order.authorizedAmount.amount) : undefined,
      currency: kind === 'prepayFuel' ? order.authorizedAmount?.currency : undefined,
      isWash: kind === 'wash' ? 'true' : undefined,
      declined: undefined,
    },
  };
}

/** Every order flow's screens: which URLs belong to each flow. */
export const flowPathsByFlow: readonly string[][] = [
  prepayScreens,
  postpayScreens,
  carWashScreens,
  evChargeScreens,
  giftCardScreens,
  vendingScreens,
].map((screens: FlowScreens<AnyStateMachine>) => flowPaths(screens));
