import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureIds } from '../../src/sandbox/stations';
import { server } from '../sandboxServer';
import { logIn, openApp, standAt } from './render';

/** The driver stands at Demo Berlin Mitte. */
beforeEach(() => standAt(52.52, 13.405));
afterEach(() => {
  vi.unstubAllGlobals();
  server.events.removeAllListeners();
});

describe('the pump screen while the driver’s running orders load', () => {
  it('keeps the pumps the driver may be tapping: the same buttons, the focus where it was', async () => {
    await logIn();
    const answered: string[] = [];
    server.events.on('response:mocked', ({ request }) => answered.push(new URL(request.url).pathname));
    await openApp(`/pay?pid=${fixtureIds.berlin}`);
    const pump = await screen.findByRole('button', { name: 'Pump 1' });
    pump.focus();
    // The running orders arrive after the pumps (their code and their call): the list must not be drawn anew.
    await waitFor(() => expect(answered.some((path) => path.endsWith('/v4/ongoing-orders'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Pump 1' })).toBe(pump);
    expect(document.activeElement).toBe(pump);
  });
});

describe('the pump screen and the location check', () => {
  /** A phone whose position comes when the test says, as after a permission prompt. */
  function pendingPosition() {
    const waiting: PositionCallback[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      onLine: true,
      languages: ['en'],
      geolocation: { getCurrentPosition: (ok: PositionCallback) => waiting.push(ok) },
    });
    return (latitude: number, longitude: number) => {
      for (const ok of waiting.splice(0)) ok({ coords: { latitude, longitude, accuracy: 20 } } as GeolocationPosition);
    };
  }

  it('shows the pumps at once and lets the driver choose while the check runs; the chosen pump waits for it', async () => {
    const answer = pendingPosition();
    await logIn();
    await openApp(`/pay?pid=${fixtureIds.berlin}`);
    await screen.findByRole('button', { name: 'Pump 1' });
    expect(screen.getByText('Checking that you are at the station…').closest('[role="status"]')).not.toBeNull();
    screen.getByRole('button', { name: 'Pump 1' }).click();
    (await screen.findByRole('button', { name: 'Got it' })).click();
    // The fuels stay behind the gate until the position says the driver is at the station.
    expect(await screen.findByRole('heading', { name: 'Checking that you are at the station…' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Super E5' })).toBeNull();
    answer(52.52, 13.405);
    expect(await screen.findByRole('button', { name: 'Super E5' })).toBeTruthy();
  });

  it('says under the pumps that the driver is away from the station', async () => {
    standAt(52.53, 13.405);
    await logIn();
    await openApp(`/pay?pid=${fixtureIds.berlin}`);
    await screen.findByRole('button', { name: 'Pump 1' });
    expect(
      await screen.findByText(
        'You are not at this station. You can pay once you are at the pump.',
        {},
        { timeout: 3_000 },
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Pump \d/ })).toHaveLength(8);
  });
});
