import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureIds } from '../../src/sandbox/stations';
import { renderApp } from './render';

describe('entering through a station QR code', () => {
  it('creates a guest session, redirects / to /pay and shows the station', async () => {
    const { location } = await renderApp(`/?pid=${fixtureIds.berlin}`);
    expect(await screen.findByTestId('station-name')).toHaveProperty('textContent', 'Demo Berlin Mitte');
    expect(location.history.at(-1)).toBe(`/pay?pid=${fixtureIds.berlin}&auth=0`);
    expect(JSON.parse(localStorage.getItem('forecourt.auth') ?? '{}').userId).toMatch(/^guest-/);
  });

  it('shows a clear message for a station that does not exist', async () => {
    await renderApp('/pay?pid=unknown-station');
    expect((await screen.findByRole('alert')).textContent).toContain('The station could not be loaded');
  });

  it('sends / without a station to the map', async () => {
    const { location } = await renderApp('/');
    await screen.findByTestId('map-ready', {}, { timeout: 5_000 });
    expect(location.history.at(-1)).toBe('/map?auth=0');
  });
});
