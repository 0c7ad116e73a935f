import { describe, expect, it } from 'vitest';
import {
  applyGuards,
  authRequired,
  evOnly,
  type GuardResult,
  guardOrder,
  needsStation,
  registeredOnly,
} from '../../src/routes/guards';

const allowed: GuardResult = { allow: true };
const toMap: GuardResult = { allow: false, redirect: '/map' };

describe('authRequired', () => {
  it('allows a session', () => {
    expect(authRequired({ hasSession: true, currentPath: '/pay/pump', search: 'pid=1' })).toEqual(allowed);
  });

  it('without a session stays on the same location and clears the session', () => {
    expect(authRequired({ hasSession: false, currentPath: '/pay/pump', search: '?pid=1&auth=0' })).toEqual({
      allow: false,
      redirect: '/pay/pump?pid=1&auth=0',
      clearSession: true,
    });
  });

  it('redirects to the bare path when there is no query', () => {
    expect(authRequired({ hasSession: false, currentPath: '/map', search: '' })).toEqual({
      allow: false,
      redirect: '/map',
      clearSession: true,
    });
    expect(authRequired({ hasSession: false, currentPath: '/map', search: '?' })).toEqual({
      allow: false,
      redirect: '/map',
      clearSession: true,
    });
  });
});

describe('registeredOnly', () => {
  it('allows a registered user', () => {
    expect(registeredOnly({ isGuest: false, search: 'pid=1' })).toEqual(allowed);
  });

  it('sends a guest to /login with the query kept', () => {
    expect(registeredOnly({ isGuest: true, search: 'pid=1&partner=acme' })).toEqual({
      allow: false,
      redirect: '/login?pid=1&partner=acme',
    });
    expect(registeredOnly({ isGuest: true, search: '?pid=1' })).toEqual({ allow: false, redirect: '/login?pid=1' });
  });

  it('sends a guest to a bare /login without a query', () => {
    expect(registeredOnly({ isGuest: true, search: '' })).toEqual({ allow: false, redirect: '/login' });
    expect(registeredOnly({ isGuest: true, search: '?' })).toEqual({ allow: false, redirect: '/login' });
  });
});

describe('evOnly', () => {
  it('allows an account with EV charging enabled', () => {
    expect(evOnly({ evChargingEnabled: true })).toEqual(allowed);
  });

  it('sends other accounts to /map', () => {
    expect(evOnly({ evChargingEnabled: false })).toEqual(toMap);
  });
});

describe('needsStation', () => {
  describe.each(['pid', 'mtskid', 'longitude'])('identifies a station by %s', (key) => {
    it.each(['current', 'previous', 'saved'] as const)('allows it in the %s query', (where) => {
      const queries = { current: 'auth=0', previous: '', saved: '', [where]: `?partner=acme&${key}=42` };
      expect(needsStation(queries)).toEqual(allowed);
    });

    it('does not count an empty value', () => {
      expect(needsStation({ current: `${key}=`, previous: key, saved: `${key}=&x=1` })).toEqual(toMap);
    });
  });

  it('does not count latitude alone', () => {
    expect(needsStation({ current: 'latitude=51' })).toEqual(toMap);
  });

  it('goes to /map without a station in any query', () => {
    expect(needsStation({ current: 'partner=acme', previous: 'amount=20', saved: 'orderId=o-1' })).toEqual(toMap);
  });

  it('accepts absent previous and saved queries', () => {
    expect(needsStation({ current: '', previous: null, saved: null })).toEqual(toMap);
    expect(needsStation({ current: '', previous: undefined, saved: 'pid=1' })).toEqual(allowed);
  });

  const partners = { origins: ['https://partner.example'], allowLocalHttp: false };

  it('leaves the app for a URL callback when callback and hideRydMapLink are both given', () => {
    expect(
      needsStation({
        current: '',
        callback: 'https://partner.example/done?x=1',
        hideRydMapLink: 'true',
        callbackPolicy: partners,
      }),
    ).toEqual({ allow: false, redirect: 'https://partner.example/done?x=1', external: true });
  });

  it.each([
    'https://evil.example/done',
    'http://partner.example/done',
    'https://partner.example.evil.example/',
    'https://partner.example@evil.example/',
  ])('goes to /map, never to %s, which is no accepted partner', (callback) => {
    expect(needsStation({ current: '', callback, hideRydMapLink: 'true', callbackPolicy: partners })).toEqual(toMap);
  });

  it('accepts no partner when the deployment names none', () => {
    expect(needsStation({ current: '', callback: 'https://partner.example/done', hideRydMapLink: 'true' })).toEqual(
      toMap,
    );
  });

  it('leaves the app for sdkFinishUrl with the SDK callback', () => {
    expect(
      needsStation({
        current: '',
        callback: 'true',
        hideRydMapLink: '1',
        sdkFinishUrl: 'https://sdk.example/finish',
      }),
    ).toEqual({ allow: false, redirect: 'https://sdk.example/finish', external: true });
  });

  it('goes to /map with the SDK callback when there is no sdkFinishUrl', () => {
    expect(needsStation({ current: '', callback: 'true', hideRydMapLink: '1' })).toEqual(toMap);
    expect(needsStation({ current: '', callback: 'true', hideRydMapLink: '1', sdkFinishUrl: '' })).toEqual(toMap);
  });

  it.each(['javascript:alert(1)', '/relative', 'ftp://files.example', 'garbage'])(
    'goes to /map with the invalid callback %s',
    (callback) => {
      expect(
        needsStation({ current: '', callback, hideRydMapLink: 'true', sdkFinishUrl: 'https://sdk.example' }),
      ).toEqual(toMap);
    },
  );

  it.each([
    ['hideRydMapLink is missing', { callback: 'https://partner.example/done' }],
    ['hideRydMapLink is empty', { callback: 'https://partner.example/done', hideRydMapLink: '' }],
    ['hideRydMapLink is null', { callback: 'https://partner.example/done', hideRydMapLink: null }],
    ['callback is missing', { hideRydMapLink: 'true' }],
    ['callback is empty', { callback: '', hideRydMapLink: 'true' }],
    ['callback is null', { callback: null, hideRydMapLink: 'true' }],
  ])('goes to /map when %s', (_, params) => {
    expect(needsStation({ current: '', sdkFinishUrl: 'https://sdk.example', ...params })).toEqual(toMap);
  });

  it('prefers a station over the callback', () => {
    expect(
      needsStation({ current: 'pid=1', callback: 'https://partner.example/done', hideRydMapLink: 'true' }),
    ).toEqual(allowed);
  });
});

describe('guardOrder', () => {
  it('is auth, registered, ev, station', () => {
    expect(guardOrder).toEqual(['auth', 'registered', 'ev', 'station']);
  });
});

describe('applyGuards', () => {
  const refuse =
    (redirect: string): (() => GuardResult) =>
    () => ({ allow: false, redirect });

  it('allows when there are no guards', () => {
    expect(applyGuards({})).toEqual(allowed);
  });

  it('allows when every guard allows, running each once', () => {
    const calls: string[] = [];
    const pass = (name: string) => () => {
      calls.push(name);
      return allowed;
    };
    expect(
      applyGuards({ station: pass('station'), ev: pass('ev'), registered: pass('registered'), auth: pass('auth') }),
    ).toEqual(allowed);
    expect(calls).toEqual(['auth', 'registered', 'ev', 'station']);
  });

  it('returns the first refusal in guard order and runs no later guard', () => {
    const calls: string[] = [];
    const result = applyGuards({
      station: () => {
        calls.push('station');
        return { allow: false, redirect: 'https://partner.example', external: true };
      },
      ev: refuse('/map'),
      registered: () => {
        calls.push('registered');
        return refuse('/login')();
      },
    });
    expect(result).toEqual({ allow: false, redirect: '/login' });
    expect(calls).toEqual(['registered']);
  });

  it('lets auth refuse before the others', () => {
    expect(
      applyGuards({
        registered: refuse('/login'),
        auth: () => authRequired({ hasSession: false, currentPath: '/history', search: '' }),
      }),
    ).toEqual({ allow: false, redirect: '/history', clearSession: true });
  });

  it('reaches the station guard when the others allow', () => {
    expect(
      applyGuards({
        auth: () => authRequired({ hasSession: true, currentPath: '/pay', search: '' }),
        ev: () => evOnly({ evChargingEnabled: true }),
        station: () => needsStation({ current: '' }),
      }),
    ).toEqual(toMap);
  });
});
