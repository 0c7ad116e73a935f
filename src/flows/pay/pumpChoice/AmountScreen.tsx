import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { formatMoney } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { PumpBadge } from '../../../ui/PumpBadge';
import { payPath } from '../../../url/query';
import { payScreens } from '../flowScreens';
import { usePrepayPump } from '../kit/useProduct';
import { RunningOrders } from './RunningOrders';

/** The maximum amount to fuel for, from the pump's recommended automatic-flow amounts. */
export function AmountScreen() {
  const { i18n } = useLingui();
  const search = useSearch();
  const [, navigate] = useLocation();
  const { station, product, query } = usePrepayPump();
  const fuel = product?.attributes.availableItems.find((item) => item.itemCode === query.get('fuelTypeId'));
  // A pump or fuel the station does not offer now: the address goes back a step (StationUrl).
  if (!station || !product || !fuel) return null;
  const amounts = product.attributes.priceAuthorizationLimitsAutomaticFlow?.recommendedPrices ?? [];
  const pumpName = product.name;
  const fuelName = fuel.marketingName ?? fuel.itemCode;
  // The amount of an order whose payment did not go through (the summary after this pays that order).
  const waitingOrderId = query.get('orderId');
  return (
    <section>
      <RunningOrders station={station} except={waitingOrderId} />
      <PumpBadge name={pumpName} />
      {waitingOrderId && (
        <Notice tone="info">
          <Trans>
            Your order at pump {pumpName} waits for its payment. Nothing has been paid yet: choose the amount.
          </Trans>
        </Notice>
      )}
      <h2>
        <Trans>How much do you want to fuel at most?</Trans>
      </h2>
      <p className="muted">
        <Trans>{fuelName}: you only pay for what you fuel. The rest of the amount is released.</Trans>
      </p>
      <ul className="amount-grid">
        {amounts.map((amount) => (
          <li key={`${amount.amount}-${amount.currency}`}>
            <Button
              variant="secondary"
              className="amount-button"
              onPress={() =>
                navigate(
                  payPath(payScreens.prepaySummary, search, { amount: amount.amount, currency: amount.currency }),
                )
              }
            >
              {formatMoney(i18n.locale, amount.amount, amount.currency, 0)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
