import type { Station } from '../api/schemas';

/** VAT included in consumer prices, by the station's country (standard rates). */
export const vatRates: Record<string, number> = {
  AT: 20,
  BE: 21,
  CH: 8.1,
  DE: 19,
  DK: 25,
  ES: 21,
  FR: 20,
  IT: 22,
  LU: 17,
  NL: 21,
  PL: 23,
  PT: 23,
};

/**
 * A station whose charging prices are given as OCPI gives them, excluding VAT with the country's rate: each
 * consumer price becomes its net price, rounded up to 6 decimals, so that VAT added back comes to the consumer
 * price again (to within a millionth, which a price shown or billed to cents never shows).
 */
export function withChargingVat(station: Station): Station {
  const vat = vatRates[station.location.address?.countryCode ?? ''];
  if (vat === undefined) return station;
  const net = (gross: number) => Math.ceil(Math.round((gross / (1 + vat / 100)) * 1e9) / 1e3) / 1e6;
  const products = station.products.map((product) =>
    product.facility !== 'CHARGER'
      ? product
      : {
          ...product,
          attributes: {
            ...product.attributes,
            availableItems: product.attributes.availableItems.map((item) => ({
              ...item,
              priceElements: item.priceElements?.map((element) => ({
                ...element,
                priceComponents: element.priceComponents.map((component) =>
                  component.vat === undefined ? { ...component, price: net(component.price), vat } : component,
                ),
              })),
            })),
          },
        },
  );
  return { ...station, products };
}
