import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../src/app/queryClient';
import { demoPassword, seedUsers } from '../../src/sandbox/seed';
import { sandbox, server } from '../sandboxServer';
import { logIn, openApp } from './render';

afterEach(() => {
  queryClient.clear();
  server.events.removeAllListeners();
});

/** A page reload: the app and its memory (the cache) are gone, browser storage stays. */
function reload(view: { unmount: () => void }) {
  view.unmount();
  queryClient.clear();
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const costsNoted = (notes: string) =>
  Object.values(sandbox.context.store.data.history ?? {}).filter((event) => event.notes === notes);
const restoredNotice =
  'What you typed before is back. It is not saved yet: check it, add the photo again if any, and save.';

describe('the cost form keeps what was typed', () => {
  it('over a reload, with a notice that it is not saved yet', async () => {
    await logIn();
    const view = await openApp('/history/create');
    await screen.findByLabelText('Amount', {}, { timeout: 5_000 });
    expect(screen.queryByText(restoredNotice)).toBeNull();
    type('Category', 'PARKING');
    type('Amount', '12.50');
    type('Notes', 'Airport car park');

    reload(view);
    await openApp('/history/create');
    expect(((await screen.findByLabelText('Amount', {}, { timeout: 5_000 })) as HTMLInputElement).value).toBe('12.50');
    expect(field('Category').value).toBe('PARKING');
    expect(field('Notes').value).toBe('Airport car park');
    expect(screen.getByText(restoredNotice)).toBeTruthy();
  }, 15_000);

  it('when the session ends on Save: after logging in again the form is back, and saving it saves it once', async () => {
    await logIn();
    const view = await openApp('/history/create');
    await screen.findByLabelText('Amount', {}, { timeout: 5_000 });
    type('Category', 'PARKING');
    type('Amount', '7.20');
    type('Notes', 'Station car park, 2 hours');
    // The platform forgets the session (it timed out there) before the driver taps Save.
    sandbox.context.store.update((data) => {
      data.tokens = {};
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save cost' }));
    expect(
      await screen.findByText(
        'Your session has timed out. You can continue as a guest or log in again.',
        {},
        {
          timeout: 5_000,
        },
      ),
    ).toBeTruthy();
    await waitFor(() => expect(view.location.history.at(-1)).toMatch(/^\/login/), { timeout: 5_000 });
    expect(costsNoted('Station car park, 2 hours')).toEqual([]);

    await screen.findByLabelText('Email', {}, { timeout: 5_000 });
    type('Email', seedUsers.demo.email);
    type('Password', demoPassword);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(view.location.history.at(-1)).toMatch(/^\/history\/create\b/), { timeout: 5_000 });
    expect(((await screen.findByLabelText('Amount', {}, { timeout: 5_000 })) as HTMLInputElement).value).toBe('7.20');
    expect(field('Notes').value).toBe('Station car park, 2 hours');
    expect(screen.getByText(restoredNotice)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save cost' }));
    await waitFor(() => expect(view.location.history.at(-1)).toMatch(/^\/history\/[^/]+$/), { timeout: 5_000 });
    expect(costsNoted('Station car park, 2 hours')).toHaveLength(1);
    // Saved: the next new cost starts empty.
    view.go('/history/create');
    expect(((await screen.findByLabelText('Amount', {}, { timeout: 5_000 })) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(restoredNotice)).toBeNull();
  }, 20_000);

  it('is forgotten at logout', async () => {
    await logIn();
    const view = await openApp('/history/create');
    await screen.findByLabelText('Amount', {}, { timeout: 5_000 });
    type('Notes', 'Tyre change');
    view.go('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }, { timeout: 5_000 }));
    await waitFor(() => expect(localStorage.getItem('forecourt.auth')).toMatch(/guest-/), { timeout: 5_000 });
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Tyre change');
  }, 15_000);
});
