import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userKeys } from '../../src/api/queries';
import { queryClient } from '../../src/app/queryClient';
import { config } from '../../src/config';
import { seedUsers } from '../../src/sandbox/seed';
import { server } from '../sandboxServer';
import { logIn, openApp } from './render';

const demo = seedUsers.demo;
const userPath = `${config.platformUrl}/users/:id`;

afterEach(() => queryClient.clear());

/** A page reload: the app and its memory (the cache) are gone, browser storage stays. */
function reload(view: { unmount: () => void }) {
  view.unmount();
  queryClient.clear();
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Counts the requests for the demo user's profile; the sandbox still answers them. */
function countProfileRequests() {
  const count = { value: 0 };
  server.use(
    http.get(userPath, () => {
      count.value += 1;
      return undefined;
    }),
  );
  return count;
}

describe('the invoice address', () => {
  it('saves what was edited, and the screen opened again after a reload shows it', async () => {
    await logIn();
    const first = await openApp('/address');
    expect(((await screen.findByLabelText('Street')) as HTMLInputElement).value).toBe('Invalidenstraße');
    type('Street', 'Torstraße');
    type('House number', '49');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect((await screen.findByRole('status', {}, { timeout: 5_000 })).textContent).toBe(
      'Your address has been saved.',
    );

    reload(first);
    await openApp('/address');
    expect(((await screen.findByLabelText('Street', {}, { timeout: 5_000 })) as HTMLInputElement).value).toBe(
      'Torstraße',
    );
    expect((screen.getByLabelText('House number') as HTMLInputElement).value).toBe('49');
  }, 15_000);

  it('keeps what was typed when the save fails, and says so in the active language', async () => {
    await logIn();
    server.use(http.patch(userPath, () => HttpResponse.json({ errorDescription: 'Unavailable' }, { status: 503 })));
    await openApp('/address', { locale: 'de' });
    await screen.findByLabelText('Straße', {}, { timeout: 5_000 });
    type('Straße', 'Torstraße');
    type('Postleitzahl', '10119');
    fireEvent.click(screen.getByRole('button', { name: 'Adresse speichern' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe(
      'Deine Adresse wurde nicht gespeichert. Prüfe deine Verbindung und versuche es erneut.',
    );
    expect((screen.getByLabelText('Straße') as HTMLInputElement).value).toBe('Torstraße');
    expect((screen.getByLabelText('Postleitzahl') as HTMLInputElement).value).toBe('10119');
    expect(screen.queryByText('Deine Adresse wurde gespeichert.')).toBeNull();
  }, 15_000);

  it('says when the address cannot be loaded, and loads it again on request', async () => {
    await logIn();
    // Transient failures are retried (shortened here); after the last attempt the screen says so.
    queryClient.setQueryDefaults(userKeys.all(demo.id), { retryDelay: 1 });
    let failing = true;
    let attempts = 0;
    const view = await openApp('/settings');
    await screen.findByText('Logged in as Dana Demo', {}, { timeout: 5_000 });
    server.use(
      http.get(userPath, () => {
        if (!failing) return undefined;
        attempts += 1;
        return HttpResponse.json({ errorDescription: 'Bad gateway' }, { status: 502 });
      }),
    );
    view.go('/address');
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe(
      'Your details could not be loaded. Check your connection and try again.',
    );
    expect(attempts).toBe(3);
    expect(screen.queryByLabelText('Street')).toBeNull();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(((await screen.findByLabelText('Street', {}, { timeout: 5_000 })) as HTMLInputElement).value).toBe(
      'Invalidenstraße',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  }, 15_000);
});

describe('the tax details', () => {
  it('keep what was typed when the save fails, and are saved on the next try', async () => {
    await logIn();
    let refuse = true;
    server.use(http.patch(userPath, () => (refuse ? HttpResponse.error() : undefined)));
    await openApp('/tax');
    await screen.findByLabelText('Tax ID', {}, { timeout: 5_000 });
    type('Tax ID', 'DE136695976');
    fireEvent.click(screen.getByRole('button', { name: 'Save tax details' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe(
      'Your tax details were not saved. Check your connection and try again.',
    );
    expect((screen.getByLabelText('Tax ID') as HTMLInputElement).value).toBe('DE136695976');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save tax details' }));
    expect((await screen.findByRole('status', {}, { timeout: 5_000 })).textContent).toBe(
      'Your tax details have been saved.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  }, 15_000);
});

describe('the name', () => {
  it('edited on the profile shows on the profile, in the address form and in the session', async () => {
    await logIn();
    const view = await openApp('/profile');
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 })).textContent).toBe('Dana Demo');
    fireEvent.click(screen.getByRole('button', { name: 'Edit name' }));
    type('First name', 'Dora');
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect((await screen.findByRole('status', {}, { timeout: 5_000 })).textContent).toBe('Your name has been saved.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dora Demo');

    view.go('/address');
    expect(((await screen.findByLabelText('First name', {}, { timeout: 5_000 })) as HTMLInputElement).value).toBe(
      'Dora',
    );
    // The settings read the session's copy of the profile, which the edit refreshed.
    view.go('/settings');
    expect(await screen.findByText('Logged in as Dora Demo', {}, { timeout: 5_000 })).toBeTruthy();
  }, 15_000);
});

describe('a draft', () => {
  it('keeps what was typed across screens, while the fields not typed in follow the saved data', async () => {
    await logIn();
    const view = await openApp('/address');
    await screen.findByLabelText('Street', {}, { timeout: 5_000 });
    type('Street', 'Torstraße');
    type('Additional address line (optional)', 'Hinterhaus');

    view.go('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit name' }, { timeout: 5_000 }));
    type('First name', 'Dora');
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect((await screen.findByRole('status', {}, { timeout: 5_000 })).textContent).toBe('Your name has been saved.');

    view.go('/address');
    expect(((await screen.findByLabelText('Street', {}, { timeout: 5_000 })) as HTMLInputElement).value).toBe(
      'Torstraße',
    );
    expect((screen.getByLabelText('Additional address line (optional)') as HTMLInputElement).value).toBe('Hinterhaus');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Dora');
  }, 15_000);
});

describe('logging out', () => {
  it('leaves nothing of the user in the cache', async () => {
    await logIn();
    await openApp('/profile');
    await screen.findByRole('heading', { name: 'Dana Demo' }, { timeout: 5_000 });
    // The heading can come from the session before the profile's answer is in the cache.
    await vi.waitFor(() => expect(queryClient.getQueryData(userKeys.profile(demo.id))).toBeDefined(), {
      timeout: 5_000,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(localStorage.getItem('forecourt.auth')).toMatch(/guest-/), { timeout: 5_000 });
    expect(queryClient.getQueryCache().findAll({ queryKey: userKeys.all(demo.id) })).toEqual([]);
  }, 15_000);
});

describe('screens needing the same resource', () => {
  it('share one request for the profile', async () => {
    await logIn();
    const view = await openApp('/settings');
    await screen.findByText('Logged in as Dana Demo', {}, { timeout: 5_000 });
    const requests = countProfileRequests();
    view.go('/address');
    await screen.findByLabelText('Street', {}, { timeout: 5_000 });
    view.go('/tax');
    await screen.findByLabelText('Tax ID', {}, { timeout: 5_000 });
    view.go('/profile');
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 })).textContent).toBe('Dana Demo');
    expect(requests.value).toBe(1);
  }, 15_000);
});
