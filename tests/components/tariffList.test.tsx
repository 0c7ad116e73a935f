import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TariffElementLike } from '../../machines/shared/tariff';
import { TariffList } from '../../src/flows/pay/charging/TariffList';
import { activateLocale, i18n } from '../../src/i18n/i18n';

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
      '€0.02 per minute while charging 22:00–06:00 local time',
      '€0.50 per charging session',
      'Parking: Free for the first 2 hoursapplies now',
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
    expect(marked('Free for the first 2 hours')).toBe(false);
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
    expect(line('Parking').textContent).toContain('Parking: Free for the first 45 minutes');
    expect(line('After that').textContent).toBe('After that €3.00 per hour parking');
  });
});
