/**
 * Pure rules about a station's products (SPEC.md sections 2, 4 and 5): pump order and paging, order type, and
 * which products can be chosen.
 */
export interface ProductLike {
  _id: string;
  name: string;
  facility: 'PUMP' | 'WASH' | 'CHARGER' | 'VENDING_MACHINE';
  /** A shop product (facility VENDING_MACHINE) is a GIFT_CARD or a SHOP product. */
  type?: string;
  attributes: { status: string; automaticFlow?: boolean; availableItems: { price?: number }[] };
}

const collators = new Map<string, Intl.Collator>();
const collatorFor = (locale: string) => {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    collators.set(locale, collator);
  }
  return collator;
};

/** A name that is a number and nothing else, as most pumps are called ("1" … "12"). */
const plainNumber = /^\d{1,15}$/;

/**
 * Pumps sorted by name, numerically and locale-aware ("2" before "10"). Names that are all plain numbers are
 * ordered by their value, as the collator would order them: creating a collator costs about 20 ms of a phone's
 * main thread on the pump screen's first render (ICU's data), which a station of numbered pumps does not need.
 */
export const sortByName = <T extends { name: string }>(items: readonly T[], locale: string): T[] =>
  items.every((item) => plainNumber.test(item.name))
    ? [...items].sort((a, b) => Number(a.name) - Number(b.name))
    : [...items].sort((a, b) => collatorFor(locale).compare(a.name, b.name));

/** 9 pumps per page when the station offers a wash (its button takes a row), else 12. */
export const pumpsPerPage = (hasWash: boolean) => (hasWash ? 9 : 12);

export function page<T>(items: readonly T[], pageIndex: number, size: number) {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(0, pageIndex), pageCount - 1);
  return { items: items.slice(current * size, current * size + size), pageIndex: current, pageCount };
}

export type OrderType = 'PREPAY' | 'POSTPAY';

/**
 * PREPAY when the pump has automatic flow, else POSTPAY; washes, gift cards and shop products (paid when chosen,
 * like a wash) are POSTPAY; EV is PREPAY.
 */
export function orderTypeOf(product: ProductLike, stationType?: string): OrderType {
  if (stationType === 'GIFT_CARD' || product.facility === 'WASH' || product.facility === 'VENDING_MACHINE')
    return 'POSTPAY';
  if (product.facility === 'CHARGER') return 'PREPAY';
  return product.attributes.automaticFlow ? 'PREPAY' : 'POSTPAY';
}

/**
 * Whether a guest may pay at the station (SPEC.md section 4, checkout eligibility: a station without
 * `guestCheckout` requires an account). Known from the station alone, so the pump screen can say it first.
 */
export const acceptsGuests = (station: { features?: { guestCheckout?: boolean } } | undefined) =>
  station?.features?.guestCheckout === true;

/** The device wallets guests pay with, which the browser is asked about before they are offered. */
export const deviceWallets = ['GOOGLE_PAY', 'APPLE_PAY'] as const;
export type DeviceWallet = (typeof deviceWallets)[number];

/**
 * The wallets a guest could pay with at the station (SPEC.md section 4: a method the station and the device both
 * support), from the station's `supportedPaymentMeans`: the device wallets to ask the browser about, and whether it
 * takes Amazon Pay, which needs nothing of the device. Undefined when the station does not say what it takes.
 */
export function guestWalletsAt(station: { supportedPaymentMeans?: readonly string[] }) {
  const means = station.supportedPaymentMeans;
  if (!means) return undefined;
  return {
    ask: deviceWallets.filter((wallet) => means.includes(wallet)),
    withoutDevice: means.includes('AMAZON_PAY'),
  };
}

/**
 * A guest at the station can pay with none of its wallets on this device, by the browser's answers (`ready`): said
 * on the pump list at once, not on the summary three steps later. A station that does not say what it takes, or a
 * wallet not yet answered, is not held against the guest.
 */
export function guestHasNoWalletAt(
  station: { supportedPaymentMeans?: readonly string[] },
  ready: Partial<Record<DeviceWallet, boolean>>,
): boolean {
  const wallets = guestWalletsAt(station);
  if (!wallets || wallets.withoutDevice) return false;
  return wallets.ask.every((wallet) => ready[wallet] === false);
}

/** A pump or charger can be chosen only while AVAILABLE. */
export const isSelectable = (product: ProductLike) => product.attributes.status === 'AVAILABLE';

/** Wash packages shown: AVAILABLE with a priced first item, cheapest first. */
export const washPackages = <T extends ProductLike>(products: readonly T[]): T[] =>
  products
    .filter((product) => product.facility === 'WASH' && isSelectable(product))
    .filter((product) => typeof product.attributes.availableItems[0]?.price === 'number')
    .sort((a, b) => a.attributes.availableItems[0]!.price! - b.attributes.availableItems[0]!.price!);

/** A gift card station sells gift cards only: its pay area opens on the gift card shop, not on the pumps. */
export const sellsGiftCards = (station: { type?: string } | undefined) => station?.type === 'GIFT_CARD';

/** The station has a vending machine for shop products (the pump screen offers its shop). */
export const hasShop = (station: { type?: string; vendingMachines?: readonly { type?: string }[] } | undefined) =>
  !sellsGiftCards(station) && (station?.vendingMachines ?? []).some((machine) => machine.type !== 'GIFT_CARD');

/** The gift cards a shop offers: AVAILABLE, with at least one value. */
export const giftCards = <T extends ProductLike>(products: readonly T[]): T[] =>
  products.filter(
    (product) =>
      product.facility === 'VENDING_MACHINE' &&
      product.type === 'GIFT_CARD' &&
      isSelectable(product) &&
      product.attributes.availableItems.length > 0,
  );

/**
 * A shop's vending products (not gift cards) by name, the available ones first; one out of stock is still listed
 * (as sold out), after them.
 */
export const vendingProducts = <T extends ProductLike>(products: readonly T[], locale: string): T[] => {
  const sorted = sortByName(
    products.filter((product) => product.facility === 'VENDING_MACHINE' && product.type !== 'GIFT_CARD'),
    locale,
  );
  return [...sorted.filter(isSelectable), ...sorted.filter((product) => !isSelectable(product))];
};
