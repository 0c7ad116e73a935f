import { useLingui } from '@lingui/react/macro';
import type { Product } from '../../api/schemas';
import { formatMoney } from '../../i18n/format';

const standardNames: Record<string, string> = {
  TYPE_1: 'Type 1',
  TYPE_2: 'Type 2',
  TYPE_3: 'Type 3',
  CCS: 'CCS',
  SCHUKO: 'Schuko',
  CHADEMO: 'CHAdeMO',
  TESLA: 'Tesla',
  OTHER: '',
};

/** Station name, connector standard, power in kW and the energy price of an EV port. */
export function EvPortLabel({ stationName, product }: { stationName: string; product: Product }) {
  const { t, i18n } = useLingui();
  const item = product.attributes.availableItems[0];
  const standard = standardNames[item?.details?.standard ?? 'OTHER'] || t`Other connector`;
  const power = item?.details?.power;
  const energy = item?.priceElements
    ?.flatMap((element) => element.priceComponents)
    .find((component) => component.type === 'ENERGY');
  const price = energy && item?.currency ? formatMoney(i18n.locale, energy.price, item.currency) : undefined;
  return (
    <span className="ev-port">
      <span className="ev-port__station">{stationName}</span>
      <strong>
        {standard}
        {power ? ` · ${power} kW` : ''}
      </strong>
      {price && <span>{t`${price} per kWh`}</span>}
    </span>
  );
}
