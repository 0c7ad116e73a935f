import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AvailableItem, Product } from '../../src/api/schemas';
import { EvPortLabel } from '../../src/flows/pay/evCharge/EvPortLabel';
import { activateLocale, i18n } from '../../src/i18n/i18n';
import { ocpiExample } from '../ocpi';

/** A CCS 50 kW port priced by one of OCPI 2.2.1's examples. */
const port = (example: string): Product => {
  const { elements, minPrice, maxPrice } = ocpiExample(example);
  return {
    _id: 'port-1',
    name: 'CCS 50 kW',
    facility: 'CHARGER',
    type: 'EV_CHARGE',
    attributes: {
      status: 'AVAILABLE',
      availableItems: [
        {
          itemCode: 'CCS_50',
          currency: 'EUR',
          details: { standard: 'CCS', power: 50 },
          // The examples' units are the platform's (KWH, HOUR, COUNT): tests/ocpi.ts.
          priceElements: elements as AvailableItem['priceElements'],
          ...(minPrice ? { minPrice } : {}),
          ...(maxPrice ? { maxPrice } : {}),
        },
      ],
    },
  } as Product;
};

const label = (example: string) =>
  render(
    <I18nProvider i18n={i18n}>
      <EvPortLabel stationName="Demo Munich Charging" product={port(example)} />
    </I18nProvider>,
  ).container.textContent;

beforeAll(() => activateLocale('en'));

describe("a charger's button says the price a driver pays", () => {
  it('per kWh, VAT included', () => {
    expect(label('tariff_8_simple_025kwh')).toBe('Demo Munich ChargingCCS · 50 kW€0.275 per kWh');
  });

  it('per hour for a tariff of charging time only, not "€0.00 per kWh"', () => {
    expect(label('tariff_1_simple_2hour')).toBe('Demo Munich ChargingCCS · 50 kW€2.20 per hour while charging');
  });

  it('the price after a free first kWh, not the free one', () => {
    expect(label('tariff_7_first_hour_kwh_free')).toBe('Demo Munich ChargingCCS · 50 kW€0.20 per kWh');
  });

  it('free charging as free', () => {
    expect(label('tariff_5_free_of_charge')).toBe('Demo Munich ChargingCCS · 50 kWFree charging');
  });
});
