/**
 * The offline base of the map: the countries of Natural Earth (110 m, the world atlas served with the app), read
 * once per page and shared by the first view (drawn without the engine) and the engine's offline style.
 */
import type { FeatureCollection, Geometry } from 'geojson';
import { useEffect, useState } from 'react';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-110m.json?url';

/** The world atlas's countries as the map reads them: a topology with a collection of countries. */
type CountriesTopology = Topology<{ countries: GeometryCollection }>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isCountriesTopology(value: unknown): value is CountriesTopology {
  return (
    isObject(value) &&
    value.type === 'Topology' &&
    isObject(value.objects) &&
    isObject(value.objects.countries) &&
    value.objects.countries.type === 'GeometryCollection'
  );
}

/** The offline base's colours, the same in the first view and in the engine's style. */
export const seaColour = '#cfe3ee';
export const landColour = '#f4f7f5';
export const borderColour = '#a9b8b1';

export type Countries = FeatureCollection<Geometry>;

let countries: Promise<Countries> | undefined;

/** The countries as GeoJSON, downloaded and converted once; a failed download is tried again on the next call. */
export function loadCountries(): Promise<Countries> {
  countries ??= Promise.all([
    import('topojson-client'),
    fetch(countriesUrl).then((response): Promise<unknown> => response.json()),
  ]).then(([{ feature }, topology]) => {
    if (!isCountriesTopology(topology)) throw new Error('The world atlas holds no countries.');
    const collection = feature(topology, topology.objects.countries);
    return { type: 'FeatureCollection', features: collection.features };
  });
  countries.catch(() => {
    countries = undefined;
  });
  return countries;
}

/** The countries once they are loaded (the first view draws the stations without them until then). */
export function useCountries(): Countries | undefined {
  const [loaded, setLoaded] = useState<Countries>();
  useEffect(() => {
    let active = true;
    loadCountries().then(
      (value) => active && setLoaded(value),
      // Without the shapes the first view shows the stations on the sea colour; the engine brings the land.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return loaded;
}
