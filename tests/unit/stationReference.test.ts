import { describe, expect, it } from 'vitest';
import { restartTarget } from '../../src/app/restart';
import { needsStation } from '../../src/routes/guards';
import { stationReference } from '../../src/url/query';

describe('what names the station of the pay area', () => {
  it('takes pid, then mtskid, then coordinates from the current query', () => {
    expect(stationReference(['pid=st-1&mtskid=m-1&longitude=13.4&latitude=52.5'])).toEqual({ by: 'pid', id: 'st-1' });
    expect(stationReference(['?mtskid=m-1&longitude=13.4&latitude=52.5'])).toEqual({ by: 'mtskid', id: 'm-1' });
    expect(stationReference(['longitude=13.4050&latitude=52.5200&auth=0'])).toEqual({
      by: 'coordinates',
      latitude: '52.5200',
      longitude: '13.4050',
    });
  });

  it('falls back to the previous, then the saved query, like the station guard', () => {
    expect(stationReference(['auth=0', 'pid=previous', 'pid=saved'])).toEqual({ by: 'pid', id: 'previous' });
    expect(stationReference(['auth=0', '', 'pid=saved&orderId=o-1'])).toEqual({ by: 'pid', id: 'saved' });
    expect(stationReference(['auth=0', null, undefined])).toBeUndefined();
    expect(stationReference(['pid=', 'pid=saved'])).toEqual({ by: 'pid', id: 'saved' });
  });

  it('names a station whenever the guard lets the pay area open, even with broken coordinates', () => {
    for (const search of ['longitude=abc', 'longitude=13.4', 'mtskid=%20', 'pid=x']) {
      expect(needsStation({ current: search }).allow).toBe(true);
      expect(stationReference([search])).toBeDefined();
    }
    expect(stationReference(['longitude=13.4'])).toEqual({ by: 'coordinates', latitude: '', longitude: '13.4' });
  });
});

describe('where a driver starts again after a failure', () => {
  it("goes to the station's pay area without the failed order, else to the map", () => {
    expect(restartTarget('pid=st-1&orderId=o-1&productId=p-1&amount=50&partner=acme&auth=0')).toEqual({
      href: '/pay?pid=st-1&partner=acme&auth=0',
      toStation: true,
      leavesApp: false,
    });
    expect(restartTarget('?auth=0&partner=acme')).toEqual({
      href: '/map?auth=0&partner=acme',
      toStation: false,
      leavesApp: false,
    });
    expect(restartTarget('pid=st-1', false)).toMatchObject({ href: '/map', toStation: false });
  });

  it('leaves for the embedding app when it asked to hide the map', () => {
    const search = `pid=st-1&callback=${encodeURIComponent('https://partner.example/done')}&hideRydMapLink=true`;
    expect(restartTarget(search, false)).toEqual({
      href: 'https://partner.example/done',
      toStation: false,
      leavesApp: true,
    });
  });
});
