import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api';
import { createErrorHandler, repeatWindowMs } from '../../src/app/errors';
import {
  lazyTracker,
  scrub,
  scrubPath,
  type TrackedFailure,
  toTrackedFailure,
  waitingFailuresMax,
} from '../../src/app/errorTracking';
import { createSentryTracker } from '../../src/app/sentryTracker';
import { server } from '../sandboxServer';

const failure = (message: string): TrackedFailure => ({ source: 'window', name: 'Error', message, route: '/pay' });

describe('what a tracked failure may say', () => {
  it('leaves out e-mail addresses, phone, card and account numbers and tokens, and keeps the rest', () => {
    expect(scrub('User dana.demo+test@forecourt.test already exists')).toBe('User [email] already exists');
    expect(scrub('No MB WAY account for +351 912 345 678')).toBe('No MB WAY account for [number]');
    expect(scrub('Card 4111 1111 1111 1111 refused')).toBe('Card [number] refused');
    expect(scrub('IBAN DE89370400440532013000')).toBe('IBAN DE[number]');
    expect(scrub('Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLWRlbW8ifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ')).toBe(
      'Bearer [token]',
    );
    expect(scrub('Order is not completed (pump 12, 50 EUR)')).toBe('Order is not completed (pump 12, 50 EUR)');
  });

  it('names a screen or a call by its path, without the query and with every id left out', () => {
    expect(scrubPath('/pay/prepay?pid=abc&email=dana@forecourt.test&phoneNumber=912345678')).toBe('/pay/prepay');
    expect(scrubPath('/v4/order/order-12/feedback')).toBe('/v4/order/:id/feedback');
    expect(scrubPath('/users/user-demo')).toBe('/users/:id');
    expect(scrubPath('/accounts/account-user-demo/features')).toBe('/accounts/:id/features');
    expect(scrubPath('/v4/pois/64f1c0ffee0123456789abcd')).toBe('/v4/pois/:id');
    expect(scrubPath('/profile/cars/thing-7#top')).toBe('/profile/cars/:id');
    expect(scrubPath('/v4/order/not-an-order')).toBe('/v4/order/:id');
    expect(scrubPath('/v4/users/preferences')).toBe('/v4/users/preferences');
    expect(scrubPath('/things/lite')).toBe('/things/lite');
    expect(scrubPath('/v4/account-history/costs')).toBe('/v4/account-history/costs');
  });

  it('tells a platform call by its status and path, and an error by its name and message', () => {
    const refused = new ApiError({
      kind: 'http',
      path: '/users/user-demo',
      status: 409,
      errorDescription: 'dana@forecourt.test is taken',
    });
    expect(toTrackedFailure(refused, 'platform', '/register?email=dana@forecourt.test')).toEqual({
      source: 'platform',
      name: 'ApiError',
      message: '[email] is taken',
      status: 409,
      kind: 'http',
      call: '/users/:id',
      route: '/register',
    });
    const fault = toTrackedFailure(new TypeError('no plan for +351 912 345 678'), 'render', '/pay/finish');
    expect(fault).toMatchObject({
      source: 'render',
      name: 'TypeError',
      message: 'no plan for [number]',
      route: '/pay/finish',
    });
    expect(fault.stack).toMatch(/^TypeError: no plan for \[number\]\n\s+at .*errorTracking\.test\.ts:\d+:\d+/);
  });
});

describe('the global error handler and the tracker', () => {
  it('hands each reported failure to the tracker once per repeat window, and nothing the app expects', () => {
    let time = 0;
    const capture = vi.fn();
    const errors = createErrorHandler({
      log: () => {},
      now: () => time,
      tracker: { capture },
      route: () => '/pay/prepay?pid=p1',
    });
    const down = new ApiError({ kind: 'http', path: '/v4/order/o-1', status: 503 });
    errors.report(down, 'platform');
    errors.report(down, 'platform');
    errors.report(new ApiError({ kind: 'cancelled', path: '/v4/pois/' }), 'platform');
    errors.report(new ApiError({ kind: 'http', path: '/auth/login/local', status: 401, silent: true }), 'platform');
    expect(capture).toHaveBeenCalledTimes(1);
    expect(capture).toHaveBeenCalledWith(
      expect.objectContaining({ status: 503, call: '/v4/order/:id', route: '/pay/prepay' }),
    );
    time += repeatWindowMs;
    errors.report(down, 'platform');
    expect(capture).toHaveBeenCalledTimes(2);
  });
});

describe('a tracker loaded on the first failure', () => {
  it('is not loaded until a failure comes, then gets the failures that waited, in order', async () => {
    const captured: string[] = [];
    let finishLoading: () => void = () => {};
    const load = vi.fn(
      () =>
        new Promise<{ capture: (failure: TrackedFailure) => void }>((resolve) => {
          finishLoading = () => resolve({ capture: (failure) => captured.push(failure.message) });
        }),
    );
    const tracker = lazyTracker(load);
    expect(load).not.toHaveBeenCalled();
    tracker.capture(failure('first'));
    tracker.capture(failure('second'));
    expect(load).toHaveBeenCalledTimes(1);
    finishLoading();
    await vi.waitFor(() => expect(captured).toEqual(['first', 'second']));
    tracker.capture(failure('third'));
    expect(captured).toEqual(['first', 'second', 'third']);
  });

  it(`keeps at most ${waitingFailuresMax} waiting, and drops them quietly when it cannot load`, async () => {
    let fail: (error: Error) => void = () => {};
    const tracker = lazyTracker(() => new Promise((_resolve, reject) => (fail = reject)));
    for (let index = 0; index < waitingFailuresMax + 5; index++) tracker.capture(failure(`f${index}`));
    fail(new Error('Failed to fetch dynamically imported module'));
    await new Promise((resolve) => setTimeout(resolve));
    // Nothing throws, now or later.
    expect(() => tracker.capture(failure('after'))).not.toThrow();
  });
});

describe("the deployer's error tracker (Sentry's SDK)", () => {
  it('sends the failure to the DSN with its source, status and paths, and nothing that names the driver', async () => {
    const envelopes: string[] = [];
    server.use(
      http.post('https://o1.ingest.tracker.example/api/42/envelope/', async ({ request }) => {
        envelopes.push(await request.text());
        return HttpResponse.json({});
      }),
    );
    const tracker = createSentryTracker({
      dsn: 'https://publickey@o1.ingest.tracker.example/42',
      environment: 'staging',
      release: 'webapp release 6.9.6',
    });
    const refused = new ApiError({
      kind: 'http',
      path: '/v4/order/order-12/authorize',
      status: 502,
      errorDescription: 'Gateway refused card 4111 1111 1111 1111 of dana@forecourt.test',
    });
    tracker.capture(toTrackedFailure(refused, 'platform', '/pay/prepay?pid=p1&email=dana@forecourt.test'));
    await vi.waitFor(() => expect(envelopes).toHaveLength(1), { timeout: 5_000 });

    const [header, itemHeader, payload] = envelopes[0]!.split('\n').map((line) => JSON.parse(line));
    expect(header.event_id).toBe(payload.event_id);
    expect(itemHeader.type).toBe('event');
    expect(payload.environment).toBe('staging');
    expect(payload.release).toBe('webapp release 6.9.6');
    expect(payload.tags).toEqual({ source: 'platform', kind: 'http', status: '502' });
    expect(payload.contexts.failure).toEqual({ route: '/pay/prepay', call: '/v4/order/:id/authorize' });
    expect(payload.exception.values[0]).toMatchObject({
      type: 'ApiError',
      value: 'Gateway refused card [number] of [email]',
    });
    expect(payload.user).toBeUndefined();
    expect(payload.request).toBeUndefined();
    expect(payload.breadcrumbs).toBeUndefined();
    expect(envelopes[0]).not.toMatch(/dana|4111|forecourt\.test/);
  });
});
