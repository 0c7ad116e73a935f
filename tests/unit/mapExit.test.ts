import { describe, expect, it } from 'vitest';
import { mapExitHref } from '../../src/flows/pay/MapLink';

describe('the way back to the map', () => {
  it('leaves to the callback when an embedding app hides our map', () => {
    const search = `pid=s-1&callback=${encodeURIComponent('https://partner.example/back?x=1')}&hideRydMapLink=true`;
    expect(mapExitHref(search)).toEqual({ href: 'https://partner.example/back?x=1', leavesApp: true });
  });

  it('falls back to the map when the callback is not a web address', () => {
    const search = `pid=s-1&callback=${encodeURIComponent('javascript:alert(1)')}&hideRydMapLink=true`;
    const exit = mapExitHref(search);
    expect(exit.leavesApp).toBe(false);
    const href = new URL(exit.href, 'https://app.example');
    expect(href.pathname).toBe('/map');
    expect(href.searchParams.has('pid')).toBe(false);
  });

  it('goes to the map, without the order keys, when the map is not hidden', () => {
    const callback = `callback=${encodeURIComponent('https://partner.example')}`;
    const exit = mapExitHref(`pid=s-1&orderId=o-1&amount=50&${callback}`);
    // The callback stays with the driver; the station and the order are left behind.
    expect(exit).toEqual({ href: `/map?${callback}`, leavesApp: false });
  });
});
