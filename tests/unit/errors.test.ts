import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectIsGuest, selectNotice } from '../../machines/session';
import { ApiError, createApi, type FailedCall } from '../../src/api';
import { consoleLog, createErrorHandler, repeatWindowMs } from '../../src/app/errors';
import { createServices } from '../../src/app/services';
import { config } from '../../src/config';
import { sandbox, server } from '../sandboxServer';

const platform = config.platformUrl;

function handler() {
  let time = 0;
  const log = vi.fn();
  const errors = createErrorHandler({ log, now: () => time });
  return { errors, log, advance: (ms: number) => (time += ms) };
}

const httpError = (status: number, errorDescription?: string, silent = false) =>
  new ApiError({ kind: 'http', path: '/v4/order/o-1', status, errorDescription, silent });

describe('the global error handler', () => {
  it('keeps the platform description of a failed call in the UI error state and tells its readers', () => {
    const { errors } = handler();
    const listener = vi.fn();
    errors.uiError.subscribe(listener);
    errors.report(httpError(402, 'Payment declined'), 'platform');
    expect(errors.uiError.getSnapshot()).toMatchObject({ description: 'Payment declined', status: 402 });
    expect(listener).toHaveBeenCalledTimes(1);
    const first = errors.uiError.getSnapshot()?.id;
    errors.report(httpError(409, 'Product is not available'), 'platform');
    expect(errors.uiError.getSnapshot()).toMatchObject({ description: 'Product is not available' });
    expect(errors.uiError.getSnapshot()?.id).not.toBe(first);
    errors.uiError.clear();
    expect(errors.uiError.getSnapshot()).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('does not report silent errors (login failures, cancelled requests), and reports everything else', () => {
    const { errors, log } = handler();
    errors.report(httpError(401, 'Username and/or password are wrong', true), 'platform');
    errors.report(new ApiError({ kind: 'cancelled', path: '/v4/order/o-1' }), 'platform');
    expect(log).not.toHaveBeenCalled();
    const crash = new TypeError('x is undefined');
    errors.report(crash, 'render');
    errors.report(httpError(500), 'platform');
    expect(log.mock.calls).toEqual([
      ['render', crash],
      ['platform', httpError(500)],
    ]);
  });

  it('writes the platform’s refusals to the console as information, and only faults as errors', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      for (const status of [400, 402, 404, 409, 422, 429]) consoleLog('platform', httpError(status, 'Refused'));
      expect(error).not.toHaveBeenCalled();
      expect(info).toHaveBeenCalledTimes(6);
      expect(info).toHaveBeenCalledWith('[forecourt:platform] 404 /v4/order/o-1: Refused');
      consoleLog('platform', httpError(500, 'Bad gateway'));
      consoleLog('platform', httpError(408));
      consoleLog('platform', new ApiError({ kind: 'network', path: '/v4/order/o-1' }));
      consoleLog('render', new TypeError('x is undefined'));
      expect(error).toHaveBeenCalledTimes(4);
    } finally {
      error.mockRestore();
      info.mockRestore();
    }
  });

  it('reports a failure that keeps repeating (a poll on a bad connection) once per window, not every tick', () => {
    const { errors, log, advance } = handler();
    const missedTick = () => new ApiError({ kind: 'network', path: '/v4/order/o-1' });
    for (let tick = 0; tick < 20; tick++) {
      errors.report(missedTick(), 'platform');
      advance(2_500);
    }
    expect(log).toHaveBeenCalledTimes(1);
    errors.report(new ApiError({ kind: 'network', path: '/v4/pois/st-1' }), 'platform');
    expect(log).toHaveBeenCalledTimes(2);
    advance(repeatWindowMs);
    errors.report(missedTick(), 'platform');
    expect(log).toHaveBeenCalledTimes(3);
  });

  it("hears the window's uncaught errors and unhandled rejections, and quiets cancelled requests", () => {
    const { errors, log } = handler();
    const window = new EventTarget();
    const stop = errors.listen(window);
    const crash = new Error('boom');
    window.dispatchEvent(Object.assign(new Event('error'), { error: crash }));
    const rejected = new Error('nobody awaited me');
    window.dispatchEvent(Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason: rejected }));
    const cancelled = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
      reason: new ApiError({ kind: 'cancelled', path: '/x' }),
    });
    window.dispatchEvent(cancelled);
    expect(cancelled.defaultPrevented).toBe(true);
    expect(log.mock.calls).toEqual([
      ['window', crash],
      ['promise', rejected],
    ]);
    stop();
    window.dispatchEvent(Object.assign(new Event('error'), { error: new Error('after stop') }));
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe('the platform client hook', () => {
  it('hands every failed call to the context with its host and token, silent ones included', async () => {
    const calls: [ApiError, FailedCall][] = [];
    const guest = await createApi({ getToken: () => undefined, getLocale: () => 'en' }).auth.registerGuest();
    const token = guest.auth_token;
    const api = createApi({ getToken: () => token, getLocale: () => 'en', onError: (e, c) => calls.push([e, c]) });
    await api.stations.getPoi('nope').catch(() => undefined);
    await api.auth.loginLocal({ email: 'demo@forecourt.test', password: 'wrong' }).catch(() => undefined);
    expect(calls.map(([error, call]) => [error.status, error.silent, call])).toEqual([
      [404, false, { host: 'platform', token }],
      [401, true, { host: 'platform', token }],
    ]);
    expect(calls[0]?.[0].errorDescription).toBe('Poi not found');
  });

  it('hands over answers that do not match their schema', async () => {
    server.use(http.get(`${platform}/v4/pois/:id`, () => HttpResponse.json({ nothing: true })));
    const onError = vi.fn();
    const api = createApi({ getToken: () => undefined, getLocale: () => 'en', onError });
    await expect(api.stations.getPoi('st-1')).rejects.toMatchObject({ kind: 'schema' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'schema' }), { host: 'platform' });
  });

  it('puts the description of a failed call into the UI error state through the app services', async () => {
    const services = createServices(memoryStorage(), quiet());
    await services.api.stations.getPoi('nope').catch(() => undefined);
    expect(services.errors.uiError.getSnapshot()?.description).toBe('Unauthorized');
  });
});

describe('a session the platform ends', () => {
  async function loggedIn() {
    const storage = memoryStorage();
    const services = createServices(storage, quiet());
    const answer = await services.api.auth.loginLocal({ email: 'demo@forecourt.test', password: 'Forecourt-demo-1' });
    const auth = { token: answer.auth_token, userId: answer._id, expiry: Date.now() + 3_600_000, registered: true };
    const session = createActor(services.session, { input: { storedAuth: auth, now: Date.now() } }).start();
    await waitFor(session, (s) => s.matches('ready'));
    return { services, session, token: answer.auth_token };
  }

  it('continues as guest with the session-timed-out notice when a call answers 401', async () => {
    const { services, session, token } = await loggedIn();
    expect(selectIsGuest(session.getSnapshot())).toBe(false);
    sandbox.context.store.update((data) => {
      delete data.tokens[token];
    });
    await expect(services.api.users.getPreferences()).rejects.toMatchObject({ status: 401 });
    expect(selectNotice(session.getSnapshot())).toBe('sessionTimedOut');
    await waitFor(session, (s) => s.matches('ready'));
    expect(selectIsGuest(session.getSnapshot())).toBe(true);
    session.stop();
  });

  it('ignores a 401 that answers a call made with an earlier token', async () => {
    const services = createServices(memoryStorage(), quiet());
    const session = createActor(services.session, { input: { storedAuth: null, now: Date.now() } }).start();
    await waitFor(session, (s) => s.matches('ready'));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(
        `${platform}/v4/users/preferences`,
        async () => {
          await held;
          return HttpResponse.json({ errorDescription: 'Unauthorized', errorCodes: [101] }, { status: 401 });
        },
        { once: true },
      ),
    );
    const stale = services.api.users.getPreferences().catch(() => undefined);
    const answer = await services.api.auth.loginLocal({ email: 'demo@forecourt.test', password: 'Forecourt-demo-1' });
    session.send({
      type: 'user.loggedIn',
      auth: { token: answer.auth_token, userId: answer._id, expiry: Date.now() + 3_600_000 },
    });
    await waitFor(session, (s) => s.matches('ready') && !selectIsGuest(s));
    release();
    await stale;
    expect(session.getSnapshot().value).toEqual({ ready: 'current' });
    expect(selectIsGuest(session.getSnapshot())).toBe(false);
    expect(selectNotice(session.getSnapshot())).toBeUndefined();
    session.stop();
  });
});

const quiet = () => createErrorHandler({ log: () => {} });

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}
