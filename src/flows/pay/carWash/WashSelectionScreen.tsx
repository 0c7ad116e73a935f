import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { washPackages } from '../../../../machines/shared/stationRules';
import { formatMoney } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { payPath } from '../../../url/query';
import { payScreens } from '../flowScreens';
import { usePayStation } from '../PayStationContext';

/** Wash packages: available ones with a price, cheapest first, each with its contents and a choose button. */
export function WashSelectionScreen() {
  const { t, i18n } = useLingui();
  const station = usePayStation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const packages = washPackages(station?.products ?? []);
  return (
    <section aria-labelledby="wash-heading">
      <h2 id="wash-heading">
        <Trans>Choose your wash</Trans>
      </h2>
      {packages.length === 0 ? (
        <Notice tone="info">
          <Trans>No wash packages are available at this station right now.</Trans>
        </Notice>
      ) : (
        <ul className="stack wash-list">
          {packages.map((pkg) => {
            const item = pkg.attributes.availableItems[0]!;
            const price = formatMoney(i18n.locale, item.price!, item.currency ?? 'EUR');
            const name = item.marketingName ?? pkg.name;
            return (
              <li key={pkg._id} className="card wash-package">
                <div className="wash-package__head">
                  <h3>{name}</h3>
                  <strong className="wash-package__price">{price}</strong>
                </div>
                {item.descriptionLines && item.descriptionLines.length > 0 && (
                  <ul className="wash-package__lines">
                    {item.descriptionLines.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
                <Button
                  className="button--block"
                  aria-label={t`Choose ${name} for ${price}`}
                  onPress={() =>
                    navigate(
                      payPath(payScreens.washSummary, search, {
                        productId: pkg._id,
                        orderType: 'POSTPAY',
                        isWash: 'true',
                        orderId: undefined,
                      }),
                    )
                  }
                >
                  <Trans>Choose</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
