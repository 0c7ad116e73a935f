import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureIds, legacyIdOf } from '../../src/sandbox/stations';
import { server } from '../sandboxServer';
import { renderApp } from './render';

/** What the app asked the platform for, in the order the requests left. */
let sent: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  sent.push(`${request.method} ${url.pathname.replace(/^.*\/platform/, '')}`);
};
beforeEach(() => {
  sent = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

const index = (pattern: RegExp) => sent.findIndex((line) => pattern.test(line));

describe('the station of a QR code', () => {
  it('is asked for as soon as there is a guest token, alongside the profile, and only once', async () => {
    await renderApp(`/pay?pid=${fixtureIds.berlin}`);
    await screen.findByRole('heading', { name: 'Demo Berlin Mitte' });
    const station = index(new RegExp(`^GET /v4/pois/${fixtureIds.berlin}$`));
    expect(station).toBeGreaterThan(index(/^POST \/auth\/register\/guest$/));
    // Sent before the account's features were asked for, which wait for the profile.
    expect(station).toBeLessThan(index(/^GET \/accounts\/.*\/features$/));
    expect(sent.filter((line) => line.startsWith('GET /v4/pois/'))).toHaveLength(1);
  });

  it('named by a legacy identifier is asked for early too, and the pay area keeps it', async () => {
    const legacy = legacyIdOf(fixtureIds.berlin);
    await renderApp(`/pay?pid=${legacy}`);
    await screen.findByRole('heading', { name: 'Demo Berlin Mitte' });
    expect(index(new RegExp(`^GET /v4/pois/${legacy}$`))).toBeLessThan(index(/^GET \/accounts\/.*\/features$/));
    expect(sent.filter((line) => line.startsWith('GET /v4/pois/'))).toHaveLength(1);
  });

  it('is not asked for when the page names no station', async () => {
    await renderApp('/pay/error');
    await screen.findByRole('heading');
    expect(sent.filter((line) => line.startsWith('GET /v4/pois/'))).toHaveLength(0);
  });
});
