/**
 * OCPI 2.2.1 tariffs in the platform's form (SPEC.md section 3, "EV available item"): camelCase names, durations
 * in minutes, prices of time per hour (unit HOUR), energy per kWh, fees per count.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PriceComponentLike, TariffElementLike, TariffLike } from '../machines/shared/tariff';

interface OcpiPrice {
  excl_vat: number;
  incl_vat?: number;
}
export interface OcpiTariff {
  id: string;
  currency: string;
  min_price?: OcpiPrice;
  max_price?: OcpiPrice;
  elements: {
    price_components: { type: PriceComponentLike['type']; price: number; vat?: number; step_size: number }[];
    restrictions?: Record<string, unknown>;
  }[];
}

const units: Record<PriceComponentLike['type'], string> = {
  ENERGY: 'KWH',
  TIME: 'HOUR',
  PARKING_TIME: 'HOUR',
  FLAT: 'COUNT',
};

const camel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const bound = (price: OcpiPrice | undefined) =>
  price && { exclVat: price.excl_vat, ...(price.incl_vat !== undefined ? { inclVat: price.incl_vat } : {}) };

export function fromOcpi(tariff: OcpiTariff): TariffLike & { currency: string } {
  const elements = tariff.elements.map(
    (element): TariffElementLike => ({
      ...(element.restrictions
        ? {
            restrictions: Object.fromEntries(
              Object.entries(element.restrictions).map(([key, value]) => [
                camel(key),
                key === 'min_duration' || key === 'max_duration' ? (value as number) / 60 : value,
              ]),
            ),
          }
        : {}),
      priceComponents: element.price_components.map((component) => ({
        type: component.type,
        price: component.price,
        unit: units[component.type],
        ...(component.type !== 'FLAT' ? { stepSize: component.step_size } : {}),
        ...(component.vat !== undefined ? { vat: component.vat } : {}),
      })),
    }),
  );
  const min = bound(tariff.min_price);
  const max = bound(tariff.max_price);
  return { currency: tariff.currency, elements, ...(min ? { minPrice: min } : {}), ...(max ? { maxPrice: max } : {}) };
}

/** One of OCPI 2.2.1's examples (tests/fixtures/ocpi-2.2.1), in the platform's form. */
export const ocpiExample = (name: string) =>
  fromOcpi(JSON.parse(readFileSync(resolve('tests/fixtures/ocpi-2.2.1', `${name}.json`), 'utf8')) as OcpiTariff);
