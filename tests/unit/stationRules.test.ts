import { describe, expect, it } from 'vitest';
import {
  acceptsGuests,
  guestHasNoWalletAt,
  guestWalletsAt,
  isSelectable,
  orderTypeOf,
  type ProductLike,
  page,
  pumpsPerPage,
  sortByName,
  washPackages,
} from '../../machines/shared/stationRules';

const product = (
  name: string,
  fields: Partial<ProductLike> & { price?: number; status?: string; automaticFlow?: boolean } = {},
): ProductLike => ({
  _id: name,
  name,
  facility: fields.facility ?? 'PUMP',
  attributes: {
    status: fields.status ?? 'AVAILABLE',
    automaticFlow: fields.automaticFlow,
    availableItems: fields.price === undefined ? [{}] : [{ price: fields.price }],
  },
});

describe('pump order and paging', () => {
  it('sorts pump names numerically', () => {
    const names = sortByName(
      ['10', '2', '1', 'A 3', '11', '20', '3'].map((name) => product(name)),
      'de',
    ).map((p) => p.name);
    expect(names).toEqual(['1', '2', '3', '10', '11', '20', 'A 3']);
  });

  it('orders pumps named by plain numbers as the collator does, leading zeros included', () => {
    const names = ['10', '2', '01', '1', '11', '020', '3', '9'];
    const byCollator = [...names].sort(new Intl.Collator('de', { numeric: true, sensitivity: 'base' }).compare);
    expect(
      sortByName(
        names.map((name) => product(name)),
        'de',
      ).map((p) => p.name),
    ).toEqual(byCollator);
  });

  it('shows 9 pumps per page with a wash and 12 without', () => {
    expect(pumpsPerPage(true)).toBe(9);
    expect(pumpsPerPage(false)).toBe(12);
    const pumps = Array.from({ length: 14 }, (_, index) => index + 1);
    expect(page(pumps, 1, 12)).toEqual({ items: [13, 14], pageIndex: 1, pageCount: 2 });
    expect(page(pumps, 5, 9)).toEqual({ items: [10, 11, 12, 13, 14], pageIndex: 1, pageCount: 2 });
    expect(page([], 0, 9)).toEqual({ items: [], pageIndex: 0, pageCount: 1 });
  });
});

describe('order type', () => {
  it('is PREPAY with automatic flow and POSTPAY without', () => {
    expect(orderTypeOf(product('1', { automaticFlow: true }))).toBe('PREPAY');
    expect(orderTypeOf(product('5', { automaticFlow: false }))).toBe('POSTPAY');
  });

  it('is POSTPAY for washes and gift-card stations and PREPAY for chargers', () => {
    expect(orderTypeOf(product('Wash', { facility: 'WASH' }))).toBe('POSTPAY');
    expect(orderTypeOf(product('1', { automaticFlow: true }), 'GIFT_CARD')).toBe('POSTPAY');
    expect(orderTypeOf(product('CCS', { facility: 'CHARGER' }))).toBe('PREPAY');
  });
});

describe('selectable products', () => {
  it('allows only AVAILABLE pumps', () => {
    expect(isSelectable(product('1'))).toBe(true);
    expect(isSelectable(product('8', { status: 'UNAVAILABLE' }))).toBe(false);
  });

  it('lists available priced wash packages cheapest first', () => {
    const washes = washPackages([
      product('Premium', { facility: 'WASH', price: 19.99 }),
      product('Basic', { facility: 'WASH', price: 9.99 }),
      product('Broken', { facility: 'WASH', price: 5, status: 'UNAVAILABLE' }),
      product('Unpriced', { facility: 'WASH' }),
      product('Comfort', { facility: 'WASH', price: 14.99 }),
      product('1'),
    ]);
    expect(washes.map((wash) => wash.name)).toEqual(['Basic', 'Comfort', 'Premium']);
  });
});

describe('guest checkout', () => {
  it('lets guests pay only where the station says so', () => {
    expect(acceptsGuests({ features: { guestCheckout: true } })).toBe(true);
    expect(acceptsGuests({ features: { guestCheckout: false } })).toBe(false);
    expect(acceptsGuests({ features: {} })).toBe(false);
    expect(acceptsGuests({})).toBe(false);
    expect(acceptsGuests(undefined)).toBe(false);
  });
});

describe('the wallets a guest could pay with at a station', () => {
  const takes = (...means: string[]) => ({ supportedPaymentMeans: means });

  it('are the device wallets it takes, to ask the browser about, and Amazon Pay, which needs no device', () => {
    expect(guestWalletsAt(takes('DIRECT_CREDIT', 'GOOGLE_PAY', 'APPLE_PAY'))).toEqual({
      ask: ['GOOGLE_PAY', 'APPLE_PAY'],
      withoutDevice: false,
    });
    expect(guestWalletsAt(takes('APPLE_PAY', 'AMAZON_PAY'))).toEqual({ ask: ['APPLE_PAY'], withoutDevice: true });
    expect(guestWalletsAt({})).toBeUndefined();
  });

  it('leave the guest with none only when every wallet the station takes said no', () => {
    const copenhagen = takes('GOOGLE_PAY', 'APPLE_PAY');
    expect(guestHasNoWalletAt(copenhagen, { GOOGLE_PAY: false, APPLE_PAY: false })).toBe(true);
    expect(guestHasNoWalletAt(copenhagen, { GOOGLE_PAY: false, APPLE_PAY: true })).toBe(false);
    // Not yet answered: not held against the guest.
    expect(guestHasNoWalletAt(copenhagen, { GOOGLE_PAY: false })).toBe(false);
    // Amazon Pay needs nothing of the phone; a station that does not say what it takes is not judged.
    expect(guestHasNoWalletAt(takes('GOOGLE_PAY', 'AMAZON_PAY'), { GOOGLE_PAY: false })).toBe(false);
    expect(guestHasNoWalletAt({}, {})).toBe(false);
    // A station that takes no wallet at all leaves a guest none.
    expect(guestHasNoWalletAt(takes('DIRECT_CREDIT'), {})).toBe(true);
  });
});
