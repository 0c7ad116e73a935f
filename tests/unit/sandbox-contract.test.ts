import { describe, expect, it } from 'vitest';
import { popupClosed } from '../../machines/paymentRegistration';
import { isVin as appIsVin, asksMileage, asksVin } from '../../machines/shared/driverPrompts';
import { isOdometerKm } from '../../machines/shared/odometer';
import { fuelCardErrors } from '../../src/features/payments/fuelCard';
import { mbwayPhonePattern } from '../../src/features/payments/mbwayPhone';
import {
  type FuelCardFields,
  isMbwayNumber,
  isMileageM,
  issuerAsks,
  isVin,
  paypalPopupClosed,
  refusedFuelCardFields,
} from '../../src/sandbox/contract';

/**
 * The sandbox checks what the platform and the provider check, written on its own: here the two sides are held
 * against each other, so the app never sends what the other side refuses nor refuses what it takes.
 */
describe("the sandbox's side of the contract agrees with the app's", () => {
  it('reads the same VINs as ISO 3779 (the sample VIN of the standard’s examples included)', () => {
    const samples = [
      '1M8GDM9AXKP042788',
      'WVWZZZ1JZXW000001',
      'wvw zzz1jz xw000001',
      '1M8GDM9AXKP04278',
      'IM8GDM9AXKP042788',
      'O'.repeat(17),
      '',
    ];
    for (const sample of samples) expect(isVin(sample), sample).toBe(appIsVin(sample));
    expect(isVin('1M8GDM9AXKP042788')).toBe(true);
    expect(isVin('1M8GDM9AXKP04278Q')).toBe(false);
  });

  it('asks for the same prompts at every level, and takes the same mileages', () => {
    for (const level of [undefined, 0, 1, 2, 3]) {
      expect(issuerAsks(level), String(level)).toEqual({ vin: asksVin(level), mileage: asksMileage(level) });
    }
    for (const km of [0, 0.001, 1, 250_000.5, 1_000_000, 1_000_000.001, -3, Number.NaN]) {
      expect(isMileageM(km * 1000), String(km)).toBe(isOdometerKm(km));
    }
  });

  it('takes the same MB WAY numbers', () => {
    for (const phone of ['+351912345678', '+351812345678', '+35191234567', '912345678', '+3519123456789']) {
      expect(isMbwayNumber(phone), phone).toBe(mbwayPhonePattern.test(phone));
    }
  });

  it('refuses the same fuel card fields', () => {
    const now = new Date('2026-12-05T10:00:00Z');
    const good: FuelCardFields = {
      cardNumber: '7005 0000 0000 0000 00',
      expiry: '12/2026',
      holderFirstName: 'Anna',
      holderLastName: 'Schmidt',
      tpin: '1234',
      vin: 'WVWZZZ1JZXW000001',
      licensePlate: 'B-AB 123',
    };
    const variants: Partial<FuelCardFields>[] = [
      {},
      { cardNumber: '7005 0000 0000 0000 07' },
      { cardNumber: '4111111111111111' },
      { cardNumber: '123' },
      { expiry: '11/2026' },
      { expiry: '13/2030' },
      { holderFirstName: ' ' },
      { holderLastName: 'x'.repeat(51) },
      { tpin: '12a4' },
      { vin: 'WVWZZZ1JZXW00000I' },
      { licensePlate: '-AB' },
      { licensePlate: 'ÄÖ 12' },
    ];
    for (const variant of variants) {
      const card = { ...good, ...variant };
      expect(refusedFuelCardFields(card, now), JSON.stringify(variant)).toEqual(Object.keys(fuelCardErrors(card, now)));
    }
    expect(refusedFuelCardFields(good, now)).toEqual([]);
  });

  it('tells a closed PayPal window in the words the app listens for', () => {
    expect(paypalPopupClosed).toBe(popupClosed);
  });
});
