import { describe, expect, it } from 'vitest';
import {
  cardNumberError,
  expiryError,
  fuelCardErrors,
  holderNameError,
  normalizeFuelCard,
  plateError,
  tpinError,
  vinError,
} from '../../src/features/payments/fuelCard';
import { mbwayPhoneError, normalizeMbwayPhone } from '../../src/features/payments/mbwayPhone';

describe('MB WAY phone number', () => {
  it('takes a Portuguese mobile number with or without the country code, spaces allowed', () => {
    expect(normalizeMbwayPhone('912 345 678')).toBe('+351912345678');
    expect(normalizeMbwayPhone('+351 912 345 678')).toBe('+351912345678');
    expect(normalizeMbwayPhone('00351912345678')).toBe('+351912345678');
    expect(mbwayPhoneError('+351 936-000-111')).toBeUndefined();
  });

  it('refuses an empty field, a landline, a short or long number and another country', () => {
    expect(mbwayPhoneError('  ')).toBe('required');
    expect(mbwayPhoneError('212345678')).toBe('invalidMbwayPhone');
    expect(mbwayPhoneError('91234567')).toBe('invalidMbwayPhone');
    expect(mbwayPhoneError('9123456789')).toBe('invalidMbwayPhone');
    expect(mbwayPhoneError('+34 912 345 678')).toBe('invalidMbwayPhone');
    expect(mbwayPhoneError('9123456a8')).toBe('invalidMbwayPhone');
  });
});

describe('fuel card', () => {
  const now = new Date(2026, 10, 23);
  const valid = {
    cardNumber: '7002 0512 3456 7890 019',
    expiry: '11/2026',
    holderFirstName: 'Frieda',
    holderLastName: 'Fresh',
    tpin: '1234',
    vin: 'wvwzzz1kzaw000001',
    licensePlate: 'b-fc 2026',
  };

  it('accepts a complete card and sends it normalised', () => {
    expect(fuelCardErrors(valid, now)).toEqual({});
    expect(normalizeFuelCard(valid)).toEqual({
      ...valid,
      cardNumber: '7002051234567890019',
      vin: 'WVWZZZ1KZAW000001',
      licensePlate: 'B-FC 2026',
    });
  });

  it('card number: 16 to 19 digits with their check digit, spaces between groups allowed', () => {
    expect(cardNumberError('')).toBe('required');
    expect(cardNumberError('7002 0512 3456 789')).toBe('invalidCardNumber');
    expect(cardNumberError('7002 0512 3456 7895')).toBeUndefined();
    // One digit mistyped, or two swapped: the check digit no longer fits.
    expect(cardNumberError('7002 0512 3456 7890')).toBe('invalidCardNumber');
    expect(cardNumberError('7002 0512 3456 7859')).toBe('invalidCardNumber');
    expect(cardNumberError('70020512345678900191')).toBe('invalidCardNumber');
    expect(cardNumberError('7002 0512 3456 78A0')).toBe('invalidCardNumber');
  });

  it('expiry: MM/YYYY, the current month still valid, an earlier one expired', () => {
    expect(expiryError('', now)).toBe('required');
    expect(expiryError('11/26', now)).toBe('invalidExpiry');
    expect(expiryError('13/2027', now)).toBe('invalidExpiry');
    expect(expiryError('1/2027', now)).toBe('invalidExpiry');
    expect(expiryError('11/2026', now)).toBeUndefined();
    expect(expiryError('10/2026', now)).toBe('expired');
    expect(expiryError('12/2025', now)).toBe('expired');
    expect(expiryError('01/2030', now)).toBeUndefined();
  });

  it('holder names: required, at most 50 characters', () => {
    expect(holderNameError(' ')).toBe('required');
    expect(holderNameError('x'.repeat(51))).toBe('tooLong');
    expect(holderNameError('Ana')).toBeUndefined();
  });

  it('TPIN: exactly 4 digits', () => {
    expect(tpinError('')).toBe('required');
    expect(tpinError('123')).toBe('invalidTpin');
    expect(tpinError('12345')).toBe('invalidTpin');
    expect(tpinError('12a4')).toBe('invalidTpin');
    expect(tpinError('0000')).toBeUndefined();
  });

  it('VIN: required, 17 letters and digits without I, O and Q', () => {
    expect(vinError('')).toBe('required');
    expect(vinError('WVWZZZ1KZAW00000')).toBe('invalidVin');
    expect(vinError('WVWZZZ1KZAW0000011')).toBe('invalidVin');
    expect(vinError('WVWZZZ1KZAW00000I')).toBe('invalidVin');
    expect(vinError('WVWZZZ1KZAW00000O')).toBe('invalidVin');
    expect(vinError('WVWZZZ1KZAW00000Q')).toBe('invalidVin');
    expect(vinError('WVWZZZ1KZAW-00001')).toBe('invalidVin');
    expect(vinError('wvwzzz1kzaw000001')).toBeUndefined();
  });

  it('licence plate: required, letters, digits, spaces and hyphens', () => {
    expect(plateError('')).toBe('required');
    expect(plateError('B')).toBe('invalidPlate');
    expect(plateError('B-FC 2026')).toBeUndefined();
    expect(plateError('AA-00-AA')).toBeUndefined();
    expect(plateError('B/FC 2026')).toBe('invalidPlate');
    expect(plateError('ABCDEFGHIJKLM')).toBe('invalidPlate');
  });

  it('names every field in error at once', () => {
    expect(Object.keys(fuelCardErrors({ ...valid, vin: '', tpin: '1' }, now)).sort()).toEqual(['tpin', 'vin']);
  });
});
