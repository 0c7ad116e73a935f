/**
 * Simulated pumps, washes and chargers. An order's state is computed from its timestamps and the time of the
 * request, never from timers, so a reload mid-fueling (or a closed tab) resumes exactly where it was.
 *
 * One step is `order.stepMs` (a few seconds by default, settable in the sandbox panel).
 *  - Prepay fuel:  authorised → PRODUCT_PENDING → PRODUCT_SUPPLYING (3 steps, or until the nozzle is put back)
 *                  → PRODUCT_ACQUIRED → READY_FOR_INVOICE → COMPLETED; dispensed below the authorised amount.
 *  - Postpay fuel: CREATED while filling (3 steps) → PAYMENT_PENDING; after payment → PRODUCT_ACQUIRED → … .
 *  - Wash:         CREATED → PAYMENT_PENDING; after payment PRODUCT_ACQUIRED with redemption codes → … .
 *  - EV:           authorised → PRODUCT_PENDING (connection check) → PRODUCT_SUPPLYING, energy accumulating
 *                  until stopped or the authorised amount is used → PRODUCT_ACQUIRED → … .
 *  - Gift card:    like a wash; PRODUCT_ACQUIRED one step after payment with the card's code (valid 3 years) → … .
 *  - Vending:      like a wash; after payment PRODUCT_SUPPLYING (the machine releases, one step) → PRODUCT_ACQUIRED
 *                  → … ; or FAILED (out of stock) or PROBLEM (jammed), with nothing charged.
 */
import QRCode from 'qrcode';
import { billedCost, sessionCost } from '../../machines/shared/sessionCost';
import { grossOf, stationTimeZone, tariffOfItem } from '../../machines/shared/tariff';
import type { AvailableItem, Order, OrderState, PaymentMethodType, Product, Station } from '../api/schemas';
import { paymentMethodTypes } from '../api/schemas';
import { hashString, seededRandom } from './random';
import { shopProductsOf } from './stations';
import type { SandboxData, SandboxOrder } from './store';
import { vatRates } from './vat';

type Timeline = { state: OrderState; at: number; message?: string }[];

/** One simulated second of charging stands for a minute at the charger, so a demo session shows real energy. */
export const chargingTimeFactor = 60;
const fillSteps = 3;

/** A product of the station: its own (pumps, washes, chargers) or one of its shop (gift cards, vending products). */
export const productOf = (station: Station | undefined, productId: string): Product | undefined =>
  station &&
  (station.products.find((product) => product._id === productId) ??
    shopProductsOf(station._id).find((product) => product._id === productId));

export const itemOf = (product: Product | undefined, itemCode?: string): AvailableItem | undefined =>
  product?.attributes.availableItems.find((item) => !itemCode || item.itemCode === itemCode) ??
  product?.attributes.availableItems[0];

/** A stable fraction in [min, max) derived from the order id. */
const fractionOf = (id: string, min: number, max: number) => min + ((hashString(id) % 10_000) / 10_000) * (max - min);

const floor2 = (value: number) => Math.floor(value * 100) / 100;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

function energyPrice(item: AvailableItem | undefined) {
  const components = item?.priceElements?.flatMap((element) => element.priceComponents) ?? [];
  const time = components.filter((component) => component.type === 'TIME');
  const gross = (component: { price: number; vat?: number } | undefined) =>
    component ? grossOf(component.price, component.vat) : 0;
  return {
    perKwh: gross(components.find((component) => component.type === 'ENERGY')),
    flat: gross(components.find((component) => component.type === 'FLAT')),
    /** The dearest charging-time price, per minute: what the authorised amount must leave room for. */
    timePerMin: Math.max(0, ...time.map((component) => gross(component) / (component.unit === 'MIN' ? 1 : 60))),
  };
}

interface Progress {
  timeline: Timeline;
  /** The total is final though the product was not acquired (a vending order that failed: nothing charged). */
  settled?: boolean;
  quantity?: number;
  unitPrice?: number;
  unit?: string;
  total?: number;
  charging?: { energyKwh: number; startedAt?: string; durationS: number };
}

function prepayFuel(order: SandboxOrder, item: AvailableItem | undefined, now: number): Progress {
  const step = order.stepMs;
  const a = order.authorizedAt!;
  const timeline: Timeline = [
    { state: 'PAYMENT_AUTHORIZED', at: a },
    { state: 'PRODUCT_PENDING', at: a + step },
  ];
  if (order.pumpNoFeedback) {
    timeline.push({ state: 'PROBLEM', at: a + 4 * step, message: 'The pump gave no feedback' });
    return { timeline, quantity: 0, unitPrice: item?.price, unit: item?.unit, total: 0 };
  }
  if (order.cancelledAt && order.cancelledAt < a + 2 * step) {
    timeline.push({ state: 'CANCELLED', at: order.cancelledAt, message: 'Cancelled by the user' });
    return { timeline, quantity: 0, unitPrice: item?.price, unit: item?.unit, total: 0 };
  }
  const supplyStart = a + 2 * step;
  const plannedEnd = supplyStart + fillSteps * step;
  const end = Math.max(supplyStart, Math.min(plannedEnd, order.stoppedAt ?? plannedEnd));
  timeline.push(
    { state: 'PRODUCT_SUPPLYING', at: supplyStart },
    { state: 'PRODUCT_ACQUIRED', at: end },
    { state: 'READY_FOR_INVOICE', at: end + step },
    { state: 'COMPLETED', at: end + 2 * step },
  );
  const unitPrice = item?.price ?? 0;
  const limit = order.authorizedAmount ?? 0;
  const targetLitres = unitPrice > 0 ? (limit * fractionOf(order._id, 0.55, 0.92)) / unitPrice : 0;
  const progress = Math.min(1, Math.max(0, (Math.min(now, end) - supplyStart) / (fillSteps * step)));
  const quantity = round3(targetLitres * progress);
  return { timeline, quantity, unitPrice, unit: item?.unit ?? 'LTR', total: floor2(quantity * unitPrice) };
}

function postpayFuel(order: SandboxOrder, item: AvailableItem | undefined): Progress {
  const step = order.stepMs;
  const filled = order.createdAt + fillSteps * step;
  const unitPrice = item?.price ?? 0;
  const quantity = round3(fractionOf(order._id, 18, 52));
  const total = floor2(quantity * unitPrice);
  const timeline: Timeline = [{ state: 'CREATED', at: order.createdAt }];
  if (order.cancelledAt && order.cancelledAt < filled) {
    timeline.push({ state: 'CANCELLED', at: order.cancelledAt, message: 'Cancelled by the user' });
    return { timeline, quantity: 0, unitPrice, unit: item?.unit, total: 0 };
  }
  if (order.postpayExpired) {
    timeline.push({ state: 'FAILED', at: filled, message: 'Order is expired' });
    return { timeline, quantity, unitPrice, unit: item?.unit, total };
  }
  timeline.push({ state: 'PAYMENT_PENDING', at: filled });
  afterPayment(order, timeline);
  return { timeline, quantity, unitPrice, unit: item?.unit ?? 'LTR', total };
}

function wash(order: SandboxOrder, item: AvailableItem | undefined): Progress {
  const timeline: Timeline = [
    { state: 'CREATED', at: order.createdAt },
    { state: 'PAYMENT_PENDING', at: order.createdAt + order.stepMs / 3 },
  ];
  if (order.cancelledAt && !order.authorizedAt) {
    timeline.push({ state: 'CANCELLED', at: order.cancelledAt, message: 'Cancelled by the user' });
  } else {
    afterPayment(order, timeline);
  }
  return { timeline, quantity: 1, unitPrice: item?.price, unit: 'COUNT', total: item?.price };
}

/** What the vending machine says when it cannot hand the product over. */
export const vendingFaultMessages = {
  'out-of-stock': 'Product out of stock',
  jammed: 'The machine could not release the product',
} as const;

/**
 * A gift card or a vending product: created, then PAYMENT_PENDING at once with the item's price, as a wash. A gift
 * card is acquired (its code issued) one step after payment; a vending machine releases the product first, for one
 * step, and may fail (the `vendingFault` fixed at payment): nothing is charged then.
 */
function shopOrder(order: SandboxOrder, item: AvailableItem | undefined, now: number): Progress {
  const step = order.stepMs;
  const price = item?.price;
  const timeline: Timeline = [
    { state: 'CREATED', at: order.createdAt },
    { state: 'PAYMENT_PENDING', at: order.createdAt + step / 3 },
  ];
  const charged: Progress = { timeline, quantity: 1, unitPrice: price, unit: 'COUNT', total: price };
  const a = order.authorizedAt;
  if (a === undefined) {
    if (order.cancelledAt)
      timeline.push({ state: 'CANCELLED', at: order.cancelledAt, message: 'Cancelled by the user' });
    return charged;
  }
  timeline.push({ state: 'PAYMENT_AUTHORIZED', at: a });
  if (order.kind === 'GIFT_CARD') {
    timeline.push(
      { state: 'PRODUCT_ACQUIRED', at: a + step },
      { state: 'READY_FOR_INVOICE', at: a + 2 * step },
      { state: 'COMPLETED', at: a + 3 * step },
    );
    return charged;
  }
  const fault = order.vendingFault;
  if (fault === 'out-of-stock') {
    timeline.push({ state: 'FAILED', at: a + step, message: vendingFaultMessages[fault] });
  } else {
    timeline.push({ state: 'PRODUCT_SUPPLYING', at: a + step });
    if (fault === 'jammed') {
      timeline.push({ state: 'PROBLEM', at: a + 2 * step, message: vendingFaultMessages[fault] });
    } else {
      timeline.push(
        { state: 'PRODUCT_ACQUIRED', at: a + 2 * step },
        { state: 'READY_FOR_INVOICE', at: a + 3 * step },
        { state: 'COMPLETED', at: a + 4 * step },
      );
    }
  }
  const failedAt = timeline.find((entry) => entry.state === 'FAILED' || entry.state === 'PROBLEM')?.at;
  return failedAt !== undefined && now >= failedAt
    ? { timeline, quantity: 0, unitPrice: price, unit: 'COUNT', total: 0, settled: true }
    : charged;
}

function afterPayment(order: SandboxOrder, timeline: Timeline) {
  const a = order.authorizedAt;
  if (a === undefined) return;
  timeline.push(
    { state: 'PAYMENT_AUTHORIZED', at: a },
    { state: 'PRODUCT_ACQUIRED', at: a + order.stepMs },
    { state: 'READY_FOR_INVOICE', at: a + 2 * order.stepMs },
    { state: 'COMPLETED', at: a + 3 * order.stepMs },
  );
}

/** A charging session is billed line by line under its tariff, as the receipt shows it (shared/sessionCost). */
function evCharge(order: SandboxOrder, item: AvailableItem | undefined, now: number, timeZone: string): Progress {
  const step = order.stepMs;
  const a = order.authorizedAt!;
  const timeline: Timeline = [
    { state: 'PAYMENT_AUTHORIZED', at: a },
    { state: 'PRODUCT_PENDING', at: a + step },
  ];
  const { perKwh, flat, timePerMin } = energyPrice(item);
  if (order.cancelledAt && order.cancelledAt < a + 2 * step) {
    timeline.push({ state: 'CANCELLED', at: order.cancelledAt, message: 'Cancelled by the user' });
    return { timeline, quantity: 0, unitPrice: perKwh, unit: 'KWH', total: 0 };
  }
  const start = a + 2 * step;
  const powerKw = (item?.details?.power ?? 22) * fractionOf(order._id, 0.6, 0.85);
  const kwhPerMs = (powerKw * chargingTimeFactor) / 3_600_000;
  const budget = Math.max(0, (order.authorizedAmount ?? 80) - flat);
  const costPerMs = perKwh * kwhPerMs + (timePerMin * chargingTimeFactor) / 60_000;
  const capEnd = costPerMs > 0 ? start + budget / costPerMs : Number.POSITIVE_INFINITY;
  const end = Math.min(order.stoppedAt ?? Number.POSITIVE_INFINITY, capEnd);
  timeline.push({ state: 'PRODUCT_SUPPLYING', at: start });
  if (Number.isFinite(end)) {
    const done = Math.max(start, end);
    timeline.push(
      { state: 'PRODUCT_ACQUIRED', at: done },
      { state: 'READY_FOR_INVOICE', at: done + step },
      { state: 'COMPLETED', at: done + 2 * step },
    );
  }
  const chargedMs = Math.max(0, Math.min(now, end) - start);
  const energyKwh = round3(chargedMs * kwhPerMs);
  const durationS = Math.round((chargedMs / 1000) * chargingTimeFactor);
  const cost = sessionCost(tariffOfItem(item), {
    startedAt: new Date(start),
    chargingS: durationS,
    energyKwh,
    timeZone,
  });
  return {
    timeline,
    quantity: energyKwh,
    unitPrice: perKwh,
    unit: 'KWH',
    total: billedCost(cost, 2).total,
    charging: {
      energyKwh,
      startedAt: now >= start ? new Date(start).toISOString() : undefined,
      durationS,
    },
  };
}

function progressOf(order: SandboxOrder, item: AvailableItem | undefined, now: number, timeZone: string): Progress {
  const created: Timeline = [{ state: 'CREATED', at: order.createdAt }];
  if (order.kind === 'POSTPAY_FUEL') return postpayFuel(order, item);
  if (order.kind === 'WASH') return wash(order, item);
  if (order.kind === 'GIFT_CARD' || order.kind === 'VENDING') return shopOrder(order, item, now);
  if (order.interaction && !order.interaction.result) {
    created.push({ state: 'PAYMENT_PENDING', at: order.interaction.startedAt });
  }
  if (order.appRequestedAt !== undefined) {
    created.push({ state: 'PAYMENT_PENDING', at: order.appRequestedAt });
  }
  if (order.interaction?.result === 'declined') {
    created.push({ state: 'REJECTED', at: order.interaction.endedAt ?? now, message: 'Payment declined' });
    return { timeline: created };
  }
  if (order.authorizedAt === undefined) {
    if (order.cancelledAt)
      created.push({ state: 'CANCELLED', at: order.cancelledAt, message: 'Cancelled by the user' });
    return { timeline: created, unitPrice: order.kind === 'EV' ? energyPrice(item).perKwh : item?.price };
  }
  const progress = order.kind === 'EV' ? evCharge(order, item, now, timeZone) : prepayFuel(order, item, now);
  return { ...progress, timeline: [...created, ...progress.timeline] };
}

/** Redemption codes of a paid wash: deterministic per order, valid for 30 days. */
export function redemptionCodes(order: SandboxOrder, at: number) {
  const code = (hashString(`${order._id}-code`) % 1_000_000).toString().padStart(6, '0');
  return [
    {
      _id: `${order._id}-code-1`,
      code,
      expirationDate: new Date(at + 30 * 24 * 3_600_000).toISOString(),
      isRedeemed: order.redeemedCodes.includes(`${order._id}-code-1`),
      additionalDisplays: [{ type: 'QR' as const, code: qrImage(code) }],
    },
  ];
}

/** Letters and digits of gift card codes, without the ones easily mistaken for each other (0/O, 1/I). */
const giftCardAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The code of a gift card bought with this order: `GC-XXXX-XXXX-XXXX`, deterministic per order, valid for three
 * years from its issue (`at`), with its QR image. Its id lets the driver mark it used like a wash code.
 */
export function giftCardCodes(order: SandboxOrder, at: number) {
  const rnd = seededRandom(hashString(`${order._id}-gift-card`));
  const groups = Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => giftCardAlphabet[Math.floor(rnd() * giftCardAlphabet.length)]).join(''),
  );
  const code = `GC-${groups.join('-')}`;
  const expires = new Date(at);
  expires.setUTCFullYear(expires.getUTCFullYear() + 3);
  return [
    {
      _id: `${order._id}-code-1`,
      code,
      expirationDate: expires.toISOString(),
      isRedeemed: order.redeemedCodes.includes(`${order._id}-code-1`),
      additionalDisplays: [{ type: 'QR' as const, code: qrImage(code) }],
    },
  ];
}

/**
 * The code as a QR code any reader decodes (an SVG data URL), encoded by the `qrcode` library with a medium
 * error correction and the standard quiet zone of four modules.
 */
export function qrImage(code: string): string {
  let svg = '';
  // With a callback the SVG renderer answers at once, in the browser and in Node alike.
  QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }, (error, drawn) => {
    if (error) throw error;
    svg = drawn;
  });
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

const isMethodType = (value: string): value is PaymentMethodType =>
  (paymentMethodTypes as readonly string[]).includes(value);

/** The payment method an order was authorised with, as the platform names it on the order (a card masked). */
function paymentMethodOf(order: SandboxOrder, methods: SandboxData['paymentMethods'] | undefined) {
  const id = order.paymentMethodId;
  if (!id || order.authorizedAt === undefined) return undefined;
  const stored = methods?.[id];
  if (stored) {
    const { brand, cardNumber, email, managementInfo } = stored.details ?? {};
    return { id, method: stored.method, details: { brand, cardNumber, email, managementInfo } };
  }
  return isMethodType(id) ? { method: id } : undefined;
}

/** The order as the platform answers it at time `now`; `methods` names the payment method it was paid with. */
export function orderView(
  order: SandboxOrder,
  station: Station | undefined,
  now: number,
  methods: SandboxData['paymentMethods'] | undefined,
  /** Where the hosted pages live (the platform's origin): the start URL handed out is absolute on it. */
  pagesBase: string,
): Order {
  const product = productOf(station, order.productId);
  const item = itemOf(product, order.fuelTypeId ?? order.itemCode);
  const shop = order.kind === 'GIFT_CARD' || order.kind === 'VENDING';
  const timeZone = station ? stationTimeZone(station.location) : 'UTC';
  const progress = progressOf(order, item, now, timeZone);
  const history = progress.timeline.filter((entry) => entry.at <= now);
  const current = history[history.length - 1]!;
  const currency = item?.currency ?? 'EUR';
  const precision = 2;
  const acquired = history.some((entry) => entry.state === 'PRODUCT_ACQUIRED');
  const pending = current.state === 'PAYMENT_PENDING';
  const priceKnown = acquired || pending || current.state === 'PRODUCT_SUPPLYING' || progress.settled === true;
  const total = progress.total ?? 0;
  // Voucher discounts per litre of what was dispensed, shown as negative lines (SPEC.md section 9).
  const litres = progress.unit === 'LTR' || progress.unit === undefined ? (progress.quantity ?? 0) : 0;
  const vouchers = (order.discounts ?? [])
    .map((discount) => ({
      id: discount.id,
      name: discount.name,
      amount: Math.floor(litres * discount.centsPerLitre) / 100,
    }))
    .filter((voucher) => voucher.amount > 0);
  const totalAfter = Math.round((total - vouchers.reduce((sum, voucher) => sum + voucher.amount, 0)) * 100) / 100;
  // A gift card is a voucher: VAT is due on what it buys, not on the card.
  const vatRate = order.kind === 'GIFT_CARD' ? undefined : vatRates[station?.location.address?.countryCode ?? ''];
  const paymentMethod = paymentMethodOf(order, methods);
  // Issued when the product is acquired, one step after payment; kept on the order from then on.
  const issuedAt = acquired && order.authorizedAt !== undefined ? order.authorizedAt + order.stepMs : undefined;
  const codes =
    issuedAt === undefined
      ? undefined
      : order.kind === 'WASH'
        ? redemptionCodes(order, issuedAt)
        : order.kind === 'GIFT_CARD'
          ? giftCardCodes(order, issuedAt)
          : undefined;
  const waitingForInteraction = order.interaction && !order.interaction.result;
  return {
    _id: order._id,
    poiId: order.poiId,
    thingId: order.thingId ?? null,
    state: current.state,
    type: 'MANUAL',
    orderType: order.kind === 'PREPAY_FUEL' || order.kind === 'EV' ? 'PREPAY' : 'POSTPAY',
    createdAt: new Date(order.createdAt).toISOString(),
    stateHistory: history.map((entry) => ({
      state: entry.state,
      createdAt: new Date(entry.at).toISOString(),
      ...(entry.message ? { message: entry.message } : {}),
    })),
    products: [
      {
        _id: order.productId,
        name: product?.name ?? '',
        ...(order.itemCode ? { itemCode: order.itemCode } : {}),
        ...(order.fuelTypeId ? { fuelType: { fuelTypeId: order.fuelTypeId, name: item?.marketingName } } : {}),
        ...(codes ? { redemptionCodes: codes } : {}),
        attributes: {
          paymentAttributes: {
            totalPrice: priceKnown ? total : undefined,
            unitPrice: progress.unitPrice,
            quantity: priceKnown ? progress.quantity : undefined,
            unit: progress.unit,
            description: shop && product ? shopDescription(product, item) : (item?.marketingName ?? product?.name),
            descriptionLines: item?.descriptionLines,
          },
        },
      },
    ],
    ...(order.authorizedAmount !== undefined
      ? { authorizedAmount: { amount: order.authorizedAmount, currency, precision } }
      : {}),
    ...(priceKnown
      ? {
          totalBeforeDiscounts: { amount: total, currency, precision },
          totalAfterDiscounts: { amount: totalAfter, currency, precision },
        }
      : {}),
    ...(priceKnown && vatRate !== undefined
      ? {
          vat: [
            {
              rate: vatRate,
              amount: Math.round(((totalAfter * vatRate) / (100 + vatRate)) * 100) / 100,
            },
          ],
        }
      : {}),
    ...(paymentMethod ? { paymentMethod } : {}),
    ...(order.feedback ? { feedback: { rating: order.feedback.rating } } : {}),
    loyaltyItems: [],
    vouchers: priceKnown
      ? vouchers.map((voucher) => ({
          id: voucher.id,
          name: voucher.name,
          paymentAttributes: { totalPrice: -voucher.amount },
        }))
      : [],
    ...(current.message && ['PROBLEM', 'FAILED', 'REJECTED', 'CANCELLED'].includes(current.state)
      ? { error: { message: current.message } }
      : {}),
    pollIntervalMs: 2_500,
    ...(waitingForInteraction
      ? {
          userInteraction: {
            isRequired: true,
            urls: { start: new URL(order.interaction?.start ?? startUrl(order._id), pagesBase).href },
          },
        }
      : {}),
    ...(order.carOdometerM !== undefined ? { carOdometerM: order.carOdometerM } : {}),
    ...(progress.charging ? { charging: progress.charging } : {}),
  };
}

/** A shop product on the order and receipt: its name and the chosen value (`Bluebird Books gift card, 25.00 EUR`). */
function shopDescription(product: Product, item: AvailableItem | undefined) {
  if (item?.price === undefined) return product.name;
  return `${product.name}, ${item.price.toFixed(item.precision ?? 2)} ${item.currency ?? 'EUR'}`;
}

/** The simulated bank page an authorisation needing user interaction sends the browser to. */
export const startUrl = (orderId: string) => `/_sandbox/3ds?orderId=${encodeURIComponent(orderId)}`;
/** The simulated banking app a Bluecode or Payconiq payment switches to. */
export const appSwitchUrl = (orderId: string, method: string) =>
  `/_sandbox/app-switch?orderId=${encodeURIComponent(orderId)}&method=${encodeURIComponent(method)}`;
