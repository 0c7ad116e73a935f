import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { formatMoney } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { PumpBadge } from '../../../ui/PumpBadge';
import { payPath } from '../../../url/query';
import { payScreens } from '../flowScreens';
import { usePrepayPump } from '../kit/useProduct';
import { HintDialog } from './HintDialog';
import { RunningOrders } from './RunningOrders';

/** Fuel types of the chosen pump; the price shows only at stations whose pumps have no display. */
export function FuelSelectionScreen() {
  const { i18n } = useLingui();
  const search = useSearch();
  const [, navigate] = useLocation();
  const { station, product } = usePrepayPump();
  const [hydrogenTarget, setHydrogenTarget] = useState<string>();
  // A pump the station does not offer now: the address goes back to the pump list (StationUrl).
  if (!station || !product) return null;
  const showPrice = station.features?.pumpsWithoutDisplay === true;
  const pumpName = product.name;
  return (
    <section>
      <RunningOrders station={station} />
      <PumpBadge name={pumpName} />
      <h2>
        <Trans>Choose your fuel</Trans>
      </h2>
      <ul className="stack choice-list">
        {product.attributes.availableItems.map((item) => (
          <li key={item.itemCode}>
            <Button
              variant="secondary"
              className="button--block choice-button"
              onPress={() => {
                const target = payPath(payScreens.amount, search, { fuelTypeId: item.itemCode });
                // Hydrogen needs the legal hint first, every time.
                if (item.itemCode === 'HYDROGEN') setHydrogenTarget(target);
                else navigate(target);
              }}
            >
              <span>{item.marketingName ?? item.itemCode}</span>
              {showPrice && item.price !== undefined && item.currency && (
                <span className="choice-button__price">
                  {formatMoney(i18n.locale, item.price, item.currency, item.precision ?? 3)}
                </span>
              )}
            </Button>
          </li>
        ))}
      </ul>
      {hydrogenTarget && (
        <HintDialog
          type="h2LegalHint"
          onContinue={() => navigate(hydrogenTarget)}
          onClose={() => setHydrogenTarget(undefined)}
        />
      )}
    </section>
  );
}
