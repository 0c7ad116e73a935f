import { beforeEach, describe, expect, it } from 'vitest';
import type { Api } from '../../src/api';
import { seedUsers } from '../../src/sandbox/seed';
import { loggedIn, refusalStatus, resetSandbox } from '../sandboxServer';

const golf = 'thing-demo-golf';
const commutes = ['trip-commute-1', 'trip-commute-2', 'trip-commute-3'];
const dayMs = 24 * 3_600_000;

/** The window the merge screen asks for around a trip: its day, one day either side. */
async function windowAround(api: Api, tripId: string) {
  const trip = await api.history.get(tripId);
  const start = Date.parse(trip.dateTime ?? '');
  const day = start - (start % dayMs);
  return { from: new Date(day - dayMs).toISOString(), to: new Date(day + 2 * dayMs - 1).toISOString() };
}

describe('the sandbox trips: merge list, merge and split', () => {
  beforeEach(() => resetSandbox());

  it("lists the vehicle's trips of a period, newest first, without the trips already merged", async () => {
    const api = await loggedIn();
    const window = await windowAround(api, 'trip-commute-2');
    const list = await api.history.listTripsForMerge({ ...window, vehicleId: golf });
    const ids = list.items.map((trip) => trip._id);
    expect(ids).toEqual(expect.arrayContaining(commutes));
    expect(list.items.every((trip) => trip.type === 'TRIP' && trip.vehicleId === golf)).toBe(true);
    const dates = list.items.map((trip) => trip.dateTime ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list).toMatchObject({ page: 1, limit: 40, total: list.items.length });
    expect(list.items.some((trip) => 'userId' in trip || 'mergedInto' in trip)).toBe(false);

    // The Leipzig return, merged from two trips, lists once: the merged trip, not its parts.
    const leipzig = await api.history.listTripsForMerge({
      ...(await windowAround(api, 'trip-leipzig-back')),
      vehicleId: golf,
    });
    const leipzigIds = leipzig.items.map((trip) => trip._id);
    expect(leipzigIds).toContain('trip-leipzig-back');
    expect(leipzigIds).not.toContain('trip-leipzig-back-1');
    expect(leipzigIds).not.toContain('trip-leipzig-back-2');

    // Another vehicle drove none of them.
    const van = await api.history.listTripsForMerge({ ...window, vehicleId: 'thing-demo-van' });
    expect(van.items).toEqual([]);
  });

  it('merges three trips into one: distance summed, score weighted by distance, first start, last end', async () => {
    const api = await loggedIn();
    const parts = await Promise.all(commutes.map((id) => api.history.get(id)));
    const merged = await api.history.mergeTrips([commutes[2], commutes[0], commutes[1]] as string[], golf);
    const distance = parts.reduce((sum, trip) => sum + (trip.distanceM ?? 0), 0);
    const weighted = parts.reduce((sum, trip) => sum + (trip.drivingScore ?? 0) * (trip.distanceM ?? 0), 0) / distance;
    expect(merged).toMatchObject({
      type: 'TRIP',
      vehicleId: golf,
      isResultOfMerge: true,
      mergedFrom: commutes,
      distanceM: 11_800,
      drivingScore: Math.round(weighted),
      dateTime: parts[0]?.dateTime,
      endDateTime: parts[2]?.endDateTime,
      startAddress: parts[0]?.startAddress,
      endAddress: parts[2]?.endAddress,
      startLocation: parts[0]?.startLocation,
      endLocation: parts[2]?.endLocation,
    });
    expect(distance).toBe(11_800);
    expect(await api.history.get(merged._id)).toEqual(merged);

    const list = await api.history.listTripsForMerge({ ...(await windowAround(api, merged._id)), vehicleId: golf });
    const ids = list.items.map((trip) => trip._id);
    expect(ids).toContain(merged._id);
    for (const id of commutes) expect(ids).not.toContain(id);
  });

  it('refuses a merge of fewer than two trips, of another vehicle, of trips merged already or not the driver’s', async () => {
    const api = await loggedIn();
    expect(await refusalStatus(api.history.mergeTrips(['trip-commute-1'], golf))).toBe(422);
    expect(await refusalStatus(api.history.mergeTrips(['trip-commute-1', 'trip-commute-1'], golf))).toBe(422);
    expect(await refusalStatus(api.history.mergeTrips(commutes, 'thing-demo-van'))).toBe(422);
    expect(await refusalStatus(api.history.mergeTrips(['trip-commute-1', 'trip-nothing'], golf))).toBe(404);
    expect(await refusalStatus(api.history.mergeTrips(['trip-commute-1', 'cost-parking'], golf))).toBe(404);
    expect(await refusalStatus(api.history.mergeTrips(['trip-commute-1', 'trip-leipzig-back-1'], golf))).toBe(409);

    await api.history.mergeTrips(['trip-commute-1', 'trip-commute-2'], golf);
    // A second device still showing the three trips: one of them is merged by now.
    expect(await refusalStatus(api.history.mergeTrips(commutes, golf))).toBe(409);

    const other = await loggedIn(seedUsers.jonas.email);
    expect(await refusalStatus(other.history.mergeTrips(['trip-gym', 'trip-home'], golf))).toBe(404);
  });

  it('splits a merged trip again: its trips are back, the merged one is gone', async () => {
    const api = await loggedIn();
    const merged = await api.history.mergeTrips(commutes, golf);
    await api.history.unmergeTrip(merged._id);
    expect(await refusalStatus(api.history.get(merged._id))).toBe(404);
    const list = await api.history.listTripsForMerge({
      ...(await windowAround(api, 'trip-commute-1')),
      vehicleId: golf,
    });
    expect(list.items.map((trip) => trip._id)).toEqual(expect.arrayContaining(commutes));
    // Merged again, the same trips make the same trip.
    expect(await api.history.mergeTrips(commutes, golf)).toMatchObject({ distanceM: 11_800, mergedFrom: commutes });

    // The seeded merged trip splits too.
    await api.history.unmergeTrip('trip-leipzig-back');
    const leipzig = await api.history.listTripsForMerge({
      ...(await windowAround(api, 'trip-leipzig-back-1')),
      vehicleId: golf,
    });
    expect(leipzig.items.map((trip) => trip._id)).toEqual(
      expect.arrayContaining(['trip-leipzig-back-1', 'trip-leipzig-back-2']),
    );
  });

  it('refuses to split a trip that was never merged, or one that is not there', async () => {
    const api = await loggedIn();
    expect(await refusalStatus(api.history.unmergeTrip('trip-gym'))).toBe(422);
    expect(await refusalStatus(api.history.unmergeTrip('trip-nothing'))).toBe(404);
    const other = await loggedIn(seedUsers.jonas.email);
    expect(await refusalStatus(other.history.unmergeTrip('trip-leipzig-back'))).toBe(404);
  });

  it('refuses a merge list without a valid period', async () => {
    const api = await loggedIn();
    expect(
      await refusalStatus(api.history.listTripsForMerge({ from: 'yesterday', to: 'today', vehicleId: golf })),
    ).toBe(400);
    expect(
      await refusalStatus(
        api.history.listTripsForMerge({ from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z', vehicleId: golf }),
      ),
    ).toBe(400);
  });
});
