import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog, Heading, Modal } from 'react-aria-components';
import { Link, useLocation, useSearch } from 'wouter';
import { selectFeatures, selectIsGuest } from '../../../machines/session';
import {
  acceptsGuests,
  isSelectable,
  orderTypeOf,
  page,
  pumpsPerPage,
  sortByName,
  washPackages,
} from '../../../machines/shared/stationRules';
import type { Product } from '../../api/schemas';
import { Session } from '../../app/contexts';
import { QueryLink } from '../../shell/QueryLink';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { EvPortLabel } from './EvPortLabel';
import { payScreens } from './flowScreens';
import { HintDialog, type HintType, hintFor } from './HintDialog';
import { usePayStation } from './PayStationContext';
import { payPath } from './payQuery';
import { useStationPoll } from './useStationPoll';

const guestHintKey = 'forecourt.guestHintSeen';

/** Where choosing a product leads (SPEC.md section 2, pay area). */
function targetOf(product: Product, stationType: string | undefined, search: string) {
  const orderType = orderTypeOf(product, stationType);
  const changes = { productId: product._id, orderType, fuelTypeId: undefined, amount: undefined, orderId: undefined };
  if (product.facility === 'CHARGER') return payPath(payScreens.evSummary, search, changes);
  if (orderType === 'PREPAY') return payPath(payScreens.fuelSelection, search, changes);
  return payPath(payScreens.postpayFueling, search, changes);
}

function GuestHint() {
  const [open, setOpen] = useState(() => sessionStorage.getItem(guestHintKey) !== 'yes');
  const close = () => {
    sessionStorage.setItem(guestHintKey, 'yes');
    setOpen(false);
  };
  if (!open) return null;
  return (
    <Modal isOpen isDismissable onOpenChange={(isOpen) => !isOpen && close()} className="modal">
      <Dialog className="dialog">
        <Heading slot="title">
          <Trans>Pay as a guest?</Trans>
        </Heading>
        <p>
          <Trans>
            As a guest you pay with Google Pay or Apple Pay. With an account you can also use your saved cards and
            vouchers.
          </Trans>
        </p>
        <div className="stack">
          <Button className="button--block" onPress={close}>
            <Trans>Continue as guest</Trans>
          </Button>
          <QueryLink href="/login" className="button button--secondary button--block" onClick={close}>
            <Trans>Log in or register</Trans>
          </QueryLink>
        </div>
      </Dialog>
    </Modal>
  );
}

/** Pump selection: pumps sorted by name and paged, EV ports for EV accounts, and the wash button. */
export function PumpScreen() {
  const { t, i18n } = useLingui();
  const station = usePayStation()!;
  const search = useSearch();
  const [, navigate] = useLocation();
  useStationPoll(station._id, new URLSearchParams(search).has('orderId'));
  const isGuest = Session.useSelector(selectIsGuest);
  const evEnabled = Session.useSelector((s) => selectFeatures(s)?.evCharging ?? false);
  const [pageIndex, setPageIndex] = useState(0);
  const [hint, setHint] = useState<{ type: HintType; target: string }>();
  const choose = (product: Product) => {
    const target = targetOf(product, station.type, search);
    const type = hintFor(product, orderTypeOf(product, station.type));
    if (type) setHint({ type, target });
    else navigate(target);
  };
  const pumps = sortByName(
    station.products.filter((product) => product.facility === 'PUMP'),
    i18n.locale,
  );
  // Chargers: the most powerful first.
  const power = (product: Product) => product.attributes.availableItems[0]?.details?.power ?? 0;
  const chargers = evEnabled
    ? station.products.filter((product) => product.facility === 'CHARGER').sort((a, b) => power(b) - power(a))
    : [];
  const hasWash = washPackages(station.products).length > 0;
  const current = page(pumps, pageIndex, pumpsPerPage(hasWash));
  const pageNumber = current.pageIndex + 1;
  const pageCount = current.pageCount;
  return (
    <section aria-labelledby="pump-heading">
      {isGuest && acceptsGuests(station) && <GuestHint />}
      {isGuest && !acceptsGuests(station) && (
        <Notice tone="info">
          <p className="notice__text">
            <Trans>This station does not accept payments as a guest. Log in or register to pay here.</Trans>
          </p>
          <QueryLink href="/login" className="button button--primary button--block">
            <Trans>Log in or register</Trans>
          </QueryLink>
        </Notice>
      )}
      {hint && (
        <HintDialog type={hint.type} onContinue={() => navigate(hint.target)} onClose={() => setHint(undefined)} />
      )}
      <h2 id="pump-heading">{pumps.length ? <Trans>Choose your pump</Trans> : <Trans>Choose a charger</Trans>}</h2>
      {pumps.length > 0 && (
        <ul className="pump-grid">
          {current.items.map((pump) => (
            <li key={pump._id}>
              <Button
                variant="secondary"
                className="pump-button"
                isDisabled={!isSelectable(pump)}
                aria-label={isSelectable(pump) ? t`Pump ${pump.name}` : t`Pump ${pump.name}, not available`}
                onPress={() => choose(pump)}
              >
                {pump.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 && (
        <nav className="pager" aria-label={t`Pump pages`}>
          <Button
            variant="secondary"
            isDisabled={current.pageIndex === 0}
            onPress={() => setPageIndex(current.pageIndex - 1)}
          >
            <Trans>Previous</Trans>
          </Button>
          <span aria-live="polite">
            <Trans>
              Page {pageNumber} of {pageCount}
            </Trans>
          </span>
          <Button
            variant="secondary"
            isDisabled={pageNumber === pageCount}
            onPress={() => setPageIndex(current.pageIndex + 1)}
          >
            <Trans>Next</Trans>
          </Button>
        </nav>
      )}
      {chargers.length > 0 && (
        <ul className="stack charger-list">
          {chargers.map((charger) => (
            <li key={charger._id}>
              <Button
                variant="secondary"
                className="button--block charger-button"
                isDisabled={!isSelectable(charger)}
                onPress={() => navigate(targetOf(charger, station.type, search))}
              >
                <EvPortLabel stationName={station.name} product={charger} />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {hasWash && (
        <Link
          href={payPath(payScreens.washSelection, search, { isWash: 'true', productId: undefined })}
          className="button button--primary button--block wash-button"
        >
          <Trans>Car wash</Trans>
        </Link>
      )}
    </section>
  );
}
