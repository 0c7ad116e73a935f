import { describe, expect, it, vi } from 'vitest';
import { resolveRootEntry, rootTarget } from '../../src/routes/RootRedirect';

const origin = 'https://app.example';
const feedback = (target: string) => `sca_feedback=${encodeURIComponent(target)}`;

describe('rootTarget: where / leads, in one step', () => {
  it('takes a QR code’s link straight to the pump list, with auth=0, where rootRedirect says /pay', () => {
    expect(rootTarget('?pid=1&amount=20&partner=acme', origin)).toBe('/pay/pump?pid=1&amount=20&partner=acme&auth=0');
    expect(rootTarget('pid=1&auth=1', origin)).toBe('/pay/pump?pid=1&auth=1');
    // An empty sca_feedback does not count: the station's pumps, the parameter kept.
    expect(rootTarget('sca_feedback=&pid=1', origin)).toBe('/pay/pump?sca_feedback=&pid=1&auth=0');
    // A return to /pay itself ends where /pay would have sent it.
    expect(rootTarget(`${feedback('/pay')}&a=1`, origin)).toBe('/pay/pump?a=1&auth=0');
  });

  it('leaves every other target as rootRedirect gives it', () => {
    expect(rootTarget(`${feedback('/pay/finish?pid=1#receipt')}&orderId=o-1`, origin)).toBe(
      '/pay/finish?pid=1&orderId=o-1#receipt',
    );
    expect(rootTarget('partner=acme', origin)).toBe('/map?partner=acme');
    expect(rootTarget('', origin)).toBe('/map');
  });
});

describe('resolveRootEntry: a page opened on / starts on its target', () => {
  const open = (pathname: string, search: string) => {
    const replaceState = vi.fn();
    const history = { state: { kept: true }, replaceState } as unknown as History;
    resolveRootEntry({ pathname, search, origin } as Location, history);
    return replaceState;
  };

  it('replaces / with where it leads before the app draws, keeping the history entry', () => {
    expect(open('/', '?pid=1')).toHaveBeenCalledWith({ kept: true }, '', '/pay/pump?pid=1&auth=0');
    expect(open('/', '')).toHaveBeenCalledWith({ kept: true }, '', '/map');
  });

  it('leaves every other address alone', () => {
    expect(open('/pay/pump', '?pid=1')).not.toHaveBeenCalled();
    expect(open('/map', '')).not.toHaveBeenCalled();
  });
});
