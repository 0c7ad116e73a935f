import { describe, expect, it } from 'vitest';
import { rootTarget } from '../../src/routes/RootRedirect';

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
