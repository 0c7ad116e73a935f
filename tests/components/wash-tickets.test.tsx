import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { washTicketKeys } from '../../src/api/queries';
import { queryClient } from '../../src/app/queryClient';
import { config } from '../../src/config';
import { seedUsers } from '../../src/sandbox/seed';
import { server } from '../sandboxServer';
import { logIn, openApp } from './render';

const demo = seedUsers.demo;

afterEach(() => queryClient.clear());

const section = (name: string) => screen.getByRole('region', { name });
const rows = (container: HTMLElement) => within(container).queryAllByRole('link');

describe('the wash tickets list', () => {
  it('shows a page of ten, valid first, and pages on to the used and expired ones', async () => {
    await logIn();
    const { location } = await openApp('/profile/wash');
    const nav = await screen.findByRole('navigation', { name: 'Pages of wash tickets' }, { timeout: 5_000 });
    expect(nav.textContent).toContain('Page 1 of 2');
    expect(rows(section('Ready to use'))).toHaveLength(10);
    expect(screen.queryByRole('region', { name: 'Used and expired' })).toBeNull();
    const first = rows(section('Ready to use'))[0]!;
    expect(first.textContent).toMatch(/^(Basic|Comfort|Premium) wash/);
    expect(first.textContent).toMatch(/Code •••• \d{4}/);
    expect(first.textContent).toContain('Valid until');

    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2', {}, { timeout: 5_000 });
    expect(location.history.at(-1)).toMatch(/^\/profile\/wash\?page=2(&|$)/);
    const valid = rows(section('Ready to use'));
    expect(valid.map((row) => row.textContent?.split('Valid')[0])).toContain('Bluebird Books gift card, 25.00 EUR');
    const spent = rows(section('Used and expired'));
    expect(spent).toHaveLength(2);
    expect(spent.map((row) => row.getAttribute('href'))).toEqual([
      '/profile/wash/order-past-wash-used',
      '/profile/wash/order-past-wash-expired',
    ]);
    expect(spent[0]?.textContent).toContain('Used');
    expect(spent[1]?.textContent).toContain('Expired on');
    expect(
      within(screen.getByRole('navigation', { name: 'Pages of wash tickets' })).getByRole('button', { name: 'Next' }),
    ).toHaveProperty('disabled', true);
  }, 15_000);

  it('lists the codes expiring first at the top of the first page, though they were bought before the others', async () => {
    await logIn();
    await openApp('/profile/wash');
    await screen.findByRole('navigation', { name: 'Pages of wash tickets' }, { timeout: 5_000 });
    // Washes are valid 30 days: the two bought 21 and 23 days ago expire first, though the history pages them last.
    expect(
      rows(section('Ready to use'))
        .slice(0, 3)
        .map((row) => row.getAttribute('href')),
    ).toEqual([
      '/profile/wash/order-past-wash-12',
      '/profile/wash/order-past-wash-11',
      '/profile/wash/order-past-wash-10',
    ]);
  }, 15_000);

  it('shows the way to the map to a driver without tickets', async () => {
    await logIn(seedUsers.full.email);
    await openApp('/profile/wash');
    await screen.findByText(/You have no wash tickets yet\./, {}, { timeout: 5_000 });
    expect(screen.getByRole('link', { name: 'Find a car wash on the map' }).getAttribute('href')).toBe('/map');
    expect(screen.queryByRole('navigation', { name: 'Pages of wash tickets' })).toBeNull();
  }, 15_000);

  it('says when the tickets cannot be loaded, and loads them again on request', async () => {
    await logIn();
    queryClient.setQueryDefaults(washTicketKeys.all(demo.id), { retryDelay: 1 });
    let failing = true;
    server.use(
      http.get(`${config.platformUrl}/v4/account-history`, () =>
        failing ? HttpResponse.json({ errorDescription: 'Bad gateway' }, { status: 502 }) : undefined,
      ),
    );
    await openApp('/profile/wash');
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe(
      'Your wash tickets could not be loaded. Check your connection and try again.',
    );
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Page 1 of 2', {}, { timeout: 5_000 });
    expect(screen.queryByRole('alert')).toBeNull();
  }, 15_000);
});

describe('a wash ticket', () => {
  it('is marked used only after the confirmation, and the list then shows it among the used ones', async () => {
    await logIn();
    const view = await openApp('/profile/wash/order-past-wash-01');
    await screen.findByRole('heading', { name: /wash$/, level: 1 }, { timeout: 5_000 });
    const code = document.querySelector('.wash-code__value')?.textContent ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(screen.getByText('Bought on')).toBeTruthy();
    expect(await screen.findByText('Demo Berlin Mitte', {}, { timeout: 5_000 })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Mark as used' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this code as used?' });
    expect(dialog.textContent).toContain('It cannot be undone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, keep it valid' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show QR code' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Mark as used' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, mark as used' }));
    await screen.findByText('This code has been marked as used. It cannot be used again.', {}, { timeout: 5_000 });
    expect(screen.queryByRole('button', { name: 'Mark as used' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show QR code' })).toBeNull();

    // Used, it goes after every code still ready to use: on the last page.
    view.go('/profile/wash?page=2');
    await screen.findByRole('region', { name: 'Used and expired' }, { timeout: 5_000 });
    expect(rows(section('Used and expired')).map((row) => row.getAttribute('href'))).toContain(
      '/profile/wash/order-past-wash-01',
    );
    expect(rows(section('Ready to use')).map((row) => row.getAttribute('href'))).not.toContain(
      '/profile/wash/order-past-wash-01',
    );
  }, 15_000);

  it('says why an expired one cannot be used', async () => {
    await logIn();
    await openApp('/profile/wash/order-past-wash-expired');
    await screen.findByText(/^This code expired on .+\. It can no longer be used\.$/, {}, { timeout: 5_000 });
    expect(screen.queryByRole('button', { name: 'Mark as used' })).toBeNull();
  }, 15_000);

  it('of another driver or unknown is not found, with the way back to the list', async () => {
    await logIn(seedUsers.full.email);
    await openApp('/profile/wash/order-past-wash-01');
    await screen.findByText(/There is no wash ticket of yours at this address\./, {}, { timeout: 5_000 });
    expect(screen.getByRole('link', { name: 'Back to your wash tickets' }).getAttribute('href')).toBe('/profile/wash');
    expect(screen.queryByText(/^\d{6}$/)).toBeNull();
  }, 15_000);
});
