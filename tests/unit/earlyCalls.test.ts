import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '../../src/api';
import { type EarlyCall, earlyCallMaxAgeMs, guestLoginPath, stationPath } from '../../src/api/earlyCalls';
import { appVersion, headerNames } from '../../src/api/headers';
import { config } from '../../src/config';
import { server } from '../sandboxServer';

const platform = config.platformUrl;
const stationId = '5b9a7c1e-0000-4000-8000-000000000001';

/** Counts what reaches the platform for the guest login and the station. */
function platformCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith(guestLoginPath) || pathname.endsWith(stationPath(stationId)))
      calls.push(`${request.method} ${pathname.slice(new URL(platform).pathname.length)}`);
  });
  return calls;
}

const early = (call: Partial<EarlyCall> & Pick<EarlyCall, 'method' | 'path'>): EarlyCall => ({
  at: Date.now(),
  answer: Promise.resolve({ status: 200, data: { auth_token: 'early-token', _id: 'guest-early' } }),
  ...call,
});

afterEach(() => server.events.removeAllListeners());

describe("the page's early calls", () => {
  it("takes the page's guest login instead of sending another, once", async () => {
    const calls = platformCalls();
    const earlyCalls = [early({ method: 'POST', path: guestLoginPath })];
    const api = createApi({ getToken: () => undefined, getLocale: () => 'en', early: earlyCalls });
    expect(await api.auth.registerGuest()).toEqual({ auth_token: 'early-token', _id: 'guest-early' });
    expect(calls).toEqual([]);
    // Taken: the next login goes to the platform.
    expect((await api.auth.registerGuest()).auth_token).not.toBe('early-token');
    expect(calls).toEqual(['POST /auth/register/guest']);
  });

  it("takes the station's answer only with the token it was sent with", async () => {
    const guest = await createApi({ getToken: () => undefined, getLocale: () => 'en' }).auth.registerGuest();
    // The station as the page's script asks for it: the platform's own answer, with the guest's token.
    const answer = fetch(`${platform}${stationPath(stationId)}`, {
      headers: {
        [headerNames.authToken]: guest.auth_token,
        [headerNames.locale]: 'en',
        [headerNames.appVersion]: appVersion,
        [headerNames.correlationId]: crypto.randomUUID(),
      },
    });
    const station = answer.then(async (response) => ({ status: response.status, data: await response.json() }));
    const earlyCalls = [
      early({ method: 'GET', path: stationPath(stationId), token: guest.auth_token, answer: station }),
    ];
    const calls = platformCalls();
    let token = 'another-token';
    const api = createApi({ getToken: () => token, getLocale: () => 'en', early: earlyCalls });
    await api.stations.getPoi(stationId).catch(() => undefined);
    expect(earlyCalls).toHaveLength(1);
    token = guest.auth_token;
    calls.length = 0;
    expect((await api.stations.getPoi(stationId)).name).toBe('Demo Berlin Mitte');
    expect(calls).toEqual([]);
    expect(earlyCalls).toHaveLength(0);
  });

  it('sends the call again when the early one failed, was refused or is too old', async () => {
    const calls = platformCalls();
    server.use(
      http.post(`${platform}${guestLoginPath}`, () => HttpResponse.json({ auth_token: 'fresh', _id: 'guest-fresh' })),
    );
    const failures: EarlyCall[] = [
      early({ method: 'POST', path: guestLoginPath, answer: Promise.reject(new TypeError('Failed to fetch')) }),
      early({ method: 'POST', path: guestLoginPath, answer: Promise.resolve({ status: 503, data: {} }) }),
      early({ method: 'POST', path: guestLoginPath, at: Date.now() - earlyCallMaxAgeMs - 1 }),
    ];
    for (const failure of failures) {
      failure.answer.catch(() => undefined);
      const api = createApi({ getToken: () => undefined, getLocale: () => 'en', early: [failure] });
      expect((await api.auth.registerGuest()).auth_token).toBe('fresh');
    }
    expect(calls).toEqual(Array(3).fill('POST /auth/register/guest'));
  });

  it("parses the early answer with the call's schema", async () => {
    const earlyCalls = [
      early({ method: 'POST', path: guestLoginPath, answer: Promise.resolve({ status: 200, data: { token: 1 } }) }),
    ];
    const api = createApi({ getToken: () => undefined, getLocale: () => 'en', early: earlyCalls });
    await expect(api.auth.registerGuest()).rejects.toMatchObject({ kind: 'schema' });
  });

  it('sends a station early only when the page has not, and the first request with that token takes it', async () => {
    const guest = await createApi({ getToken: () => undefined, getLocale: () => 'en' }).auth.registerGuest();
    const calls = platformCalls();
    const earlyCalls: EarlyCall[] = [];
    let token = guest.auth_token;
    const api = createApi({ getToken: () => token, getLocale: () => 'en', early: earlyCalls });
    api.stations.sendPoiEarly(stationId);
    api.stations.sendPoiEarly(stationId); // Already kept with this token: not sent again.
    expect(earlyCalls).toHaveLength(1);
    expect((await api.stations.getPoi(stationId)).name).toBe('Demo Berlin Mitte');
    expect(calls).toEqual([`GET ${stationPath(stationId)}`]);
    // Taken: the next request goes to the platform, and so does one with another token.
    await api.stations.getPoi(stationId);
    token = 'another-token';
    api.stations.sendPoiEarly(stationId);
    expect(earlyCalls.map((call) => call.token)).toEqual(['another-token']);
    expect(calls).toHaveLength(2);
  });

  it('sends an early station again when its early answer was a refusal', async () => {
    const guest = await createApi({ getToken: () => undefined, getLocale: () => 'en' }).auth.registerGuest();
    const calls = platformCalls();
    let refusals = 1;
    server.use(
      http.get(`${platform}${stationPath(stationId)}`, () =>
        refusals-- > 0 ? HttpResponse.json({ errorDescription: 'busy' }, { status: 503 }) : undefined,
      ),
    );
    const api = createApi({ getToken: () => guest.auth_token, getLocale: () => 'en', early: [] });
    api.stations.sendPoiEarly(stationId);
    expect((await api.stations.getPoi(stationId)).name).toBe('Demo Berlin Mitte');
    expect(calls).toEqual(Array(2).fill(`GET ${stationPath(stationId)}`));
  });
});
