import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../src/app/queryClient';
import { seedUsers } from '../../src/sandbox/seed';
import { fixtureIds } from '../../src/sandbox/stations';
import { sandbox } from '../sandboxServer';
import { holdFeatures, openApp, renderApp } from './render';

const berlin = fixtureIds.berlin;

afterEach(() => {
  queryClient.clear();
  sandbox.context.store.update((data) => {
    data.settings.scenarios = [];
  });
});

/** The address the app ends on, once it matches. */
async function endsOn(location: { history: readonly string[] }, expected: RegExp) {
  await waitFor(() => expect(location.history.at(-1)).toMatch(expected), { timeout: 5_000 });
}

describe('the / redirect', () => {
  it('with pid goes to /pay with the query and auth=0', async () => {
    const { location } = await renderApp(`/?pid=${berlin}&partner=acme`);
    await endsOn(location, new RegExp(`^/pay/pump\\?pid=${berlin}&partner=acme&auth=0$`));
  });

  it('without pid goes to /map', async () => {
    const { location } = await renderApp('/');
    await endsOn(location, /^\/map\?auth=0$/);
  });

  it('with sca_feedback goes to the decoded target with the remaining query', async () => {
    const { location } = await renderApp(`/?sca_feedback=${encodeURIComponent('/settings?from=bank')}&pid=${berlin}`);
    await endsOn(location, new RegExp(`^/settings\\?from=bank&pid=${berlin}`));
  });

  for (const hostile of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example']) {
    it(`a hostile sca_feedback (${hostile}) goes to /map`, async () => {
      const { location } = await renderApp(`/?sca_feedback=${encodeURIComponent(hostile)}`);
      await endsOn(location, /^\/map/);
      expect(location.history.some((path) => path.includes('evil.example') && !path.startsWith('/?'))).toBe(false);
    });
  }
});

describe('the error page', () => {
  it('shows the text of its type, and a generic one for unknown types; OK leads to the map', async () => {
    const first = await renderApp('/error?type=STATION_OFFLINE');
    expect(await screen.findByRole('heading', { name: 'This station is offline' })).toBeTruthy();
    first.unmount();
    const { location } = await renderApp('/error?type=nonsense');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await endsOn(location, /^\/map/);
  });
});

describe('the map before the account has loaded', () => {
  it("opens for a guest at once, and its fuel filter follows the account's choice when it answers", async () => {
    const release = holdFeatures([{ name: 'poiFilters', status: 'ENABLED', payload: { fuelTypes: ['DIESEL'] } }]);
    await renderApp('/map');
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const fuel = await screen.findByRole('group', { name: 'Fuel' });
    expect(within(fuel).getByRole('checkbox', { name: 'Super E5' })).toHaveProperty('checked', true);
    release();
    await waitFor(() => expect(within(fuel).getByRole('checkbox', { name: 'Diesel' })).toHaveProperty('checked', true));
    expect(within(fuel).getByRole('checkbox', { name: 'Super E5' })).toHaveProperty('checked', false);
  });
});

describe('the maintenance flag', () => {
  it('sends the app to /maintenance', async () => {
    sandbox.context.store.update((data) => {
      data.settings.scenarios = ['maintenance'];
    });
    const { location } = await renderApp('/map');
    expect(await screen.findByRole('heading', { name: 'We are doing maintenance' }, { timeout: 5_000 })).toBeTruthy();
    await endsOn(location, /^\/maintenance/);
  });
});

describe('the footer', () => {
  it('is on every page but /settings', async () => {
    const login = await renderApp('/login');
    expect(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'Imprint' })).toBeTruthy();
    login.unmount();
    await renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe('tax details', () => {
  it('a Portuguese tax number must be valid, then it is saved and shown again after a reload', async () => {
    const first = await renderApp('/tax');
    fireEvent.change(await screen.findByLabelText('Tax country'), { target: { value: 'PT' } });
    fireEvent.change(screen.getByLabelText('Tax ID'), { target: { value: '123456780' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save tax details' }));
    expect(await screen.findByText('Enter a valid Portuguese tax number (NIF).')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tax ID'), { target: { value: '123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save tax details' }));
    expect(await screen.findByText('Your tax details have been saved.')).toBeTruthy();
    first.unmount();
    queryClient.clear();
    await openApp('/tax');
    await waitFor(() => expect((screen.getByLabelText('Tax ID') as HTMLInputElement).value).toBe('123456789'));
  });
});

describe('the forgotten password', () => {
  it('asks for the email, then sends a temporary password for a valid one', async () => {
    const { location } = await renderApp('/login');
    fireEvent.click(await screen.findByRole('link', { name: 'Forgotten your password?' }));
    await endsOn(location, /^\/forgotten-password/);
    fireEvent.click(await screen.findByRole('button', { name: 'Send temporary password' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: seedUsers.demo.email } });
    fireEvent.click(screen.getByRole('button', { name: 'Send temporary password' }));
    expect(await screen.findByText(/we have sent it a temporary password/)).toBeTruthy();
  });
});
