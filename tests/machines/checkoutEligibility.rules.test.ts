import { describe, expect, it } from 'vitest';
import {
  chooseCheckoutMethod,
  type EligibilityFacts,
  evaluate,
  needsConfirmationStep,
  type PaymentMethodLike,
  type StationLike,
  withoutUnusableDeviceWallets,
} from '../../machines/checkoutEligibility';
import { paymentMethodTypes } from '../../src/api/schemas';

const pm = (id: string, method: string, extra: Partial<PaymentMethodLike> = {}): PaymentMethodLike => ({
  id,
  method,
  isPreferred: false,
  isSupportedDevice: true,
  isSupportedPOI: true,
  ...extra,
});
const gpay = pm('gpay', 'GOOGLE_PAY');
const applePayElsewhere = pm('apple', 'APPLE_PAY', { isSupportedDevice: false });
const visa = pm('visa', 'VISA', { isPreferred: true });
const mastercard = pm('mc', 'MASTERCARD');
const paypal = pm('paypal', 'PAYPAL');
const guestStation: StationLike = {
  _id: 's-1',
  status: 'ONLINE',
  location: { latitude: 0, longitude: 0 },
  features: { guestCheckout: true },
};
const membersStation: StationLike = { ...guestStation, features: { guestCheckout: false } };

const guest = (methods: PaymentMethodLike[], extra: Partial<EligibilityFacts> = {}): EligibilityFacts => ({
  isGuest: true,
  hasTwoFactor: false,
  station: guestStation,
  methods,
  ...extra,
});
const user = (methods: PaymentMethodLike[], extra: Partial<EligibilityFacts> = {}): EligibilityFacts => ({
  ...guest(methods, extra),
  isGuest: false,
  ...extra,
});

describe('chooseCheckoutMethod', () => {
  it('takes the chosen temporary method over the preferred one', () => {
    expect(chooseCheckoutMethod([visa, mastercard], 'mc')).toBe(mastercard);
  });

  it('falls back to the preferred method when nothing or an unknown method is chosen', () => {
    expect(chooseCheckoutMethod([mastercard, visa])).toBe(visa);
    expect(chooseCheckoutMethod([mastercard, visa], 'deleted-card')).toBe(visa);
  });

  it('then takes the first method the device supports, skipping those it cannot use', () => {
    expect(chooseCheckoutMethod([applePayElsewhere, gpay, mastercard])).toBe(gpay);
    expect(chooseCheckoutMethod([applePayElsewhere])).toBeUndefined();
    expect(chooseCheckoutMethod([])).toBeUndefined();
  });

  it('keeps an explicit choice even if the device cannot use it (evaluate reports it)', () => {
    expect(chooseCheckoutMethod([visa, applePayElsewhere], 'apple')).toBe(applePayElsewhere);
  });
});

describe('evaluate: guests', () => {
  it('are allowed at a guest-checkout station with a device wallet the station accepts', () => {
    expect(evaluate(guest([gpay]))).toEqual({ outcome: 'allowed', method: gpay });
  });

  it('must log in where the station has no guest checkout, whatever their wallet', () => {
    expect(evaluate(guest([gpay], { station: membersStation }))).toEqual({ outcome: 'guestRequireAuth' });
    expect(evaluate(guest([gpay], { station: { ...guestStation, features: undefined } })).outcome).toBe(
      'guestRequireAuth',
    );
  });

  it('are device-rejected without a wallet this device can use', () => {
    expect(evaluate(guest([]))).toEqual({ outcome: 'deviceRejectedPM' });
    expect(evaluate(guest([applePayElsewhere])).outcome).toBe('deviceRejectedPM');
    // Saved cards are not for guests: only wallets count.
    expect(evaluate(guest([visa, paypal])).outcome).toBe('deviceRejectedPM');
  });

  it('use the device wallet, not one the device cannot use', () => {
    expect(evaluate(guest([applePayElsewhere, gpay]))).toEqual({ outcome: 'allowed', method: gpay });
  });

  it('are POI-rejected when the device can pay but the station does not take the wallet', () => {
    const refused = { ...gpay, isSupportedPOI: false };
    expect(evaluate(guest([refused]))).toEqual({ outcome: 'poiRejectedPM', method: refused });
  });

  it('ignore a chosen method that is not a wallet', () => {
    expect(evaluate(guest([visa, gpay], { chosenMethodId: 'visa' }))).toEqual({ outcome: 'allowed', method: gpay });
  });
});

describe('evaluate: users', () => {
  it('are allowed with a supported preferred method, even where guests are not', () => {
    expect(evaluate(user([visa], { station: membersStation }))).toEqual({ outcome: 'allowed', method: visa });
  });

  it('have noPM without any method', () => {
    expect(evaluate(user([]))).toEqual({ outcome: 'noPM' });
  });

  it('fall back to the first usable method when none is chosen or preferred', () => {
    expect(evaluate(user([applePayElsewhere, mastercard]))).toEqual({ outcome: 'allowed', method: mastercard });
  });

  it('are device-rejected when no method at all is usable on this device', () => {
    expect(evaluate(user([applePayElsewhere]))).toEqual({ outcome: 'deviceRejectedPM' });
  });

  it('pay with the chosen temporary method rather than the preferred one', () => {
    expect(evaluate(user([visa, gpay], { chosenMethodId: 'gpay' }))).toEqual({ outcome: 'allowed', method: gpay });
    const refused = { ...gpay, isSupportedPOI: false };
    expect(evaluate(user([visa, refused], { chosenMethodId: 'gpay' }))).toEqual({
      outcome: 'poiRejectedPM',
      method: refused,
    });
  });

  it('are device-rejected when the method cannot be used on this device, before asking the station', () => {
    const nowhere = { ...applePayElsewhere, isPreferred: true, isSupportedPOI: false };
    expect(evaluate(user([nowhere]))).toEqual({ outcome: 'deviceRejectedPM', method: nowhere });
  });

  it('are POI-rejected when the station refuses the method', () => {
    const refused = { ...visa, isSupportedPOI: false };
    expect(evaluate(user([refused]))).toEqual({ outcome: 'poiRejectedPM', method: refused });
  });

  it('count absent support flags as supported', () => {
    const unflagged: PaymentMethodLike = { id: 'v', method: 'VISA', isPreferred: true };
    expect(evaluate(user([unflagged])).outcome).toBe('allowed');
  });
});

describe('evaluate: PayPal needs a two-factor method', () => {
  it('is device-rejected with paypalNeeds2fa without webauthn or PIN', () => {
    expect(evaluate(user([visa, paypal], { chosenMethodId: 'paypal' }))).toEqual({
      outcome: 'deviceRejectedPM',
      method: paypal,
      blockedReason: 'paypalNeeds2fa',
    });
  });

  it('is allowed with a two-factor method', () => {
    expect(evaluate(user([visa, paypal], { chosenMethodId: 'paypal', hasTwoFactor: true }))).toEqual({
      outcome: 'allowed',
      method: paypal,
    });
  });

  it('holds for a method registered for two-factor confirmation too', () => {
    const guarded = { ...visa, isRegisteredFor2FA: true };
    expect(evaluate(user([guarded], { chosenMethodId: visa.id }))).toEqual({
      outcome: 'deviceRejectedPM',
      method: guarded,
      blockedReason: 'paypalNeeds2fa',
    });
    expect(evaluate(user([guarded], { chosenMethodId: visa.id, hasTwoFactor: true })).outcome).toBe('allowed');
  });

  it('reports a station refusing PayPal first, so nobody sets up a PIN for nothing', () => {
    const refused = { ...paypal, isPreferred: true, isSupportedPOI: false };
    expect(evaluate(user([refused]))).toEqual({ outcome: 'poiRejectedPM', method: refused });
  });
});

describe('confirmation step', () => {
  /** SPEC.md section 5: the methods that pay without a confirmation step. */
  const skipping = ['GOOGLE_PAY', 'MBWAY', 'DIRECT_CREDIT', 'APPLE_PAY'];

  it.each(skipping)('%s skips it', (method) => {
    expect(needsConfirmationStep({ method })).toBe(false);
  });

  it.each(paymentMethodTypes.filter((method) => !skipping.includes(method)))('%s shows it first', (method) => {
    expect(needsConfirmationStep({ method })).toBe(true);
  });
});

describe('device wallets the device cannot use (SPEC.md section 5)', () => {
  it('drops Google Pay and Apple Pay methods the device cannot use, and keeps every other method', () => {
    const googlePayElsewhere = pm('gpay-x', 'GOOGLE_PAY', { isSupportedDevice: false });
    const mbwayElsewhere = pm('mbway', 'MBWAY', { isSupportedDevice: false });
    expect(
      withoutUnusableDeviceWallets([applePayElsewhere, gpay, googlePayElsewhere, visa, mbwayElsewhere, paypal]),
    ).toEqual([gpay, visa, mbwayElsewhere, paypal]);
  });

  it('keeps a wallet whose device support is not known', () => {
    const unknown = pm('apple-unknown', 'APPLE_PAY', { isSupportedDevice: undefined });
    expect(withoutUnusableDeviceWallets([unknown])).toEqual([unknown]);
  });
});
