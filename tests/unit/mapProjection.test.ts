import { describe, expect, it } from 'vitest';
import type { MapStation } from '../../src/api/schemas';
import { cellsOf, defaultCentre, defaultZoom } from '../../src/features/map/geo';
import { placeStations } from '../../src/features/map/MapPreview';
import { fromWorld, maxLatitude, toScreen, toWorld, viewBounds } from '../../src/features/map/projection';

const phone = { width: 390, height: 600 };
const berlin: [number, number] = [13.405, 52.52];

describe('the first view’s Web Mercator (512 px tiles, as both engines draw)', () => {
  it('puts the world on one 512 px square at zoom 0, twice as wide per zoom level', () => {
    expect(toWorld([0, 0], 0)).toEqual({ x: 256, y: 256 });
    const corner = toWorld([-180, maxLatitude], 0);
    expect(corner.x).toBe(0);
    expect(corner.y).toBeCloseTo(0, 3);
    expect(toWorld([180, -maxLatitude], 1).x).toBe(1024);
    expect(toWorld([180, -maxLatitude], 1).y).toBeCloseTo(1024, 3);
    // Past the poles' cut-off the map ends: a point there lies on the edge.
    expect(toWorld([0, 89.9], 0).y).toBeCloseTo(0, 3);
  });

  it('reads a place on the world back as the point it was', () => {
    for (const zoom of [0, 4.7, 12, 17.5]) {
      const { x, y } = toWorld(berlin, zoom);
      const [longitude, latitude] = fromWorld(x, y, zoom);
      expect(longitude).toBeCloseTo(berlin[0], 9);
      expect(latitude).toBeCloseTo(berlin[1], 9);
    }
  });

  it('puts the view’s centre in the middle, and a point east and north of it right and up', () => {
    const view = { centre: berlin, zoom: 12 };
    expect(toScreen(berlin, view, phone)).toEqual({ x: 195, y: 300 });
    const north = toScreen([13.405, 52.53], view, phone);
    const east = toScreen([13.415, 52.52], view, phone);
    expect(north.x).toBeCloseTo(195, 6);
    expect(north.y).toBeLessThan(300);
    expect(east.y).toBeCloseTo(300, 6);
    // 0.01° of longitude at zoom 12: 512 × 4096 / 36 000 px.
    expect(east.x - 195).toBeCloseTo((512 * 4096) / 36_000, 6);
  });

  it('gives the area of a view as the engines do: centred on its centre, its edges on the screen’s edges', () => {
    const view = { centre: berlin, zoom: 12 };
    const bounds = viewBounds(view, phone);
    expect((bounds.west + bounds.east) / 2).toBeCloseTo(berlin[0], 9);
    expect(bounds.east - bounds.west).toBeCloseTo((390 / (512 * 4096)) * 360, 9);
    expect(bounds.north).toBeGreaterThan(berlin[1]);
    expect(bounds.south).toBeLessThan(berlin[1]);
    expect(toScreen([bounds.west, bounds.north], view, phone).x).toBeCloseTo(0, 6);
    expect(toScreen([bounds.west, bounds.north], view, phone).y).toBeCloseTo(0, 6);
    expect(toScreen([bounds.east, bounds.south], view, phone).x).toBeCloseTo(390, 6);
    expect(toScreen([bounds.east, bounds.south], view, phone).y).toBeCloseTo(600, 6);
  });

  it('asks for the same stations as the engine would: Berlin’s two cells, nearest first; Germany at the default view', () => {
    // Berlin (52.52° N) lies just north of the cells’ edge at 52.5° N: the view reaches into the cell below.
    const cells = cellsOf(viewBounds({ centre: berlin, zoom: 12 }, phone));
    expect(cells?.map((cell) => cell.key)).toEqual(['42:10', '41:10']);
    const germany = viewBounds({ centre: defaultCentre, zoom: defaultZoom }, phone);
    expect(germany.west).toBeLessThan(6);
    expect(germany.east).toBeGreaterThan(13);
  });
});

const at = (id: string, longitude: number, latitude: number): MapStation => ({
  _id: id,
  name: id,
  location: { latitude, longitude },
  productOfferings: ['FUEL'],
});

describe('the first view’s stations', () => {
  const stations = [at('a', 13.405, 52.52), at('b', 13.4051, 52.5201), at('c', 13.5, 52.52), at('far', 11.57, 48.13)];

  it('shows each station of the view as itself from zoom 12, and leaves out those outside the view', () => {
    const placed = placeStations(stations, { centre: berlin, zoom: 12 }, phone);
    expect(placed.map((item) => (item.kind === 'station' ? item.station._id : item.kind))).toEqual(['a', 'b']);
    expect(placed[0]).toMatchObject({ x: 195, y: 300 });
  });

  it('draws close stations as one cluster below zoom 12, where the engine clusters too', () => {
    const placed = placeStations(stations, { centre: [13.45, 52.52], zoom: 9 }, phone);
    expect(
      placed.filter((item) => item.kind === 'cluster').map((item) => item.kind === 'cluster' && item.count),
    ).toEqual([2]);
    expect(
      placed.filter((item) => item.kind === 'station').map((item) => item.kind === 'station' && item.station._id),
    ).toEqual(['c']);
  });
});
