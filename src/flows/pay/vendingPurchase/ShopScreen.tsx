import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { isSelectable, vendingProducts } from '../../../../machines/shared/stationRules';
import { formatMoney } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Loaded } from '../../../ui/Loaded';
import { Notice } from '../../../ui/Notice';
import { payPath } from '../../../url/query';
import { payScreens } from '../flowScreens';
import { useShop } from './useShop';

/** /pay/shop: the products of the station's vending machine, each with its price; sold-out ones say so. */
export function ShopScreen() {
  const { t, i18n } = useLingui();
  const search = useSearch();
  const [, navigate] = useLocation();
  const shop = useShop();
  return (
    <Loaded query={shop} failed={<Trans>The shop's products could not be loaded.</Trans>}>
      {(data) => {
        const products = vendingProducts(data.products, i18n.locale);
        return (
          <section aria-labelledby="shop-heading">
            <h2 id="shop-heading">
              <Trans>Choose a product</Trans>
            </h2>
            <p className="muted">
              <Trans>Pay here; the machine then releases your product.</Trans>
            </p>
            {products.length === 0 ? (
              <Notice tone="info">
                <Trans>The machine has no products right now.</Trans>
              </Notice>
            ) : (
              <ul className="stack shop-list">
                {products.map((product) => {
                  const item = product.attributes.availableItems[0];
                  const price = item ? formatMoney(i18n.locale, item.price ?? 0, item.currency ?? 'EUR') : '';
                  const available = isSelectable(product) && !!item;
                  return (
                    <li key={product._id} className="card">
                      <div className="shop-product__head">
                        <h3>{product.name}</h3>
                        <strong>{price}</strong>
                      </div>
                      {item?.descriptionLines && item.descriptionLines.length > 0 && (
                        <ul className="wash-package__lines">
                          {item.descriptionLines.map((line) => (
                            <li key={line}>{line}</li>
                          ))}
                        </ul>
                      )}
                      {available ? (
                        <Button
                          className="button--block"
                          aria-label={t`Choose ${product.name} for ${price}`}
                          onPress={() =>
                            navigate(
                              payPath(payScreens.shopSummary, search, {
                                productId: product._id,
                                itemCode: item.itemCode,
                                orderType: 'POSTPAY',
                                orderId: undefined,
                              }),
                            )
                          }
                        >
                          <Trans>Choose</Trans>
                        </Button>
                      ) : (
                        <p className="muted">
                          <Trans>Sold out</Trans>
                        </p>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      }}
    </Loaded>
  );
}
