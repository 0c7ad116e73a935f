import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createApi } from '../../src/api';
import type { MapStation } from '../../src/api/schemas';
import { StationList } from '../../src/features/map/StationList';
import { StationSheet } from '../../src/features/map/StationSheet';
import { activateLocale, i18n } from '../../src/i18n/i18n';
import { fixtureIds } from '../../src/sandbox/stations';

/** Stations around Demo Berlin Mitte and Demo Munich Charging, as the sandbox platform answers GET v4/pois. */
let berlinArea: MapStation[];
let munichArea: MapStation[];

beforeAll(async () => {
  await activateLocale('en');
  let token: string | undefined;
  const api = createApi({ getToken: () => token, getLocale: () => 'en' });
  token = (await api.auth.registerGuest()).auth_token;
  const near = async (lat: number, lon: number) => {
    const result = await api.stations.searchPois({ lat, lon, radiusM: 20_000, isRydPay: true, showEvPois: true });
    return [...result.GAS_STATION, ...result.EV_STATIONS];
  };
  berlinArea = await near(52.52, 13.405);
  munichArea = await near(48.1371, 11.5754);
});

const withApp = (ui: React.ReactNode) =>
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={memoryLocation({ path: '/map' }).hook}>{ui}</Router>
    </I18nProvider>,
  );

describe('the nearest-stations list', () => {
  it('lists the loaded stations by distance from the user and opens the chosen one', () => {
    const onSelect = vi.fn();
    withApp(<StationList stations={berlinArea} origin={{ latitude: 52.52, longitude: 13.405 }} onSelect={onSelect} />);
    const items = within(screen.getByRole('list', { name: 'Nearest stations' })).getAllByRole('button');
    expect(items.length).toBeGreaterThan(1);
    expect(items[0]?.textContent).toContain('Demo Berlin Mitte');
    expect(items[0]?.textContent).toContain('0 km');
    const distances = items.map((item) => Number(/([\d.]+) km/.exec(item.textContent ?? '')?.[1]));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    fireEvent.click(items[0]!);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ _id: fixtureIds.berlin }));
  });

  it('says so when nothing matches', () => {
    withApp(<StationList stations={[]} origin={{ latitude: 52.52, longitude: 13.405 }} onSelect={() => {}} />);
    expect(screen.getByText(/No stations here with these filters/)).toBeTruthy();
  });
});

describe('the station sheet', () => {
  it('shows the fuel prices and leads to paying with the map-only keys dropped', () => {
    const berlin = berlinArea.find((station) => station._id === fixtureIds.berlin)!;
    withApp(
      <StationSheet
        station={berlin}
        search="latitude=52.5&longitude=13.4&pid=old&orderId=o-1&partner=acme"
        onClose={() => {}}
      />,
    );
    const sheet = screen.getByRole('dialog', { name: 'Demo Berlin Mitte' });
    expect(within(sheet).getByText('Unter den Linden 1, 10117 Berlin')).toBeTruthy();
    expect(within(sheet).getByText('Super E5')).toBeTruthy();
    expect(within(sheet).getByText('Car wash')).toBeTruthy();
    const pay = within(sheet).getByRole('link', { name: 'Pay here' }).getAttribute('href') ?? '';
    const query = new URLSearchParams(pay.split('?')[1]);
    expect(pay.startsWith('/pay?')).toBe(true);
    expect(query.get('pid')).toBe(fixtureIds.berlin);
    expect(query.get('partner')).toBe('acme');
    expect(query.has('latitude')).toBe(false);
    expect(query.has('orderId')).toBe(false);
  });

  it('lists the chargers of an EV station with power and price', () => {
    const munich = munichArea.find((station) => station._id === fixtureIds.munich)!;
    withApp(<StationSheet station={munich} search="" onClose={() => {}} />);
    const sheet = screen.getByRole('dialog', { name: 'Demo Munich Charging' });
    expect(within(sheet).getByText(/CCS · 150 kW · €0\.59\/kWh/)).toBeTruthy();
  });
});
