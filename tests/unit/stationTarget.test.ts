import { describe, expect, it } from 'vitest';
import { payScreens, type StationFacts, stationTarget } from '../../src/flows/pay/flowScreens';
import { amazonReturnTarget } from '../../src/url/query';

const pump = {
  _id: 'pump-1',
  name: '1',
  facility: 'PUMP' as const,
  attributes: { status: 'AVAILABLE', automaticFlow: true, availableItems: [{ itemCode: 'DIESEL', price: 1.7 }] },
};
const ready: StationFacts = {
  errorCode: undefined,
  leavesForMap: false,
  stationId: 'st-1',
  opensGiftCardShop: false,
  station: { products: [pump] },
};

describe('stationTarget: where the pay area goes for its station', () => {
  it('leaves a right address alone, and says nothing before the station is found', () => {
    expect(stationTarget(ready, payScreens.pump, 'pid=st-1&auth=0')).toBeUndefined();
    expect(stationTarget({ ...ready, stationId: undefined, station: undefined }, payScreens.pump, 'mtskid=9')).toBe(
      undefined,
    );
  });

  it('sends a station that cannot be paid at to its error page, with the id that leads back to it', () => {
    const offline = stationTarget({ ...ready, errorCode: 'offline' }, payScreens.pump, 'mtskid=9&auth=0');
    expect(offline).toBe('/error?type=STATION_OFFLINE&mtskid=9&auth=0&pid=st-1');
    expect(stationTarget({ ...ready, errorCode: 'noPumps' }, payScreens.pump, 'pid=st-1')).toBe(
      '/error?type=NO_PUMPS&pid=st-1',
    );
    expect(stationTarget({ ...ready, errorCode: 'noPumps', leavesForMap: true }, payScreens.pump, 'pid=st-1')).toBe(
      '/map',
    );
    const nearby = { ...ready, errorCode: 'noStationNearby' as const, stationId: undefined, station: undefined };
    expect(stationTarget(nearby, payScreens.pump, 'latitude=1&longitude=2')).toBe(
      '/error?type=NO_STATION_FOUND_LAT_LON&latitude=1&longitude=2',
    );
  });

  it('keeps the screen and its query when it only adds the found station to the address', () => {
    expect(stationTarget(ready, payScreens.fuelSelection, 'mtskid=9&productId=pump-1')).toBe(
      `${payScreens.fuelSelection}?mtskid=9&productId=pump-1&pid=st-1`,
    );
  });

  it("opens a gift card station's shop instead of its pump list", () => {
    expect(stationTarget({ ...ready, opensGiftCardShop: true }, payScreens.pump, 'pid=st-1')).toBe(
      `${payScreens.giftCard}?pid=st-1`,
    );
  });

  it('sends a fuel or amount step whose pump or fuel the station does not offer back a step', () => {
    expect(stationTarget(ready, payScreens.fuelSelection, 'pid=st-1&productId=gone')).toBe(
      `${payScreens.pump}?pid=st-1`,
    );
    expect(stationTarget(ready, payScreens.amount, 'pid=st-1&productId=pump-1&fuelTypeId=LPG')).toBe(
      `${payScreens.fuelSelection}?pid=st-1&productId=pump-1`,
    );
    expect(stationTarget(ready, payScreens.amount, 'pid=st-1&productId=pump-1&fuelTypeId=DIESEL')).toBeUndefined();
    const closed = { ...pump, attributes: { ...pump.attributes, status: 'OUT_OF_ORDER' } };
    expect(
      stationTarget({ ...ready, station: { products: [closed] } }, payScreens.amount, 'pid=st-1&productId=pump-1'),
    ).toBe(`${payScreens.pump}?pid=st-1`);
  });
});

describe("amazonReturnTarget: where Amazon's return leads", () => {
  it('goes back to the summary the driver left, without the return keys', () => {
    expect(amazonReturnTarget('returnPath=%2Fpay%2Fwash%2Fsummary&pid=st-1&amazonCheckoutSessionId=abc')).toBe(
      '/pay/wash/summary?pid=st-1&amazonCheckoutSessionId=abc',
    );
  });

  it('never leaves the pay area for a return path of another origin', () => {
    expect(amazonReturnTarget('returnPath=https%3A%2F%2Fevil.example%2Fpay&pid=st-1')).toBe(
      '/pay?returnPath=https%3A%2F%2Fevil.example%2Fpay&pid=st-1',
    );
    expect(amazonReturnTarget('returnPath=%2F%2Fevil.example')).toBe('/map?returnPath=%2F%2Fevil.example');
  });
});
