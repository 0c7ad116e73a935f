import { describe, expect, it } from 'vitest';
import { restartTarget } from '../../src/app/restart';
import { finishExit } from '../../src/flows/pay/kit/finishAction';
import { mapExitHref } from '../../src/flows/pay/MapLink';

const partners = { origins: ['https://partner.example'], allowLocalHttp: false };
const sdkFinishUrl = 'https://sdk.example/finish';
const callback = (url: string) => `callback=${encodeURIComponent(url)}`;

describe('OK at the end of a flow (receipt, cancel page)', () => {
  const data = { amount: 20, price: 1.799, total: 35.98, stationId: 'st-1' };

  it("hands the payment data to an accepted partner and names the partner's host", () => {
    const exit = finishExit(`pid=st-1&${callback('https://partner.example/done?x=1')}`, data, partners, sdkFinishUrl);
    expect(exit.kind).toBe('partner');
    if (exit.kind !== 'partner') return;
    expect(exit.host).toBe('partner.example');
    const url = new URL(exit.href);
    expect(url.origin).toBe('https://partner.example');
    expect(url.searchParams.get('total')).toBe('35.98');
  });

  it('never leaves for a callback of no accepted partner: the map, without the callback', () => {
    const search = `pid=st-1&orderId=o-1&${callback('https://evil.example/steal')}&hideRydMapLink=1&partner=acme`;
    expect(finishExit(search, data, partners, sdkFinishUrl)).toEqual({ kind: 'map', href: '/map?partner=acme' });
  });

  it('hands the payment data to the SDK with callback=true', () => {
    const exit = finishExit('callback=true', data, partners, sdkFinishUrl);
    expect(exit.kind === 'sdk' && new URL(exit.href).searchParams.get('paymentData')).toBe(JSON.stringify(data));
  });

  it('refuses a callback that is not a web address', () => {
    expect(finishExit(callback('javascript:alert(1)'), data, partners, sdkFinishUrl)).toEqual({ kind: 'invalid' });
  });

  it('goes to the map without a callback', () => {
    expect(finishExit('pid=st-1&orderId=o-1', data, partners, sdkFinishUrl)).toEqual({ kind: 'map', href: '/map' });
  });
});

describe('the map links and the error pages with hideRydMapLink', () => {
  const evil = `${callback('https://evil.example/steal')}&hideRydMapLink=true`;

  it('leave for an accepted partner only', () => {
    expect(mapExitHref(`pid=s-1&${callback('https://partner.example/back')}&hideRydMapLink=true`, partners)).toEqual({
      href: 'https://partner.example/back',
      leavesApp: true,
    });
    expect(mapExitHref(`pid=s-1&${evil}&partner=acme`, partners)).toEqual({
      href: '/map?partner=acme',
      leavesApp: false,
    });
  });

  it("take the error page's way back to the map, not to a stranger", () => {
    // The sandbox build accepts its own origin and its demo partner, nothing else.
    expect(restartTarget(`${evil}&partner=acme`, false)).toEqual({
      href: '/map?partner=acme',
      toStation: false,
      leavesApp: false,
    });
  });
});
