import { HttpResponse, http } from 'msw';
import type { Station } from '../../api/schemas';
import {
  allStations,
  findStation,
  findStationByLegacyId,
  isFixture,
  loadWorld,
  olderPriceAgeMs,
  priceUpdatedAt,
  shopProductsOf,
  stationsNear,
  toMapStation,
} from '../stations';
import type { SandboxData } from '../store';
import { authenticate, fail, type SandboxContext } from './context';

const maxRadiusM = 100_000;

/** A station as the platform reports it now, with scenarios applied. */
export function liveStation(data: SandboxData, id: string): Station | undefined {
  const station = findStation(id);
  if (!station) return undefined;
  return data.settings.scenarios.includes('station-offline') ? { ...station, status: 'OFFLINE' } : station;
}

export function stationHandlers(ctx: SandboxContext) {
  const base = ctx.hosts.platformUrl;
  return [
    // A legacy identifier (`mtskid`) is answered with the station it stands for, under the station's own id.
    http.get(`${base}/v4/pois/:id`, async ({ request, params }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      const id = String(params.id);
      if (!isFixture(id)) await loadWorld();
      const station = liveStation(ctx.store.data, (findStation(id) ?? findStationByLegacyId(id))?._id ?? id);
      return station ? HttpResponse.json(station) : fail(404, 'Poi not found', [404]);
    }),

    http.get(`${base}/v4/pois/`, async ({ request }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      const query = new URL(request.url).searchParams;
      const lat = Number(query.get('lat'));
      const lon = Number(query.get('lon'));
      const radiusM = Number(query.get('radiusM'));
      if (![lat, lon, radiusM].every(Number.isFinite) || Math.abs(lat) > 90 || Math.abs(lon) > 180 || radiusM <= 0) {
        return fail(400, 'lat, lon and radiusM are required numbers', [400]);
      }
      if (radiusM > maxRadiusM) return fail(400, 'API dont support more than 100km radius', [400]);
      const onlyPayable = query.get('isRydPay') === 'true';
      const showEv = query.get('showEvPois') === 'true';
      const showOlder = query.get('showOlderPrices') === 'true';
      await loadWorld();
      const now = ctx.now();
      const offline = ctx.store.data.settings.scenarios.includes('station-offline');
      const found = stationsNear(lat, lon, radiusM)
        .filter((station) => !offline || station.products.length === 0)
        .map(toMapStation)
        .filter((station) => !onlyPayable || station.isRydPay)
        .map((station) => {
          if (!station.fuelPrices) return station;
          const updatedAt = priceUpdatedAt(station._id, now);
          const fresh = now - Date.parse(updatedAt) < olderPriceAgeMs;
          // Without showOlderPrices, prices older than olderPriceAgeMs are left out of map answers.
          return {
            ...station,
            fuelPrices: showOlder || fresh ? station.fuelPrices.map((price) => ({ ...price, updatedAt })) : [],
          };
        });
      const isEvOnly = (station: (typeof found)[number]) =>
        station.productOfferings.includes('EV') && !station.productOfferings.includes('FUEL');
      return HttpResponse.json({
        GAS_STATION: found.filter((station) => !isEvOnly(station)),
        EV_STATIONS: showEv ? found.filter((station) => station.productOfferings.includes('EV')) : [],
      });
    }),

    // The station's shop: what its vending machines sell (gift cards, shop products), not its pumps or washes.
    http.get(`${base}/v4/shops/:id`, async ({ request, params }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      const id = String(params.id);
      if (!isFixture(id)) await loadWorld();
      const station = liveStation(ctx.store.data, id);
      if (!station?.vendingMachines?.length) return fail(404, 'Shop not found', [404]);
      const { _id, name, location, vendingMachines } = station;
      return HttpResponse.json({ _id, name, location, products: shopProductsOf(_id), vendingMachines });
    }),

    http.get(`${base}/v4/places`, async ({ request }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      const types = new URL(request.url).searchParams.getAll('vendingMachinesTypes[]');
      await loadWorld();
      const places = allStations()
        .filter((station) =>
          station.vendingMachines?.some((machine) => !types.length || types.includes(machine.type ?? '')),
        )
        .map(({ _id, name, location, vendingMachines = [] }) => ({ _id, name, location, vendingMachines }));
      return HttpResponse.json(places);
    }),
  ];
}
