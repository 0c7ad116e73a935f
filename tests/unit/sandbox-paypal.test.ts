import { describe, expect, it } from 'vitest';
import type { Api } from '../../src/api';
import { paypalSdkSrc } from '../../src/features/payments/paypal/browserPayPal';
import { seedUsers } from '../../src/sandbox/seed';
import { loggedIn, sandbox } from '../sandboxServer';

/** The driver's stored methods (the platform also lists the device wallets, which need no details). */
const stored = (api: Api, customerId: string) =>
  api.payments
    .list({ customerId })
    .then((methods) => methods.filter((method) => !['GOOGLE_PAY', 'APPLE_PAY'].includes(method.method)));

const returnUrl = () => new URL('/profile/payments/payment-register', sandbox.context.hosts.paymentProviderUrl).href;
/** What the simulated PayPal page sends to the provider. */
const post = (id: string, path: 'paypal' | 'close', body: unknown) =>
  fetch(`${sandbox.context.hosts.paymentProviderUrl}/registrations/${id}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).then((response) => response.json() as Promise<{ status: string; redirect?: string; problems?: string[] }>);

describe('sandbox PayPal vaulting', () => {
  it('vaults the approved account once, however often it is approved and completed', async () => {
    const api = await loggedIn(seedUsers.fresh.email);
    const registration = await api.paymentProvider.openRegistration({ method: 'PAYPAL', returnUrl: returnUrl() });
    expect(new URL(registration.url).pathname).toBe('/_sandbox/paypal');
    expect((await post(registration.id, 'paypal', { email: 'not an address' })).problems).toEqual(['email']);
    const first = await post(registration.id, 'paypal', { email: 'frieda@paypal.example' });
    const again = await post(registration.id, 'paypal', { email: 'other@paypal.example' });
    expect(again).toEqual(first);
    const back = new URL(first.redirect!).searchParams;
    expect(back.get('registration')).toBe(registration.id);
    expect(back.get('resultIndicator')).toBeTruthy();
    // Closing after the approval changes nothing.
    expect((await post(registration.id, 'close', {})).status).toBe('authorised');
    const patch = { successUrl: returnUrl(), errorUrl: returnUrl(), replacePreferred: false };
    await api.payments.update(registration.id, patch);
    await api.payments.update(registration.id, patch);
    const methods = await stored(api, seedUsers.fresh.id);
    expect(methods).toMatchObject([
      { method: 'PAYPAL', active: { state: 'ACTIVE' }, details: { email: 'frieda@paypal.example' } },
    ]);
  });

  it('a closed PayPal page returns with PAYPAL_POPUP_CLOSED and adds nothing', async () => {
    const api = await loggedIn(seedUsers.fresh.email);
    const registration = await api.paymentProvider.openRegistration({ method: 'PAYPAL', returnUrl: returnUrl() });
    const closed = await post(registration.id, 'close', {});
    expect(new URL(closed.redirect!).searchParams.get('errorDescription')).toBe('PAYPAL_POPUP_CLOSED');
    expect((await post(registration.id, 'paypal', { email: 'frieda@paypal.example' })).status).toBe('closed');
    expect(await stored(api, seedUsers.fresh.id)).toEqual([]);
  });

  it('loads the SDK with the client id and vaulting on', () => {
    const src = new URL(paypalSdkSrc('https://www.paypal.com/sdk/js', 'client-1'));
    expect(Object.fromEntries(src.searchParams)).toEqual({
      'client-id': 'client-1',
      vault: 'true',
      intent: 'tokenize',
    });
  });
});
