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
