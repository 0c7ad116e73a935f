import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../src/app/queryClient';
import { seedUsers } from '../../src/sandbox/seed';
import { sandbox } from '../sandboxServer';
import { logIn, openApp } from './render';

afterEach(() => {
  queryClient.clear();
  // The share sheet some tests give the browser.
  Reflect.deleteProperty(navigator, 'share');
});

/** The address the app ends on, once it matches. */
async function endsOn(location: { history: readonly string[] }, expected: RegExp) {
  await waitFor(() => expect(location.history.at(-1)).toMatch(expected), { timeout: 5_000 });
}

const demoVouchers = () =>
  Object.values(sandbox.context.store.data.vouchers).filter((voucher) => voucher.userId === seedUsers.demo.id);

describe('/profile/vouchers', () => {
  it('shows what each voucher gives and until when; activating a campaign moves it to the active ones', async () => {
    await logIn();
    await openApp('/profile/vouchers');
    const active = await screen.findByRole('region', { name: 'Active' });
    const inactive = screen.getByRole('region', { name: 'Not active' });
    expect(within(active).getByText('Welcome: 5 ct/l off')).toBeTruthy();
    expect(within(active).getByText('5 ct/l off every refuel')).toBeTruthy();
    expect(within(active).getByText('Valid until 31 Dec 2030')).toBeTruthy();
    expect(within(inactive).getByText('Weekend: 3 ct/l off')).toBeTruthy();
    expect(within(inactive).getByText('Valid until 30 Jun 2030')).toBeTruthy();

    fireEvent.click(within(inactive).getByRole('button', { name: 'Activate Weekend: 3 ct/l off' }));
    expect(await within(active).findByText('Weekend: 3 ct/l off')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Not active' })).toBeNull());
    expect(screen.queryByRole('button', { name: /^Activate/ })).toBeNull();
    expect(sandbox.context.store.data.vouchers['voucher-demo-weekend']?.status).toBe('ACTIVE');
  });

  it('tells a driver without vouchers how to get one', async () => {
    await logIn(seedUsers.fresh.email);
    await openApp('/profile/vouchers');
    expect(
      await screen.findByText('You have no vouchers yet. Add a voucher code to get a discount on your next refuel.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a voucher code' })).toBeTruthy();
  });
});

describe('/profile/vouchers/add', () => {
  it('explains an unknown, an expired, a redeemed and a not yet active code, keeping what was typed; a good one typed loosely is added once', async () => {
    await logIn();
    const { location, go } = await openApp('/profile/vouchers');
    fireEvent.click(await screen.findByRole('link', { name: 'Add a voucher code' }));
    await endsOn(location, /^\/profile\/vouchers\/add(\?|$)/);
    const field = (await screen.findByLabelText('Voucher code')) as HTMLInputElement;
    const tryCode = (code: string) => {
      fireEvent.change(field, { target: { value: code } });
      fireEvent.click(screen.getByRole('button', { name: 'Add voucher' }));
    };

    tryCode('no such code');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This voucher code could not be verified. Check it and try again. It was tried with both the letter O and the digit 0.',
    );
    expect(field.value).toBe('no such code');

    tryCode('expired-2025');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This voucher has expired.'));
    expect(field.value).toBe('expired-2025');

    tryCode('Used 2026');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This voucher has already been redeemed.'));

    tryCode('paused-2026');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe("This voucher couldn't be activated. Try again later."),
    );

    // Typing again clears the last answer.
    fireEvent.change(field, { target: { value: 'forecourt 2o3o' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add voucher' }));
    await endsOn(location, /^\/profile\/vouchers(\?|$)/);
    const active = await screen.findByRole('region', { name: 'Active' });
    expect(await within(active).findByText('Forecourt 2030: 10 ct/l off')).toBeTruthy();
    expect(within(active).getByText('10 ct/l off every refuel')).toBeTruthy();
    expect(demoVouchers().find((voucher) => voucher.code === 'FORECOURT2030')?.status).toBe('ACTIVE');

    // The same code a second time has been redeemed.
    go('/profile/vouchers/add');
    const again = (await screen.findByLabelText('Voucher code')) as HTMLInputElement;
    fireEvent.change(again, { target: { value: 'FORECOURT-2030' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add voucher' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This voucher has already been redeemed.');
    expect(again.value).toBe('FORECOURT-2030');
    expect(demoVouchers().filter((voucher) => voucher.code === 'FORECOURT2030')).toHaveLength(1);
  });
});

describe('/profile/refer', () => {
  const referralCode = /^DANA[A-Z2-9]{4}$/;

  it('makes the code on demand and copies it with the sign-up link; shows the progress and the rules; the code stays after a reload', async () => {
    // A browser without the share sheet: the code is copied.
    expect(navigator.share).toBeUndefined();
    await logIn();
    const first = await openApp('/profile/refer');
    expect(await screen.findByText('You have no referral code yet.')).toBeTruthy();
    expect(
      screen.getByText('Your friend signs up with your code and gets 5 ct/l off their first refuel.'),
    ).toBeTruthy();
    expect(screen.getByText('Once your friend has fuelled 100 l, you both get 10 ct/l off.')).toBeTruthy();
    const friends = screen.getByRole('region', { name: 'Your friends' });
    expect(within(friends).getByText('1 friend signed up')).toBeTruthy();
    expect(within(friends).getByText('1 friend is on the way to 100 l')).toBeTruthy();
    expect(within(friends).getByText('1 friend fuelled 100 l: you both get the reward')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Get your referral code' }));
    const code = (await screen.findByText(referralCode)).textContent ?? '';
    expect(sandbox.context.store.data.users[seedUsers.demo.id]?.referralCode).toBe(code);
    fireEvent.click(screen.getByRole('button', { name: 'Copy your code' }));
    expect(await screen.findByText('Your code and the sign-up link are copied. Paste them in a message.')).toBeTruthy();
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain(code);
    expect(copied).toContain(`/register/mail?referralCode=${code}`);

    first.unmount();
    queryClient.clear();
    await openApp('/profile/refer');
    expect((await screen.findByText(referralCode)).textContent).toBe(code);
  });

  it('shares the code and the sign-up link through the share sheet where the browser has one', async () => {
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => void shared.push(data),
      configurable: true,
    });
    await logIn();
    await openApp('/profile/refer');
    fireEvent.click(await screen.findByRole('button', { name: 'Get your referral code' }));
    const code = (await screen.findByText(referralCode)).textContent ?? '';
    fireEvent.click(screen.getByRole('button', { name: 'Share your code' }));
    expect(await screen.findByText('Your code has been shared.')).toBeTruthy();
    expect(shared).toHaveLength(1);
    expect(shared[0]?.text).toContain(code);
    expect(shared[0]?.url).toContain(`referralCode=${code}`);
  });

  it('is closed, with the reason, until the first refuel', async () => {
    await logIn(seedUsers.fresh.email);
    await openApp('/profile/refer');
    expect(
      await screen.findByText(
        'Refer-a-friend opens after your first refuel paid with Forecourt. Refuel once, then come back for your code.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get your referral code' }).hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByText('Your friend signs up with your code and gets 5 ct/l off their first refuel.'),
    ).toBeTruthy();
    expect(sandbox.context.store.data.users[seedUsers.fresh.id]?.referralCode).toBeUndefined();
  });
});
