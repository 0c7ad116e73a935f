import { describe, expect, it } from 'vitest';
import { safeReturnTo, withReturnTo } from '../../src/features/payments/returnTo';
import { cardBrand, checkCard, isExpired, parseExpiry, passesLuhn } from '../../src/sandbox/card';

describe('the simulated provider checks a card', () => {
  it('by its Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('by its network: Visa, Mastercard (51–55 and 2221–2720) and Amex only', () => {
    expect(cardBrand('4242424242424242')).toBe('VISA');
    expect(cardBrand('5555555555554444')).toBe('MASTERCARD');
    expect(cardBrand('2223003122003222')).toBe('MASTERCARD');
    expect(cardBrand('378282246310005')).toBe('AMEX');
    expect(cardBrand('6011111111111117')).toBeUndefined();
    expect(cardBrand('424242424242')).toBeUndefined();
  });

  it('by its expiry, MM/YY or MM/YYYY, valid to the end of its month', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('07/2029')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('13/29')).toBeUndefined();
    expect(parseExpiry('7/29')).toBeUndefined();
    const now = new Date(2026, 10, 23);
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
  });

  it('with a CVC of 3 digits, 4 for Amex, and a holder', () => {
    const now = new Date(2026, 10, 23);
    const form = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'Frieda Fresh' };
    expect(checkCard(form, now)).toEqual({
      card: { digits: '4242424242424242', brand: 'VISA', expiry: { month: 12, year: 2030 } },
    });
    expect(checkCard({ ...form, number: '3782 822463 10005' }, now)).toEqual({ problems: ['cvc'] });
    expect(checkCard({ ...form, number: '3782 822463 10005', cvc: '1234' }, now)).toHaveProperty('card');
    expect(checkCard({ number: '4242', expiry: '01/20', cvc: '', holder: ' ' }, now)).toEqual({
      problems: ['number', 'expired', 'cvc', 'holder'],
    });
    expect(checkCard({ ...form, number: '6011 1111 1111 1117' }, now)).toEqual({ problems: ['brand'] });
  });
});

describe('returnTo', () => {
  it('takes only a path of the app', () => {
    expect(safeReturnTo('/pay/prepay/summary?pid=a&amount=50')).toBe('/pay/prepay/summary?pid=a&amount=50');
    for (const unsafe of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'pay', '', null, '/a b']) {
      expect(safeReturnTo(unsafe)).toBeUndefined();
    }
  });

  it('is added to a path’s query', () => {
    expect(withReturnTo('/profile/payments', '/pay?pid=a')).toBe('/profile/payments?returnTo=%2Fpay%3Fpid%3Da');
    expect(withReturnTo('/profile/payments/add/mbway', undefined)).toBe('/profile/payments/add/mbway');
  });
});
