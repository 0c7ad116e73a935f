import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { config } from '../../src/config';
import { fixtureIds } from '../../src/sandbox/stations';
import { server } from '../sandboxServer';
import { renderApp } from './render';

/** The station load's retries, 2 s apart in the app, 20 ms apart here: the delay is the machine's named one. */
vi.mock('../../machines/payStation', async (original) => {
  const module = await original<typeof import('../../machines/payStation')>();
  return { ...module, payStationMachine: module.payStationMachine.provide({ delays: { retryDelay: 20 } }) };
});

describe('entering through a station QR code', () => {
  it('creates a guest session, redirects / to /pay and shows the station', async () => {
    const { location } = await renderApp(`/?pid=${fixtureIds.berlin}`);
    expect(await screen.findByTestId('station-name')).toHaveProperty('textContent', 'Demo Berlin Mitte');
    expect(location.history.at(-1)).toBe(`/pay/pump?pid=${fixtureIds.berlin}&auth=0`);
    expect(JSON.parse(localStorage.getItem('forecourt.auth') ?? '{}').userId).toMatch(/^guest-/);
  });

  it('shows a clear message for a station that does not exist', async () => {
    await renderApp('/pay?pid=unknown-station');
    expect((await screen.findByRole('alert')).textContent).toContain('We could not find this station');
  });

  it('sends / without a station to the map', async () => {
    const { location } = await renderApp('/');
    await screen.findByTestId('map-ready', {}, { timeout: 5_000 });
    expect(location.history.at(-1)).toBe('/map?auth=0');
  });
});

describe('loading the station', () => {
  it('retries a failing station load and then shows the station', async () => {
    let calls = 0;
    server.use(
      http.get(`${config.platformUrl}/v4/pois/:id`, () => {
        calls += 1;
        return calls <= 2 ? HttpResponse.json({ errorDescription: 'Bad gateway' }, { status: 502 }) : undefined;
      }),
    );
    await renderApp(`/pay?pid=${fixtureIds.berlin}`);
    expect((await screen.findByTestId('station-name')).textContent).toBe('Demo Berlin Mitte');
    expect(calls).toBe(3);
  });
});
