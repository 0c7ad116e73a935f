import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, createApi, isReportable } from '../../src/api';
import { createHost } from '../../src/api/client';
import { maintenanceTimeoutMs } from '../../src/api/content';
import { headerNames } from '../../src/api/headers';
import { config } from '../../src/config';
import { server } from '../sandboxServer';

const platform = config.platformUrl;
const api = createApi({ getToken: () => 'token-123', getLocale: () => 'de' });

function captureHeaders(path: string) {
  const seen: Headers[] = [];
  server.use(
    http.get(`${platform}${path}`, ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ preferredThing: null, thingAvatars: [] });
    }),
  );
  return seen;
}

describe('platform client headers', () => {
  it('sends the auth token, locale, app version and a fresh correlation id on every request', async () => {
    const seen = captureHeaders('/v4/users/preferences');
    await api.users.getPreferences();
    await api.users.getPreferences();
    expect(seen).toHaveLength(2);
    const [first, second] = seen as [Headers, Headers];
    expect(first.get(headerNames.authToken)).toBe('token-123');
    expect(first.get(headerNames.locale)).toBe('de');
    expect(first.get(headerNames.appVersion)).toBe('webapp release 6.9.6');
    expect(first.get(headerNames.correlationId)).toMatch(/^[0-9a-f-]{20,}$/);
    expect(second.get(headerNames.correlationId)).not.toBe(first.get(headerNames.correlationId));
  });

  it('sends no auth header when logged out', async () => {
    const seen = captureHeaders('/v4/users/preferences');
    await createApi({ getToken: () => undefined, getLocale: () => 'en' }).users.getPreferences();
    expect(seen[0]?.has(headerNames.authToken)).toBe(false);
  });

  it('adds the partner header on order creation only when a partner is given', async () => {
    const partners: (string | null)[] = [];
    server.use(
      http.post(`${platform}/v4/order`, ({ request }) => {
        partners.push(request.headers.get(headerNames.partner));
        return HttpResponse.json({ errorDescription: 'stop here' }, { status: 418 });
      }),
    );
    const payload = { poiId: 'p', autoAcquire: false, products: [{ productId: 'x' }] };
    await api.orders.createOrder(payload, { partner: 'acme' }).catch(() => undefined);
    await api.orders.createOrder(payload).catch(() => undefined);
    expect(partners).toEqual(['acme', null]);
  });

  it('does not retry a failed GET (retries belong to the charts)', async () => {
    let calls = 0;
    server.use(
      http.get(`${platform}/v4/order/o-1`, () => {
        calls += 1;
        return HttpResponse.json({ errorDescription: 'busy' }, { status: 503 });
      }),
    );
    await expect(api.orders.getOrder('o-1')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
  });
});

describe('error normalisation', () => {
  it('turns an error answer into an http ApiError with status, errorDescription and errorCodes', async () => {
    server.use(
      http.get(`${platform}/v4/pois/nope`, () =>
        HttpResponse.json({ errorDescription: 'Poi not found', errorCodes: [404, 7] }, { status: 404 }),
      ),
    );
    const error = await api.stations.getPoi('nope').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'http', status: 404, errorDescription: 'Poi not found', errorCodes: [404, 7] });
    expect(isReportable(error)).toBe(true);
  });

  it('marks 401, 403 and 422 on the two login calls as not reported globally, but not other failures', async () => {
    for (const status of [401, 403, 422]) {
      server.use(
        http.post(`${platform}/auth/login/local`, () => HttpResponse.json({ errorDescription: 'x' }, { status })),
        http.post(`${platform}/auth/login/openId`, () => HttpResponse.json({ errorDescription: 'x' }, { status })),
      );
      const local = await api.auth.loginLocal({ email: 'a@b.cd', password: 'x' }).catch((e: unknown) => e);
      const openId = await api.auth.loginOpenId({ idProvider: 'GOOGLE', idToken: 't' }).catch((e: unknown) => e);
      expect(isReportable(local), `local ${status}`).toBe(false);
      expect(isReportable(openId), `openId ${status}`).toBe(false);
    }
    server.use(http.post(`${platform}/auth/login/local`, () => HttpResponse.json({}, { status: 500 })));
    const serverError = await api.auth.loginLocal({ email: 'a@b.cd', password: 'x' }).catch((e: unknown) => e);
    expect(isReportable(serverError)).toBe(true);
    server.use(http.get(`${platform}/users/u`, () => HttpResponse.json({}, { status: 401 })));
    expect(isReportable(await api.users.getUser('u').catch((e: unknown) => e))).toBe(true);
  });

  it('reports a network failure as kind network', async () => {
    server.use(http.get(`${platform}/v4/order/o-2`, () => HttpResponse.error()));
    await expect(api.orders.getOrder('o-2')).rejects.toMatchObject({ kind: 'network' });
  });

  it('reports an aborted request as cancelled and not reportable', async () => {
    server.use(
      http.get(`${platform}/v4/order/o-3`, async () => {
        await delay(200);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = api.orders.getOrder('o-3', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).toMatchObject({ kind: 'cancelled' });
    expect(isReportable(error)).toBe(false);
  });

  it('times out after the host timeout even when the caller passes a signal', async () => {
    server.use(
      http.get(`${platform}/slow`, async () => {
        await delay(500);
        return HttpResponse.json({ ok: true });
      }),
    );
    const host = createHost({ baseURL: platform, timeoutMs: 50 });
    const error = await host
      .json(z.object({ ok: z.boolean() }), '/slow', { signal: new AbortController().signal })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('gives up on a platform call after 30 s', async () => {
    server.use(http.get(`${platform}/v4/order/o-4`, () => new Promise<never>(() => {})));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const outcome = api.orders.getOrder('o-4').then(
        () => 'answered',
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(29_999);
      const early = await Promise.race([outcome, Promise.resolve('pending')]);
      expect(early).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toMatchObject({ kind: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
    // SPEC.md section 9: the maintenance file has 20 s.
    expect(maintenanceTimeoutMs).toBe(20_000);
  });
});

describe('schemas on every answer', () => {
  it('turns an answer that does not match the schema into a schema ApiError', async () => {
    server.use(http.get(`${platform}/v4/order/bad`, () => HttpResponse.json({ _id: 'bad', state: 'TELEPORTED' })));
    await expect(api.orders.getOrder('bad')).rejects.toMatchObject({ kind: 'schema', path: '/v4/order/bad' });
  });

  it('returns invoices as a Blob', async () => {
    server.use(
      http.get(
        `${platform}/v4/invoices/o-9`,
        () => new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    const invoice = await api.orders.getInvoice('o-9');
    expect(invoice).toBeInstanceOf(Blob);
    expect(await invoice.text()).toBe('%PDF-1.4');
  });

  it('refuses a map search wider than 100 km before sending it', async () => {
    await expect(api.stations.searchPois({ lat: 51, lon: 9, radiusM: 100_001 })).rejects.toThrow(
      'API dont support more than 100km radius',
    );
  });
});
