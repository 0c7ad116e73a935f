import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import { selectIsChoosing } from '../../../../machines/giftCard';
import { selectFeatures } from '../../../../machines/session';
import { giftCards } from '../../../../machines/shared/stationRules';
import type { Product } from '../../../api/schemas';
import { Session } from '../../../app/contexts';
import { formatMoney } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Loaded } from '../../../ui/Loaded';
import { Notice } from '../../../ui/Notice';
import { payPath } from '../../../url/query';
import { PayableSummary } from '../checkout/PayableSummary';
import { usePayableOrder } from '../checkout/usePayableOrder';
import { payScreens } from '../flowScreens';
import { ShopWaiting, ShopWaitText } from '../vendingPurchase/ShopWaiting';
import { useShop } from '../vendingPurchase/useShop';
import { GiftCard } from './GiftCardFlow';

/**
 * /pay/postpay/gift-card: the station's gift cards while none is chosen (each with its values and how it
 * arrives), then the chosen card's summary and payment. Registered drivers only (the route's guard); an account
 * without the gift card shop is told so.
 */
export function GiftCardScreen() {
  const enabled = Session.useSelector((s) => selectFeatures(s)?.giftCardShop ?? false);
  const shop = useShop();
  if (!enabled) {
    return (
      <section className="stack">
        <Notice tone="info">
          <Trans>Gift cards cannot be bought with your account.</Trans>
        </Notice>
        <Link href="/map" className="button button--secondary button--block">
          <Trans>Return to the map</Trans>
        </Link>
      </section>
    );
  }
  return (
    <Loaded query={shop} failed={<Trans>The gift cards could not be loaded.</Trans>}>
      {(data) => <GiftCardFlowScreen products={data.products} />}
    </Loaded>
  );
}

function GiftCardFlowScreen({ products }: { products: Product[] }) {
  const choosing = GiftCard.useSelector(selectIsChoosing);
  return choosing ? <GiftCardShop products={products} /> : <GiftCardSummary products={products} />;
}

/** The shop: every gift card with its values; a value chosen starts the purchase. */
function GiftCardShop({ products }: { products: Product[] }) {
  const { t, i18n } = useLingui();
  const search = useSearch();
  const [, navigate] = useLocation();
  const cards = giftCards(products);
  return (
    <section aria-labelledby="gift-card-heading">
      <h2 id="gift-card-heading">
        <Trans>Choose a gift card</Trans>
      </h2>
      {cards.length === 0 ? (
        <Notice tone="info">
          <Trans>No gift cards are available at this station right now.</Trans>
        </Notice>
      ) : (
        <ul className="stack shop-list">
          {cards.map((card) => {
            const lines = card.attributes.availableItems[0]?.descriptionLines ?? [];
            return (
              <li key={card._id} className="card">
                <h3>{card.name}</h3>
                {lines.length > 0 && (
                  <ul className="wash-package__lines">
                    {lines.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
                <fieldset className="gift-card__values">
                  <legend className="muted">
                    <Trans>Choose a value</Trans>
                  </legend>
                  {card.attributes.availableItems.map((item) => {
                    const value = formatMoney(i18n.locale, item.price ?? 0, item.currency ?? 'EUR');
                    return (
                      <Button
                        key={item.itemCode}
                        variant="secondary"
                        aria-label={t`${card.name}, ${value}`}
                        onPress={() =>
                          navigate(
                            payPath(payScreens.giftCard, search, {
                              productId: card._id,
                              itemCode: item.itemCode,
                              orderType: 'POSTPAY',
                              orderId: undefined,
                            }),
                          )
                        }
                      >
                        {value}
                      </Button>
                    );
                  })}
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The chosen card and value, what it costs, how it arrives; the payment; cancel before paying. */
function GiftCardSummary({ products }: { products: Product[] }) {
  const { i18n } = useLingui();
  const search = useSearch();
  const { wait, payable } = usePayableOrder();
  if (!payable) return <ShopWaiting wait={wait ?? 'preparing'} kind="giftCard" />;
  const { order, total } = payable;
  const query = new URLSearchParams(search);
  const card = products.find((product) => product._id === query.get('productId'));
  const item = card?.attributes.availableItems.find((candidate) => candidate.itemCode === query.get('itemCode'));
  const name = card?.name ?? order.products[0]?.name ?? '';
  const value = item ? formatMoney(i18n.locale, item.price ?? 0, item.currency ?? total.currency) : undefined;
  return (
    <PayableSummary
      payable={payable}
      name={name}
      descriptionLines={item?.descriptionLines}
      busyText={<ShopWaitText wait={wait} kind="giftCard" />}
      unsupportedReason={<Trans>Cannot pay for gift cards</Trans>}
      lines={
        <>
          <dt>
            <Trans>Gift card</Trans>
          </dt>
          <dd>{name}</dd>
          {value && (
            <>
              <dt>
                <Trans>Value</Trans>
              </dt>
              <dd>{value}</dd>
            </>
          )}
        </>
      }
    />
  );
}
