import { describe, expect, it } from 'vitest';
import {
  callbackUrl,
  carryQuery,
  hasQueryValue,
  isAllowedCallback,
  mapLinkQuery,
  parseCallback,
  parsePartnerOrigins,
  rootRedirect,
  safeRedirectTarget,
  withAuthParam,
  withoutCallback,
  withoutRefusedCallback,
} from '../../src/url/query';

const origin = 'https://app.example';

/** SPEC section 9, "Query keys stripped from the map link": order data and the payment-return keys. */
const mapLinkStrippedKeys = [
  'orderId',
  'orderType',
  'amount',
  'fuelTypeId',
  'productId',
  'type',
  'isWash',
  'currency',
  'registration',
  'resultIndicator',
  'sessionVersion',
  'nonce',
  'phoneNumber',
  'provider',
  'method',
  'sca_feedback',
  'paymentId',
  'errorDescription',
  'amazonCheckoutSessionId',
  'amazonIsCancel',
  'whitelist',
  'state',
];

describe('hasQueryValue', () => {
  it('is true for a key with a non-empty value', () => {
    expect(hasQueryValue('?a=1&pid=42', 'pid')).toBe(true);
  });

  it('is false for an absent key, an empty value or a bare key', () => {
    expect(hasQueryValue('a=1', 'pid')).toBe(false);
    expect(hasQueryValue('pid=', 'pid')).toBe(false);
    expect(hasQueryValue('pid', 'pid')).toBe(false);
    expect(hasQueryValue('', 'pid')).toBe(false);
  });

  it('compares decoded keys and values', () => {
    expect(hasQueryValue('p%69d=1', 'pid')).toBe(true);
    expect(hasQueryValue('pid=%20', 'pid')).toBe(true);
    expect(hasQueryValue('pid=%E0%A4%A', 'pid')).toBe(true);
  });

  it('does not match a key that only starts with the name', () => {
    expect(hasQueryValue('pidx=1', 'pid')).toBe(false);
  });
});

describe('withAuthParam', () => {
  it('adds auth=0 to an empty query', () => {
    expect(withAuthParam('')).toBe('auth=0');
    expect(withAuthParam('?')).toBe('auth=0');
  });

  it('appends auth=0 after the existing parameters when auth is missing', () => {
    expect(withAuthParam('pid=1&amount=20')).toBe('pid=1&amount=20&auth=0');
  });

  it('accepts a leading ? and returns the query without it', () => {
    expect(withAuthParam('?pid=1')).toBe('pid=1&auth=0');
  });

  it('keeps auth=0 and does not add a second one', () => {
    expect(withAuthParam('auth=0&pid=1')).toBe('auth=0&pid=1');
  });

  it('keeps any other auth value as it is', () => {
    expect(withAuthParam('?pid=1&auth=1')).toBe('pid=1&auth=1');
    expect(withAuthParam('auth=')).toBe('auth=');
    expect(withAuthParam('auth')).toBe('auth');
  });

  it('preserves order and original encoding of the other parameters', () => {
    expect(withAuthParam('b=2&a=x%20y&c=a+b&callback=https%3A%2F%2Fx.example')).toBe(
      'b=2&a=x%20y&c=a+b&callback=https%3A%2F%2Fx.example&auth=0',
    );
  });

  it('drops empty segments', () => {
    expect(withAuthParam('a=1&&b=2&')).toBe('a=1&b=2&auth=0');
  });

  it('does not take a key that only contains auth for auth', () => {
    expect(withAuthParam('author=x')).toBe('author=x&auth=0');
  });
});

describe('carryQuery', () => {
  it('carries the previous query over when the new route has none', () => {
    expect(carryQuery({ previousSearch: 'pid=1&amount=20', nextSearch: '', previousPath: '/pay/pump' })).toBe(
      'pid=1&amount=20&auth=0',
    );
  });

  it('treats a bare ? as no query', () => {
    expect(carryQuery({ previousSearch: '?pid=1', nextSearch: '?', previousPath: '/pay' })).toBe('pid=1&auth=0');
  });

  it('does not carry the previous query when the new route has one', () => {
    expect(carryQuery({ previousSearch: 'pid=1&amount=20', nextSearch: '?type=payment', previousPath: '/pay' })).toBe(
      'type=payment&auth=0',
    );
  });

  it('keeps the auth value of the query it uses', () => {
    expect(carryQuery({ previousSearch: 'pid=1&auth=1', nextSearch: '', previousPath: '/map' })).toBe('pid=1&auth=1');
    expect(carryQuery({ previousSearch: 'auth=0', nextSearch: 'auth=1', previousPath: '/map' })).toBe('auth=1');
  });

  it('gives auth=0 when neither route has a query', () => {
    expect(carryQuery({ previousSearch: '', nextSearch: '', previousPath: '/map' })).toBe('auth=0');
  });

  it.each(['/register', '/register/mail', '/register/', '/register?x=1'])(
    'drops everything but partner coming off %s',
    (previousPath) => {
      expect(
        carryQuery({
          previousSearch: 'email=a%40b.example&partner=acme&pid=1&auth=1',
          nextSearch: '',
          previousPath,
        }),
      ).toBe('partner=acme&auth=0');
    },
  );

  it('carries nothing but auth=0 off /register without partner', () => {
    expect(carryQuery({ previousSearch: 'email=a%40b.example&pid=1', nextSearch: '', previousPath: '/register' })).toBe(
      'auth=0',
    );
  });

  it('uses the new query as it is when leaving /register with one', () => {
    expect(
      carryQuery({ previousSearch: 'partner=acme&pid=1', nextSearch: 'pid=2', previousPath: '/register/mail' }),
    ).toBe('pid=2&auth=0');
  });

  it.each(['/registered', '/registerX', '/login', '/profile/register', '/'])(
    'carries the whole query off %s',
    (previousPath) => {
      expect(carryQuery({ previousSearch: 'partner=acme&pid=1', nextSearch: '', previousPath })).toBe(
        'partner=acme&pid=1&auth=0',
      );
    },
  );
});

describe('mapLinkQuery', () => {
  it.each([...mapLinkStrippedKeys])('strips %s', (key) => {
    expect(mapLinkQuery(`partner=acme&${key}=v&landscape=true`)).toBe('partner=acme&landscape=true');
  });

  it.each(['latitude', 'longitude', 'pid'])('drops %s when returning to /map', (key) => {
    expect(mapLinkQuery(`?${key}=1&partner=acme`)).toBe('partner=acme');
  });

  it('strips every listed key at once and keeps the rest in order and encoding', () => {
    const stripped = [...mapLinkStrippedKeys, 'latitude', 'longitude', 'pid'].map((key) => `${key}=x`);
    const kept = ['partner=acme', 'callback=https%3A%2F%2Fx.example', 'hideRydMapLink=1', 'auth=0'];
    const interleaved = stripped.flatMap((entry, index) => (index < kept.length ? [kept[index], entry] : [entry]));
    expect(mapLinkQuery(interleaved.join('&'))).toBe(kept.join('&'));
  });

  it('strips repeated, bare and encoded keys', () => {
    expect(mapLinkQuery('orderId=1&orderId=2&state&order%49d=3&a=1')).toBe('a=1');
  });

  it('keeps keys that only resemble a stripped one', () => {
    expect(mapLinkQuery('orderIds=1&States=2&mtskid=3')).toBe('orderIds=1&States=2&mtskid=3');
  });

  it('gives an empty query when nothing is left', () => {
    expect(mapLinkQuery('pid=1&latitude=2&longitude=3')).toBe('');
    expect(mapLinkQuery('')).toBe('');
  });
});

/** A deployment that accepts one partner, and its own origin on this machine (as the sandbox does). */
const partners = { origins: ['https://partner.example', 'http://localhost:4173'], allowLocalHttp: true };

describe('parseCallback', () => {
  it.each([null, undefined, ''])('is undefined for %j', (value) => {
    expect(parseCallback(value, partners)).toBeUndefined();
  });

  it('reads true as the SDK callback', () => {
    expect(parseCallback('true', partners)).toEqual({ kind: 'sdk' });
  });

  it.each(['https://partner.example/done?x=1', 'http://localhost:4173/cb'])('reads %s as a partner URL', (value) => {
    const target = parseCallback(value, partners);
    expect(target?.kind).toBe('url');
    expect(target?.kind === 'url' && target.url.href).toBe(new URL(value).href);
  });

  it.each([
    'https://evil.example/done',
    'http://localhost:3000/cb',
    'https://partner.example.evil.example/',
    'https://partner.example@evil.example/',
  ])('refuses %s, a web address of no accepted partner', (value) => {
    expect(parseCallback(value, partners)?.kind).toBe('refused');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://files.example/x',
    'mailto:a@b.example',
    '/relative/path',
    '//evil.example',
    'partner.example/done',
    'not a url',
    'http://',
    'True',
    'false',
  ])('reads %s as invalid', (value) => {
    expect(parseCallback(value, partners)).toEqual({ kind: 'invalid' });
  });
});

describe('isAllowedCallback', () => {
  const allowed = (value: string, policy = partners) => isAllowedCallback(new URL(value), policy);

  it('accepts an accepted partner on any path, with its own query and hash', () => {
    expect(allowed('https://partner.example/back/to/app?session=1#done')).toBe(true);
    expect(allowed('https://PARTNER.example:443/')).toBe(true);
  });

  it('matches the exact origin: no other host, port or scheme', () => {
    expect(allowed('https://evil.example/')).toBe(false);
    expect(allowed('https://sub.partner.example/')).toBe(false);
    expect(allowed('https://partner.example.evil.example/')).toBe(false);
    expect(allowed('https://partner.example:8443/')).toBe(false);
    expect(allowed('http://partner.example/')).toBe(false);
    expect(allowed('https://xn--partner-9ya.example/')).toBe(false);
  });

  it('refuses a user name or password in the address', () => {
    expect(allowed('https://partner.example@evil.example/')).toBe(false);
    expect(allowed('https://user:secret@partner.example/')).toBe(false);
  });

  it('accepts plain http only on this machine and only when the deployment allows it', () => {
    expect(allowed('http://localhost:4173/landing')).toBe(true);
    expect(allowed('http://localhost:4173/landing', { ...partners, allowLocalHttp: false })).toBe(false);
    const onAnotherHost = { origins: ['http://intranet.example'], allowLocalHttp: true };
    expect(allowed('http://intranet.example/', onAnotherHost)).toBe(false);
  });

  it('accepts nothing when the deployment names no partner', () => {
    expect(allowed('https://partner.example/', { origins: [], allowLocalHttp: false })).toBe(false);
  });
});

describe('parsePartnerOrigins', () => {
  it('reads a comma-separated list down to origins', () => {
    expect(parsePartnerOrigins(' https://a.example/path , https://B.example:8443,,http://localhost:3000/ ')).toEqual([
      'https://a.example',
      'https://b.example:8443',
      'http://localhost:3000',
    ]);
  });

  it('drops entries that are not URLs', () => {
    expect(parsePartnerOrigins('partner.example,javascript:alert(1),https://ok.example')).toEqual([
      'https://ok.example',
    ]);
    expect(parsePartnerOrigins(undefined)).toEqual([]);
    expect(parsePartnerOrigins('')).toEqual([]);
  });
});

describe('withoutRefusedCallback', () => {
  const evil = `callback=${encodeURIComponent('https://evil.example/x')}`;
  const good = `callback=${encodeURIComponent('https://partner.example/x')}`;

  it('drops a callback of no accepted partner with its hideRydMapLink', () => {
    expect(withoutRefusedCallback(`pid=1&${evil}&hideRydMapLink=true&partner=acme`, partners)).toBe(
      'pid=1&partner=acme',
    );
  });

  it("keeps an accepted partner's callback and the encoding of everything", () => {
    expect(withoutRefusedCallback(`pid=1&${good}&hideRydMapLink=true`, partners)).toBe(
      `pid=1&${good}&hideRydMapLink=true`,
    );
  });

  it('drops every callback when one of them is refused', () => {
    expect(withoutRefusedCallback(`${good}&${evil}&a=1`, partners)).toBe('a=1');
  });
});

describe('withoutCallback', () => {
  it('drops callback and hideRydMapLink, and nothing else', () => {
    expect(withoutCallback('?pid=1&callback=true&hideRydMapLink=1&a=x%20y')).toBe('pid=1&a=x%20y');
  });
});

describe('callbackUrl', () => {
  const target = new URL('https://partner.example/done?session=abc#end');

  it('adds every defined field and keeps the existing parameters and hash', () => {
    const url = new URL(callbackUrl(target, { amount: 20, price: '1.799', total: 35.98, stationId: 'st-1' }));
    expect(url.origin + url.pathname).toBe('https://partner.example/done');
    expect([...url.searchParams]).toEqual([
      ['session', 'abc'],
      ['amount', '20'],
      ['price', '1.799'],
      ['total', '35.98'],
      ['stationId', 'st-1'],
    ]);
    expect(url.hash).toBe('#end');
  });

  it('adds only the defined fields', () => {
    const url = new URL(callbackUrl(target, { total: 0 }));
    expect([...url.searchParams]).toEqual([
      ['session', 'abc'],
      ['total', '0'],
    ]);
  });

  it('returns the target unchanged when no field is defined', () => {
    expect(callbackUrl(target, {})).toBe(target.href);
  });

  it('replaces a parameter of the same name', () => {
    const url = new URL(callbackUrl(new URL('https://partner.example/?amount=1&a=2'), { amount: 5 }));
    expect([...url.searchParams]).toEqual([
      ['amount', '5'],
      ['a', '2'],
    ]);
  });

  it('encodes the values and does not modify the target', () => {
    const before = target.href;
    const url = new URL(callbackUrl(target, { stationId: 'a&b=c' }));
    expect(url.searchParams.get('stationId')).toBe('a&b=c');
    expect(target.href).toBe(before);
  });
});

describe('safeRedirectTarget', () => {
  it('accepts an encoded path of this app with its query and hash', () => {
    expect(safeRedirectTarget(encodeURIComponent('/pay/prepay/summary?pid=1&orderId=o-1#top'), origin)).toBe(
      '/pay/prepay/summary?pid=1&orderId=o-1#top',
    );
  });

  it('accepts a path that is not encoded', () => {
    expect(safeRedirectTarget('/pay/pump', origin)).toBe('/pay/pump');
  });

  it('normalizes the path like the browser would', () => {
    expect(safeRedirectTarget('/pay/../map', origin)).toBe('/map');
  });

  it('accepts the path /%2F%2Fevil once decoded: it stays on this origin', () => {
    expect(safeRedirectTarget(encodeURIComponent('/%2F%2Fevil'), origin)).toBe('/%2F%2Fevil');
  });

  it('accepts an origin given with a path', () => {
    expect(safeRedirectTarget('/map', `${origin}/some/page`)).toBe('/map');
  });

  it.each([
    ['an absolute URL', 'https://evil.example'],
    ['an encoded absolute URL', encodeURIComponent('https://evil.example/pay')],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash host', '/\\evil.example'],
    ['an encoded backslash host', '%2F%5Cevil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,x'],
    ['an encoded protocol-relative URL', '%2F%2Fevil.example'],
    ['/%2F%2Fevil, which decodes to ///evil', '/%2F%2Fevil'],
    ['a tab before //', '\t//evil'],
    ['an encoded tab before //', '%09//evil'],
    ['a tab inside //', '/%09/evil.example'],
    ['a newline inside //', '/%0A/evil.example'],
    ['a DEL character', '/pay%7F'],
    ['a leading space', ' /pay'],
    ['an encoded leading space', '%20/pay'],
    ['a leading newline', '\n/pay'],
    ['a scheme in the path', '/https://evil.example'],
    ['a relative path', 'pay/pump'],
    ['a query only', '?pid=1'],
    ['an empty value', ''],
    ['a malformed escape', '%E0%A4%A'],
    ['a lone percent sign', '/pay%'],
    ['a dot segment before //', '/.//evil.example'],
    ['an encoded dot segment before //', '%2F.%2F%2Fevil.example'],
    ['a percent-encoded dot before //', '/%252e//evil.example'],
    ['two dot segments before //', '/a/..//evil.example/pay'],
    ['a dot segment before a backslash', '/./\\evil.example'],
    ['a dot segment before an encoded backslash', '/.%2F%5Cevil.example'],
    ['a dot segment before /\\', '/.//\\evil.example'],
    ['dot segments after a path before //', '/pay/.././/evil.example'],
  ])('rejects %s', (_, value) => {
    expect(safeRedirectTarget(value, origin)).toBeUndefined();
  });

  it('rejects everything when the origin is not a URL', () => {
    expect(safeRedirectTarget('/map', 'not an origin')).toBeUndefined();
  });
});

describe('rootRedirect', () => {
  const feedback = (target: string) => `sca_feedback=${encodeURIComponent(target)}`;

  it('goes to the decoded sca_feedback target with the remaining query', () => {
    expect(rootRedirect(`?${feedback('/pay/prepay/summary')}&pid=1&orderId=o-1`, origin)).toBe(
      '/pay/prepay/summary?pid=1&orderId=o-1',
    );
  });

  it("merges the remaining query after the target's own, the target's parameters winning", () => {
    expect(rootRedirect(`pid=2&auth=0&${feedback('/pay/postpay/summary?pid=1&orderType=POSTPAY')}&x=y`, origin)).toBe(
      '/pay/postpay/summary?pid=1&orderType=POSTPAY&auth=0&x=y',
    );
  });

  it('keeps the hash of the target after the merged query', () => {
    expect(rootRedirect(`${feedback('/pay/finish?pid=1#receipt')}&orderId=o-1`, origin)).toBe(
      '/pay/finish?pid=1&orderId=o-1#receipt',
    );
  });

  it('puts the remaining query before the hash of a target without a query', () => {
    expect(rootRedirect(`${feedback('/pay/finish#receipt')}&pid=1`, origin)).toBe('/pay/finish?pid=1#receipt');
  });

  it('goes to the bare target when nothing else is in the query', () => {
    expect(rootRedirect(feedback('/profile/payments'), origin)).toBe('/profile/payments');
  });

  it('drops every sca_feedback from the remaining query', () => {
    expect(rootRedirect(`${feedback('/pay')}&sca_feedback=%2Fother&a=1`, origin)).toBe('/pay?a=1');
  });

  it('keeps the encoding of the remaining parameters', () => {
    expect(rootRedirect(`${feedback('/pay')}&callback=https%3A%2F%2Fx.example%2F`, origin)).toBe(
      '/pay?callback=https%3A%2F%2Fx.example%2F',
    );
  });

  it.each([
    'https%3A%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '%2F%5Cevil.example',
    'javascript%3Aalert(1)',
    '%E0%A4%A',
  ])('sends the unsafe target %s to /map with the map query', (value) => {
    expect(rootRedirect(`sca_feedback=${value}&pid=1&orderId=o-1&partner=acme`, origin)).toBe('/map?partner=acme');
  });

  it.each(['/.//evil.example', '/./\\evil.example', '/pay/../..//evil.example/x?y=1'])(
    'sends %s, which would leave the origin once normalised, to /map',
    (target) => {
      expect(rootRedirect(`${feedback(target)}&partner=acme`, origin)).toBe('/map?partner=acme');
    },
  );

  it('drops a callback of no accepted partner planted in the target or the remaining query', () => {
    const evil = encodeURIComponent('https://evil.example/steal');
    const planted = feedback(`/pay/finish?orderId=o-1&callback=${evil}&hideRydMapLink=1`);
    expect(rootRedirect(`${planted}&pid=1`, origin, partners)).toBe('/pay/finish?orderId=o-1&pid=1');
    expect(rootRedirect(`${feedback('/pay/finish')}&callback=${evil}&pid=1`, origin, partners)).toBe(
      '/pay/finish?pid=1',
    );
    const good = encodeURIComponent('https://partner.example/back');
    expect(rootRedirect(`${feedback('/pay/finish')}&callback=${good}&pid=1`, origin, partners)).toBe(
      `/pay/finish?callback=${good}&pid=1`,
    );
  });

  it('sends an unsafe target to a bare /map when nothing is left', () => {
    expect(rootRedirect('sca_feedback=%2F%2Fevil.example', origin)).toBe('/map');
  });

  it('ignores an empty sca_feedback', () => {
    expect(rootRedirect('sca_feedback=&partner=acme', origin)).toBe('/map?partner=acme');
    expect(rootRedirect('sca_feedback=&pid=1', origin)).toBe('/pay?sca_feedback=&pid=1');
  });

  it('goes to /pay with the whole query when there is a pid', () => {
    expect(rootRedirect('?pid=1&amount=20&partner=acme', origin)).toBe('/pay?pid=1&amount=20&partner=acme');
  });

  it('does not count an empty pid', () => {
    expect(rootRedirect('pid=&partner=acme', origin)).toBe('/map?partner=acme');
  });

  it('goes to /map keeping the query without the map-stripped keys', () => {
    expect(rootRedirect('?latitude=51&longitude=9&orderId=o-1&partner=acme&auth=0', origin)).toBe(
      '/map?partner=acme&auth=0',
    );
  });

  it('goes to a bare /map without a query', () => {
    expect(rootRedirect('', origin)).toBe('/map');
    expect(rootRedirect('?', origin)).toBe('/map');
    expect(rootRedirect('latitude=51&longitude=9', origin)).toBe('/map');
  });
});
