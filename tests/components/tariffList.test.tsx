import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TariffElementLike } from '../../machines/shared/tariff';
import { TariffList } from '../../src/flows/pay/evCharge/TariffList';
import { activateLocale, i18n } from '../../src/i18n/i18n';
import { ocpiExample } from '../ocpi';

/** Demo Munich Charging's tariff: energy, two hours free parking then per minute, a session fee, night minutes. */
const munich: TariffElementLike[] = [
  { priceComponents: [{ type: 'ENERGY', price: 0.59, unit: 'KWH' }] },
  { restrictions: { maxDuration: 120 }, priceComponents: [{ type: 'PARKING_TIME', price: 0, unit: 'MIN' }] },
  { priceComponents: [{ type: 'PARKING_TIME', price: 0.1, unit: 'MIN' }] },
  { priceComponents: [{ type: 'FLAT', price: 0.5, unit: 'COUNT' }] },
  {
    restrictions: { startTime: '22:00', endTime: '06:00' },
    priceComponents: [{ type: 'TIME', price: 0.02, unit: 'MIN' }],
  },
];

const show = (props: { elements?: TariffElementLike[]; now: string; sessionMinutes?: number; timeZone?: string }) =>
  render(
    <I18nProvider i18n={i18n}>
      <TariffList
        elements={props.elements ?? munich}
        currency="EUR"
        timeZone={props.timeZone ?? 'Europe/Berlin'}
        sessionMinutes={props.sessionMinutes ?? 0}
        now={new Date(props.now)}
      />
    </I18nProvider>,
  );

const line = (text: string) => screen.getAllByRole('listitem').find((item) => item.textContent?.includes(text))!;
const marked = (text: string) => within(line(text)).queryByText('applies now') !== null;

beforeAll(() => activateLocale('en'));

describe('the price list of a charger', () => {
  it('says each price with its unit and the night window in local time', () => {
    show({ now: '2026-11-22T12:00:00Z' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '€0.59 per kWh',
      '€0.02 per minute while charging (22:00–06:00 local time)',
      '€0.50 per charging session',
      'Parking: Free for the first 2 hours of the sessionapplies now',
      'After that €0.10 per minute parking',
    ]);
  });

  it("marks the night price by the station's clock: 23:30 there, not at 15:00", () => {
    show({ now: '2026-11-22T22:30:00Z' });
    expect(marked('22:00–06:00')).toBe(true);
    expect(line('22:00–06:00').className).toContain('tariff__line--active');
  });

  it('reads the window in the station zone, whatever the instant is elsewhere', () => {
    // 14:00 UTC is 23:00 in Tokyo and 15:00 in Munich.
    const tokyo = show({ now: '2026-11-22T14:00:00Z', timeZone: 'Asia/Tokyo' });
    expect(marked('22:00–06:00')).toBe(true);
    tokyo.unmount();
    show({ now: '2026-11-22T14:00:00Z' });
    expect(marked('22:00–06:00')).toBe(false);
    expect(line('22:00–06:00').className).not.toContain('tariff__line--active');
  });

  it('moves the mark from free parking to paid parking after the free two hours', () => {
    show({ now: '2026-11-22T12:00:00Z', sessionMinutes: 121 });
    expect(marked('Free for the first 2 hours of the session')).toBe(false);
    expect(marked('After that €0.10 per minute parking')).toBe(true);
  });

  it('gives free parking under an hour in minutes', () => {
    show({
      now: '2026-11-22T12:00:00Z',
      elements: [
        { restrictions: { maxDuration: 45 }, priceComponents: [{ type: 'PARKING_TIME', price: 0, unit: 'MIN' }] },
        { priceComponents: [{ type: 'PARKING_TIME', price: 3, unit: 'HOUR' }] },
      ],
    });
    expect(line('Parking').textContent).toContain('Parking: Free for the first 45 minutes of the session');
    expect(line('After that').textContent).toBe('After that €3.00 per hour parking');
  });
});

describe('every condition of an OCPI tariff, before the start (OCPI 2.2.1 examples)', () => {
  const list = (name: string, now = '2026-11-23T08:00:00Z') => {
    render(
      <I18nProvider i18n={i18n}>
        <TariffList elements={ocpiExample(name)} currency="EUR" timeZone="Europe/Berlin" now={new Date(now)} />
      </I18nProvider>,
    );
    return screen.getAllByRole('listitem').map((item) => item.textContent);
  };

  it('the complex tariff: days, currents, blocks and hours, prices with VAT, the AFIR order', () => {
    // Monday 09:00 in Berlin.
    expect(list('tariff_4_complex')).toEqual([
      '€1.20 per hour while charging (when charging below 32 A, billed in blocks of 15 min)',
      '€2.40 per hour while charging (on Mon–Fri, when charging at 32 A or more, billed in blocks of 10 min)',
      '€1.50 per hour while charging (on Sat, Sun, when charging at 32 A or more, billed in blocks of 10 min)',
      '€2.875 per charging session',
      '€5.50 per hour parking (on Mon–Fri, 09:00–18:00 local time, billed in blocks of 5 min)applies now',
      '€6.60 per hour parking (on Sat, 10:00–17:00 local time, billed in blocks of 5 min)',
    ]);
    expect(screen.getByText('Prices include VAT.')).toBeTruthy();
  });

  it('the first kWh and the first hour of the session free, then tiers; no VAT given', () => {
    expect(list('tariff_7_first_hour_kwh_free')).toEqual([
      '€0.00 per kWh (up to 1 kWh charged)applies now',
      '€0.20 per kWh (after the first 1 kWh)',
      'Parking: Free for the first hour of the sessionapplies now',
      'After that €2.00 per hour parking (after the first 1 hr of the session, in the first 3 hr of the session, billed in blocks of 1 min)',
      'After that €3.00 per hour parking (after the first 3 hr of the session, billed in blocks of 1 min)',
    ]);
    expect(screen.getByText('No VAT is added to these prices.')).toBeTruthy();
  });

  it('a minimum and a maximum price are said', () => {
    list('tariff_12_025kwh_min_price');
    expect(screen.getByText(/A session costs at least €0\.55\./)).toBeTruthy();
    cleanup();
    list('tariff_6_025kwh_start_max_price');
    expect(screen.getByText(/A session costs at most €11\.00\./)).toBeTruthy();
  });

  it('power tiers, and reservation prices apart from charging', () => {
    expect(list('tariffrestriction_example_max_power')).toEqual([
      '€0.24 per kWh (when charging below 16 kW)',
      '€0.42 per kWh (when charging below 32 kW)',
      '€0.60 per kWh',
    ]);
    cleanup();
    expect(list('tariff_17_reservation_with_expire_fee')).toEqual([
      '€0.275 per kWh',
      '€0.60 per charging session',
      'Reservation: €2.40 per hour (billed in blocks of 10 min)',
      'Unused reservation fee: €4.80',
    ]);
  });
});
