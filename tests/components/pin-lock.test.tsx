import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureIds } from '../../src/sandbox/stations';
import { loggedIn, server } from '../sandboxServer';
import { logIn, openApp, standAt } from './render';

const summary = `/pay/prepay/summary?pid=${fixtureIds.berlin}&productId=${fixtureIds.berlin}-pump-1&fuelTypeId=SUPER_E5&amount=50&currency=EUR&orderType=PREPAY`;

beforeEach(() => standAt(52.52, 13.405));
afterEach(() => {
  vi.unstubAllGlobals();
  server.events.removeAllListeners();
});

/** PayPal picked on the summary, paid and its confirmation step confirmed: the PIN is asked for next. */
async function payWithPayPal() {
  fireEvent.click(await screen.findByRole('button', { name: 'Pay €50.00' }, { timeout: 10_000 }));
  const confirm = await screen.findByRole('dialog', { name: 'Confirm payment' }, { timeout: 5_000 });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm and pay' }));
}

describe('a PIN that can be guessed', () => {
  it('is locked after five wrong tries: the app stops asking for it, says for how long, and pays nothing', async () => {
    await (await loggedIn()).cloud.savePin('2468');
    await logIn();
    const checks = { count: 0, answered: 0 };
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/validate_pin')) checks.count += 1;
    });
    server.events.on('response:mocked', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/validate_pin')) checks.answered += 1;
    });
    await openApp(summary);
    fireEvent.click(await screen.findByRole('button', { name: 'Skip' }, { timeout: 10_000 }));
    fireEvent.click(await screen.findByText('dana.demo@forecourt.test', {}, { timeout: 5_000 }));
    await vi.waitFor(
      () => expect((screen.getByRole('radio', { name: /PayPal/ }) as HTMLInputElement).checked).toBe(true),
      { timeout: 5_000 },
    );
    await payWithPayPal();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const dialog = await screen.findByRole('dialog', { name: 'Confirm with your PIN' }, { timeout: 5_000 });
      fireEvent.change(within(dialog).getByLabelText('PIN'), { target: { value: '1357' } });
      const confirm = within(dialog).getByRole('button', { name: /Confirm/ });
      fireEvent.click(confirm);
      // Each try is answered before the next is typed: the previous try's message is still on screen meanwhile.
      await vi.waitFor(
        () => {
          expect(checks.answered).toBe(attempt);
          expect(confirm.hasAttribute('data-pending')).toBe(false);
        },
        { timeout: 5_000 },
      );
      if (attempt < 5) await within(dialog).findByText('This PIN is not correct. Try again.', {}, { timeout: 5_000 });
    }
    expect(
      await screen.findByText(
        /Too many wrong PINs: your PIN is locked for 15 minutes, and nothing was paid\./,
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Confirm with your PIN' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Confirm with biometrics instead' })).toBeTruthy();

    // Paying with PayPal again does not ask for the PIN, and nothing more is checked.
    await payWithPayPal();
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm payment' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Confirm with your PIN' })).toBeNull();
    expect(screen.getByText(/your PIN is locked for 15 minutes/)).toBeTruthy();
    expect(checks.count).toBe(5);
  }, 60_000);
});
