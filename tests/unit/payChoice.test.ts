import { describe, expect, it } from 'vitest';
import {
  type ChoiceProduct,
  parseAmount,
  prepayChoiceStep,
  productChoiceStep,
  shopChoiceStep,
} from '../../machines/shared/payChoice';

const pump = (id: string, automaticFlow: boolean, status = 'AVAILABLE'): ChoiceProduct => ({
  _id: id,
  name: id,
  facility: 'PUMP',
  attributes: {
    status,
    automaticFlow,
    availableItems: [{ itemCode: 'SUPER_E5' }, { itemCode: 'DIESEL' }],
    priceAuthorizationLimitsAutomaticFlow: {
      recommendedPrices: [
        { amount: 20, currency: 'EUR' },
        { amount: 50, currency: 'EUR' },
      ],
    },
  },
});
const station = {
  products: [
    pump('p1', true),
    pump('p2', true, 'OUT_OF_ORDER'),
    pump('p6', false),
    { _id: 'w1', name: 'Wash', facility: 'WASH' as const, attributes: { status: 'AVAILABLE', availableItems: [] } },
  ],
};
const choice = { productId: 'p1', fuelTypeId: 'SUPER_E5', amount: '50', currency: 'EUR' };

describe('what the URL names is checked against the station', () => {
  it('takes an offered pump, fuel and amount', () => {
    expect(prepayChoiceStep(station, choice)).toBeUndefined();
  });

  it.each([
    ['an amount the pump does not offer', { amount: '999999' }, 'amount'],
    ['an amount in another notation', { amount: '5e1' }, 'amount'],
    ['a fraction of a cent', { amount: '0.001' }, 'amount'],
    ['another currency than the offered amount', { currency: 'USD' }, 'amount'],
    ['no amount', { amount: null }, 'amount'],
    ['a fuel the pump does not have', { fuelTypeId: 'LPG' }, 'fuel'],
    ['an unavailable pump', { productId: 'p2' }, 'pump'],
    ['a postpay pump', { productId: 'p6' }, 'pump'],
    ['a wash', { productId: 'w1' }, 'pump'],
    ['an unknown pump', { productId: 'nope' }, 'pump'],
  ])('%s goes back to the %s step', (_, change, step) => {
    expect(prepayChoiceStep(station, { ...choice, ...change })).toBe(step);
  });

  it('checks the product of postpay, wash and EV summaries', () => {
    expect(productChoiceStep(station, 'p6', 'postpayPump')).toBeUndefined();
    expect(productChoiceStep(station, 'p1', 'postpayPump')).toBe('pump');
    expect(productChoiceStep(station, 'w1', 'wash')).toBeUndefined();
    expect(productChoiceStep(station, 'p6', 'charger')).toBe('pump');
  });

  it('reads amounts only as plain decimals with at most two places', () => {
    expect(parseAmount('12.5')).toBe(12.5);
    expect(parseAmount('1e3')).toBeUndefined();
    expect(parseAmount('-5')).toBeUndefined();
    expect(parseAmount(' 50')).toBeUndefined();
    expect(parseAmount('0x32')).toBeUndefined();
  });
});

describe('a shop product chosen in the URL', () => {
  const shopProduct = (id: string, type: 'GIFT_CARD' | 'SHOP', status = 'AVAILABLE'): ChoiceProduct => ({
    _id: id,
    name: id,
    facility: 'VENDING_MACHINE',
    type,
    attributes: { status, availableItems: [{ itemCode: 'EUR-25' }, { itemCode: 'EUR-50' }] },
  });
  const shop = {
    products: [
      shopProduct('card', 'GIFT_CARD'),
      shopProduct('coffee', 'SHOP'),
      shopProduct('bar', 'SHOP', 'OUT_OF_STOCK'),
    ],
  };

  it('is a gift card of the shop with one of its values, else the gift card shop is shown again', () => {
    expect(shopChoiceStep(shop, { productId: 'card', itemCode: 'EUR-25' }, 'giftCard')).toBeUndefined();
    expect(shopChoiceStep(shop, { productId: 'card', itemCode: 'EUR-99' }, 'giftCard')).toBe('giftCard');
    expect(shopChoiceStep(shop, { productId: null, itemCode: null }, 'giftCard')).toBe('giftCard');
    // A vending product is not a gift card, and the other way round.
    expect(shopChoiceStep(shop, { productId: 'coffee', itemCode: 'EUR-25' }, 'giftCard')).toBe('giftCard');
    expect(shopChoiceStep(shop, { productId: 'card', itemCode: 'EUR-25' }, 'vending')).toBe('shop');
  });

  it('is a vending product in stock, else the machine’s products are shown again', () => {
    expect(shopChoiceStep(shop, { productId: 'coffee', itemCode: 'EUR-25' }, 'vending')).toBeUndefined();
    expect(shopChoiceStep(shop, { productId: 'bar', itemCode: 'EUR-25' }, 'vending')).toBe('shop');
  });
});
