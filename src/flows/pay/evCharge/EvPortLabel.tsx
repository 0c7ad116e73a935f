import { useLingui } from '@lingui/react/macro';
import { isRestricted, type TariffLine, tariffLines, tariffOfItem } from '../../../../machines/shared/tariff';
import type { AvailableItem, Product } from '../../../api/schemas';
import { unitPrice } from './unitPrice';

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

/**
 * The price a port's button shows: the energy price (the fallback element's, where several apply at different
 * times); a tariff without one shows its charging-time price, else its session fee, else that it is free.
 */
function headlinePrice(item: AvailableItem | undefined): TariffLine | 'FREE' | undefined {
  const lines = tariffLines(tariffOfItem(item)).filter((line) => !line.reservation);
  if (lines.length === 0) return undefined;
  for (const type of ['ENERGY', 'TIME', 'FLAT'] as const) {
    const ofType = lines.filter((line) => line.type === type && line.price > 0);
    const fallback = ofType.find((line) => !isRestricted(line));
    const line = fallback ?? ofType[0];
    if (line) return line;
  }
  return lines.some((line) => line.price > 0) ? undefined : 'FREE';
}

/** Station name, connector standard, power in kW and the headline price of an EV port. */
export function EvPortLabel({ stationName, product }: { stationName: string; product: Product }) {
  const { t, i18n } = useLingui();
  const item = product.attributes.availableItems[0];
  const standard = standardNames[item?.details?.standard ?? 'OTHER'] || t`Other connector`;
  const power = item?.details?.power;
  const headline = headlinePrice(item);
  const price =
    headline && headline !== 'FREE' && item?.currency ? unitPrice(i18n.locale, headline, item.currency) : undefined;
  const perHour = headline !== 'FREE' && headline?.unit !== 'MIN';
  const priceText = (() => {
    if (headline === 'FREE') return t`Free charging`;
    if (!price || !headline) return undefined;
    switch (headline.type) {
      case 'ENERGY':
        return t`${price} per kWh`;
      case 'TIME':
        return perHour ? t`${price} per hour while charging` : t`${price} per minute while charging`;
      default:
        return t`${price} per charging session`;
    }
  })();
  return (
    <span className="ev-port">
      <span className="ev-port__station">{stationName}</span>
      <strong>
        {standard}
        {power ? ` · ${power} kW` : ''}
      </strong>
      {priceText && <span>{priceText}</span>}
    </span>
  );
}
