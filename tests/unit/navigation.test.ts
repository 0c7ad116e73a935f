import { describe, expect, it } from 'vitest';
import { carriedHref } from '../../src/shell/navigation';

const berlin = 'pid=st-1&partner=acme';

describe('an in-app link keeps the query', () => {
  it('carries the station and the partner to login, registration and back', () => {
    expect(carriedHref('/login', { location: '/pay/pump', search: `${berlin}&auth=0` })).toBe(
      `/login?${berlin}&auth=0`,
    );
    expect(carriedHref('/pay', { location: '/login', search: `${berlin}&auth=0` })).toBe(`/pay?${berlin}&auth=0`);
  });

  it("puts the link's own parameters first and keeps the carried ones it does not set", () => {
    expect(carriedHref('/info?type=terms', { location: '/pay/pump', search: `${berlin}&type=x` })).toBe(
      '/info?type=terms&pid=st-1&partner=acme&auth=0',
    );
  });

  it('keeps only partner coming off /register (SPEC section 2)', () => {
    expect(carriedHref('/login', { location: '/register', search: `${berlin}&auth=0` })).toBe(
      '/login?partner=acme&auth=0',
    );
  });

  it('keeps only what the map keeps on a link to the map', () => {
    expect(carriedHref('/map', { location: '/landing', search: `${berlin}&orderId=o-1` })).toBe(
      '/map?partner=acme&auth=0',
    );
  });

  it("keeps an accepted partner's callback and drops a stranger's", () => {
    const partner = `callback=${encodeURIComponent('https://partner.example/back')}&hideRydMapLink=1`;
    expect(carriedHref('/login', { location: '/pay/pump', search: `pid=st-1&${partner}` })).toBe(
      `/login?pid=st-1&${partner}&auth=0`,
    );
    const stranger = `callback=${encodeURIComponent('https://evil.example/steal')}&hideRydMapLink=1`;
    expect(carriedHref('/login', { location: '/pay/pump', search: `pid=st-1&${stranger}` })).toBe(
      '/login?pid=st-1&auth=0',
    );
  });
});
