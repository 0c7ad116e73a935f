/**
 * The URL is input, not truth (SPEC.md sections 2 and 4): what the query names (pump, fuel, amount, currency,
 * order type) is checked against the station as the platform gives it. A choice the station does not offer is
 * answered with the step where it can be chosen again.
 */
import { isSelectable, orderTypeOf, type ProductLike } from './stationRules';

/** The step of the pay area where a choice is made again. */
export type ChoiceStep = 'pump' | 'fuel' | 'amount' | 'giftCard' | 'shop';

export interface ChoiceProduct extends Omit<ProductLike, 'attributes'> {
  attributes: Omit<ProductLike['attributes'], 'availableItems'> & {
    availableItems: { itemCode: string; price?: number }[];
    priceAuthorizationLimitsAutomaticFlow?: { recommendedPrices: { amount: number; currency: string }[] };
  };
}

export interface ChoiceStation<P extends ChoiceProduct = ChoiceProduct> {
  type?: string;
  products: readonly P[];
}

/** What a flow sells at a product. */
export type ProductKind = 'prepayPump' | 'postpayPump' | 'wash' | 'charger' | 'giftCard' | 'vending';

const kindOf = (product: ChoiceProduct, stationType?: string): ProductKind => {
  if (product.facility === 'VENDING_MACHINE') return product.type === 'GIFT_CARD' ? 'giftCard' : 'vending';
  if (product.facility === 'WASH') return 'wash';
  if (product.facility === 'CHARGER') return 'charger';
  return orderTypeOf(product, stationType) === 'PREPAY' ? 'prepayPump' : 'postpayPump';
};

/** The product the query names, when the station offers it for this kind of order and it can be chosen now. */
export function offeredProduct<P extends ChoiceProduct>(
  station: ChoiceStation<P>,
  productId: string | null,
  kind: ProductKind,
): P | undefined {
  const product = station.products.find((candidate) => candidate._id === productId);
  return product && isSelectable(product) && kindOf(product, station.type) === kind ? product : undefined;
}

/** A money amount as the app writes it in a URL: digits, at most two decimals ("50", "12.5"); nothing else. */
export function parseAmount(text: string | null): number | undefined {
  if (text === null || !/^\d{1,7}(\.\d{1,2})?$/.test(text)) return undefined;
  return Number(text);
}

export interface PrepayChoice {
  productId: string | null;
  fuelTypeId: string | null;
  amount: string | null;
  currency: string | null;
}

/**
 * A prepay summary's choice: an available prepay pump of the station, one of its fuels, and one of the amounts
 * it recommends in that amount's currency. Undefined when all hold, else the first step to choose again.
 */
export function prepayChoiceStep(station: ChoiceStation, choice: PrepayChoice): ChoiceStep | undefined {
  const pump = offeredProduct(station, choice.productId, 'prepayPump');
  if (!pump) return 'pump';
  if (!pump.attributes.availableItems.some((item) => item.itemCode === choice.fuelTypeId)) return 'fuel';
  const amount = parseAmount(choice.amount);
  const offered = pump.attributes.priceAuthorizationLimitsAutomaticFlow?.recommendedPrices ?? [];
  const isOffered = offered.some((price) => price.amount === amount && price.currency === choice.currency);
  return isOffered ? undefined : 'amount';
}

/** A summary of another kind (postpay, wash, EV): the product must be one the station offers for it now. */
export const productChoiceStep = (
  station: ChoiceStation,
  productId: string | null,
  kind: ProductKind,
): ChoiceStep | undefined => (offeredProduct(station, productId, kind) ? undefined : 'pump');

/**
 * A shop product's choice (a gift card and its value, or a vending product): the product must be one the shop
 * offers for this kind and available now, and the item one of its items. Else the shop's step, to choose again.
 */
export function shopChoiceStep(
  station: ChoiceStation,
  choice: { productId: string | null; itemCode: string | null },
  kind: 'giftCard' | 'vending',
): ChoiceStep | undefined {
  const product = offeredProduct(station, choice.productId, kind);
  const step = kind === 'giftCard' ? 'giftCard' : 'shop';
  if (!product) return step;
  return product.attributes.availableItems.some((item) => item.itemCode === choice.itemCode) ? undefined : step;
}
