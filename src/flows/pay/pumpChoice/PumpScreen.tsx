import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import {
  type MouseEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { selectOpensGiftCardShop } from '../../../../machines/payStation';
import {
  type PumpChoice,
  pumpChoiceMachine,
  selectChoice,
  selectDialog,
  selectLeavingFor,
} from '../../../../machines/pumpChoice';
import { selectFeatures, selectIsGuest } from '../../../../machines/session';
import {
  acceptsGuests,
  hasShop,
  isSelectable,
  orderTypeOf,
  page,
  pumpsPerPage,
  sortByName,
  washPackages,
} from '../../../../machines/shared/stationRules';
import type { Product, Station } from '../../../api/schemas';
import { Session } from '../../../app/contexts';
import { inspectOption } from '../../../app/inspect';
import { firstScreenLazy, preloadWhenIdle } from '../../../app/lazy';
import { QueryLink } from '../../../shell/QueryLink';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { payPath } from '../../../url/query';
import { EvPortLabel } from '../evCharge/EvPortLabel';
import { payScreens } from '../flowScreens';
import { GeofenceStatus } from '../Geofence';
import { PayStation, usePayStation } from '../PayStationContext';
import { guestQuestionAnswered, hintFor, markGuestQuestionAnswered } from './hints';
import { RunningOrderLinks } from './runningOrderLinks';
import { useStationPoll } from './useStationPoll';

/** Where choosing a product leads (SPEC.md section 2, pay area). */
function targetOf(product: Product, stationType: string | undefined, search: string) {
  const orderType = orderTypeOf(product, stationType);
  const changes = { productId: product._id, orderType, fuelTypeId: undefined, amount: undefined, orderId: undefined };
  if (product.facility === 'CHARGER') return payPath(payScreens.evSummary, search, changes);
  if (orderType === 'PREPAY') return payPath(payScreens.fuelSelection, search, changes);
  return payPath(payScreens.postpayFueling, search, changes);
}

/**
 * The dialogs load on their own, after the pump list: the QR code's first screen does not wait for them. Their
 * messages come with the entry's (`firstScreenLazy`).
 */
const GuestWalletCheck = firstScreenLazy(() =>
  import('./GuestWalletCheck').then((module) => ({ default: module.GuestWalletCheck })),
);
const GuestQuestion = firstScreenLazy(() =>
  import('./GuestQuestion').then((module) => ({ default: module.GuestQuestion })),
);
const HintDialog = firstScreenLazy(() => import('./HintDialog').then((module) => ({ default: module.HintDialog })));

/** The driver's running orders at the station, with the cache they are read through: loaded after the screen. */
const RunningOrdersAt = firstScreenLazy(() =>
  import('./RunningOrders').then((module) => ({ default: module.RunningOrdersAt })),
);

/**
 * A pump: chosen to start an order, or, with the driver's running order, a way to that order (a second one
 * cannot be started there).
 */
function PumpButton({ pump, onChoose }: { pump: Product; onChoose: (pump: Product) => void }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const running = useContext(RunningOrderLinks).get(pump._id);
  if (running)
    return (
      <Button
        className="pump-button pump-button--running"
        aria-label={t`Pump ${pump.name}: your order, show it`}
        onPress={() => navigate(running)}
      >
        {pump.name}
        <span className="pump-button__order">
          <Trans>Your order</Trans>
        </span>
      </Button>
    );
  return (
    <Button
      variant="secondary"
      className="pump-button"
      isDisabled={!isSelectable(pump)}
      aria-label={isSelectable(pump) ? t`Pump ${pump.name}` : t`Pump ${pump.name}, not available`}
      onPress={() => onChoose(pump)}
    >
      {pump.name}
    </Button>
  );
}

/** A charger: a new session, or the driver's running one there. */
function ChargerButton({ charger, stationName, target }: { charger: Product; stationName: string; target: string }) {
  const [, navigate] = useLocation();
  const running = useContext(RunningOrderLinks).get(charger._id);
  return (
    <Button
      variant={running ? 'primary' : 'secondary'}
      className="button--block charger-button"
      isDisabled={!running && !isSelectable(charger)}
      onPress={() => navigate(running ?? target)}
    >
      <EvPortLabel stationName={stationName} product={charger} />
      {running && (
        <span className="pump-button__order">
          <Trans>Your order</Trans>
        </span>
      )}
    </Button>
  );
}

/** The station's products, with the driver's running orders there once they are known. */
function WithRunningOrders({ station, children }: { station: Station; children: ReactNode }) {
  const [links, setLinks] = useState<ReadonlyMap<string, string>>(noLinks);
  return (
    <>
      <Suspense fallback={null}>
        <RunningOrdersAt station={station} onLinks={setLinks} />
      </Suspense>
      {/* The products stay in place while the running orders load: a tap under way is not lost. */}
      <RunningOrderLinks.Provider value={links}>{children}</RunningOrderLinks.Provider>
    </>
  );
}

const noLinks: ReadonlyMap<string, string> = new Map();

/**
 * What the station sells, to choose from: its pumps sorted by name and paged, its chargers for an EV account (the
 * most powerful first), and its wash and shop. Also the station's first screen in the page's HTML
 * (src/firstScreen), on its first page and with nothing to press yet.
 */
export function PumpChoices({
  station,
  evEnabled,
  pageIndex,
  onPage,
  onChoose,
}: {
  station: Station;
  evEnabled: boolean;
  pageIndex: number;
  onPage: (pageIndex: number) => void;
  onChoose: (choice: PumpChoice) => void;
}) {
  const { t, i18n } = useLingui();
  const search = useSearch();
  const choosePump = (pump: Product) =>
    onChoose({
      target: targetOf(pump, station.type, search),
      hint: hintFor(pump, orderTypeOf(pump, station.type)),
    });
  // The wash and the shop stay links (their address can be opened elsewhere); a tap is a choice like a pump's.
  const chooseLink = (target: string) => (event: MouseEvent) => {
    event.preventDefault();
    onChoose({ target });
  };
  const washTarget = payPath(payScreens.washSelection, search, { isWash: 'true', productId: undefined });
  const shopTarget = payPath(payScreens.shop, search, { productId: undefined, itemCode: undefined });
  const pumps = sortByName(
    station.products.filter((product) => product.facility === 'PUMP'),
    i18n.locale,
  );
  const power = (product: Product) => product.attributes.availableItems[0]?.details?.power ?? 0;
  const chargers = evEnabled
    ? station.products.filter((product) => product.facility === 'CHARGER').sort((a, b) => power(b) - power(a))
    : [];
  const hasWash = washPackages(station.products).length > 0;
  const current = page(pumps, pageIndex, pumpsPerPage(hasWash));
  const pageNumber = current.pageIndex + 1;
  const pageCount = current.pageCount;
  return (
    <>
      <h2 id="pump-heading">{pumps.length ? <Trans>Choose your pump</Trans> : <Trans>Choose a charger</Trans>}</h2>
      {pumps.length > 0 && (
        <ul className="pump-grid">
          {current.items.map((pump) => (
            <li key={pump._id}>
              <PumpButton pump={pump} onChoose={choosePump} />
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 && (
        <nav className="pager" aria-label={t`Pump pages`}>
          <Button
            variant="secondary"
            isDisabled={current.pageIndex === 0}
            onPress={() => onPage(current.pageIndex - 1)}
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
            onPress={() => onPage(current.pageIndex + 1)}
          >
            <Trans>Next</Trans>
          </Button>
        </nav>
      )}
      {chargers.length > 0 && (
        <ul className="stack charger-list">
          {chargers.map((charger) => (
            <li key={charger._id}>
              <ChargerButton
                charger={charger}
                stationName={station.name}
                target={targetOf(charger, station.type, search)}
              />
            </li>
          ))}
        </ul>
      )}
      {hasWash && (
        <Link
          href={washTarget}
          onClick={chooseLink(washTarget)}
          className="button button--primary button--block wash-button"
        >
          <Trans>Car wash</Trans>
        </Link>
      )}
      {hasShop(station) && (
        <Link
          href={shopTarget}
          onClick={chooseLink(shopTarget)}
          className="button button--secondary button--block shop-button"
        >
          <Trans>Shop: drinks, snacks and more</Trans>
        </Link>
      )}
    </>
  );
}

/**
 * Pump selection: the station's {@link PumpChoices}, the guest's notices, and how the location check goes (the
 * gate stands over the screens after the chosen pump, so the driver chooses while it runs). The pumpChoice chart
 * decides what a choice asks first (the guest question, the pump's hint) and where it leads.
 */
export function PumpScreen() {
  const station = usePayStation()!;
  const opensGiftCardShop = PayStation.useSelector(selectOpensGiftCardShop);
  const search = useSearch();
  const [, navigate] = useLocation();
  useStationPoll(station._id, new URLSearchParams(search).has('orderId'));
  const isGuest = Session.useSelector(selectIsGuest);
  const evEnabled = Session.useSelector((s) => selectFeatures(s)?.evCharging ?? false);
  const [pageIndex, setPageIndex] = useState(0);
  const machine = useMemo(
    () => pumpChoiceMachine.provide({ actions: { rememberGuestAnswer: markGuestQuestionAnswered } }),
    [],
  );
  const [choice, send] = useMachine(machine, {
    input: { asksGuest: isGuest && acceptsGuests(station) && !guestQuestionAnswered() },
    inspect: inspectOption(),
  });
  const walletsCannotPay = useCallback(() => send({ type: 'wallets.noneCanPay' }), [send]);
  const dialog = selectDialog(choice);
  const hint = selectChoice(choice)?.hint;
  const leavingFor = selectLeavingFor(choice);
  useEffect(() => {
    if (leavingFor) navigate(leavingFor);
  }, [leavingFor, navigate]);
  // The dialogs a tap opens, ready before the tap.
  useEffect(() => preloadWhenIdle([HintDialog, GuestQuestion]), []);
  // A gift card station's pay area is its gift card shop, where the address goes (StationUrl).
  if (opensGiftCardShop) return null;
  return (
    <section aria-labelledby="pump-heading">
      {isGuest && acceptsGuests(station) && (
        <Suspense fallback={null}>
          <GuestWalletCheck station={station} onNoWallet={walletsCannotPay} />
        </Suspense>
      )}
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
      {dialog === 'guestQuestion' && (
        <Suspense fallback={null}>
          <GuestQuestion
            onContinue={() => send({ type: 'guest.continued' })}
            onDismiss={() => send({ type: 'guest.dismissed' })}
          />
        </Suspense>
      )}
      {dialog === 'hint' && hint && (
        <Suspense fallback={null}>
          <HintDialog
            type={hint}
            onContinue={() => send({ type: 'hint.confirmed' })}
            onClose={() => send({ type: 'hint.dismissed' })}
          />
        </Suspense>
      )}
      <WithRunningOrders station={station}>
        <PumpChoices
          station={station}
          evEnabled={evEnabled}
          pageIndex={pageIndex}
          onPage={setPageIndex}
          onChoose={(chosen) => send({ type: 'product.chosen', ...chosen })}
        />
      </WithRunningOrders>
      <GeofenceStatus />
    </section>
  );
}
