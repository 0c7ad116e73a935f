import { describe, expect, it } from 'vitest';
import { createApi } from '../../src/api';
import { allStations, findStationByLegacyId, fixtureIds, legacyIdOf } from '../../src/sandbox/stations';

async function guestApi() {
  const guest = await createApi({ getToken: () => undefined, getLocale: () => 'en' }).auth.registerGuest();
  return createApi({ getToken: () => guest.auth_token, getLocale: () => 'en' });
}

describe('the sandbox table of legacy station identifiers', () => {
  it('gives every station its own stable legacy id, documented for the fixtures', () => {
    const ids = allStations().map((station) => legacyIdOf(station._id));
    expect(new Set(ids).size).toBe(allStations().length);
    expect(ids.some((id, i) => id === allStations()[i]?._id)).toBe(false);
    expect(legacyIdOf(fixtureIds.berlin)).toBe('e51d0c4a-0000-4000-a000-000000000001');
    expect(legacyIdOf(fixtureIds.warsaw)).toBe('e51d0c4a-0000-4000-a000-000000000008');
    expect(findStationByLegacyId('e51d0c4a-0000-4000-a000-000000000002')?.name).toBe('Demo Munich Charging');
  });

  it('answers GET v4/pois/{mtskid} with the station under its own id, and 404 for an unknown one', async () => {
    const api = await guestApi();
    const station = await api.stations.getPoi('e51d0c4a-0000-4000-a000-000000000001');
    expect(station._id).toBe(fixtureIds.berlin);
    expect(station.name).toBe('Demo Berlin Mitte');
    await expect(api.stations.getPoi('e51d0c4a-0000-4000-a000-0000000000ff')).rejects.toMatchObject({ status: 404 });
  });
});

describe('the station lookup by coordinates', () => {
  it('finds Demo Berlin Mitte at its coordinates, fuel and EV stations each once, and nothing at sea', async () => {
    const api = await guestApi();
    const atBerlin = await api.stations.lookupStations({ latitude: 52.52, longitude: 13.405 });
    expect(atBerlin.map((station) => station._id)).toContain(fixtureIds.berlin);
    expect(new Set(atBerlin.map((station) => station._id)).size).toBe(atBerlin.length);
    const atMunich = await api.stations.lookupStations({ latitude: 48.1371, longitude: 11.5754 });
    expect(atMunich.map((station) => station._id)).toContain(fixtureIds.munich);
    expect(await api.stations.lookupStations({ latitude: 54.5, longitude: 3 })).toEqual([]);
  });
});
