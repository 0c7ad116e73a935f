import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  selectChargingOrder,
  selectChargingPoll,
  selectIsCharging,
  selectIsStopping,
  selectStopFailed,
} from '../../../../machines/evCharge';
import { selectNotice, selectOrderPoll, selectOrderStage } from '../../../../machines/orderLifecycle';
import type { orderPollMachine } from '../../../../machines/orderPoll';
import { stationTimeZone, tariffOfItem } from '../../../../machines/shared/tariff';
import type { Order } from '../../../api/schemas';
import { formatDuration, formatMoney, formatNumber, moneyDecimals } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { OfflineNotice } from '../kit/OrderParts';
import { useOrderRef } from '../kit/orderFlow';
import { asOrder } from '../kit/orderView';
import { useLeaveWarning } from '../kit/useLeaveWarning';
import { useProduct } from '../kit/useProduct';
import { MapLink } from '../MapLink';
import { EvCharge } from './EvFlow';
import { TariffList } from './TariffList';

type Poll = ActorRefFrom<typeof orderPollMachine> | undefined;

/**
 * The order the poll fetched last, else the one the flow holds. Kept while no poll runs (the stop request), so
 * the readings do not fall back to older ones.
 */
function useLiveOrder(poll: Poll, fallback?: Order) {
  const live = asOrder(useSelector(poll, (s) => s?.context.lastOrder));
  const last = useRef<Order | undefined>(undefined);
  if (live) last.current = live;
  return live ?? last.current ?? fallback;
}

/** Energy, time and price so far. */
function Readings({ poll, fallback }: { poll: Poll; fallback?: Order }) {
  const { i18n } = useLingui();
  const order = useLiveOrder(poll, fallback);
  const charging = order?.charging;
  const total = order?.totalBeforeDiscounts;
  return (
    <dl className="summary__lines ev-readings">
      <dt>
        <Trans>Energy</Trans>
      </dt>
      <dd className="summary__amount">{formatNumber(i18n.locale, charging?.energyKwh ?? 0, 2)} kWh</dd>
      <dt>
        <Trans>Charging time</Trans>
      </dt>
      <dd>{formatDuration(i18n.locale, charging?.durationS ?? 0)}</dd>
      {total && (
        <>
          <dt>
            <Trans>Price so far</Trans>
          </dt>
          <dd>{formatMoney(i18n.locale, total.amount, total.currency, moneyDecimals(total))}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * The charger's prices, with the lines that apply now marked: evaluated again with each reading, so a time window
 * or the end of free parking is marked as it comes.
 */
function LivePrices({ poll, fallback }: { poll: Poll; fallback?: Order }) {
  const { station, product } = useProduct();
  const order = useLiveOrder(poll, fallback);
  const currency = EvCharge.useSelector((s) => s.context.currency);
  if (!station || !product) return null;
  // Minutes of the session: the charger's own count when it gives one, else the time since it started.
  const charging = order?.charging;
  const startedAt = charging?.startedAt ? Date.parse(charging.startedAt) : undefined;
  const sessionMinutes = charging?.durationS
    ? charging.durationS / 60
    : startedAt
      ? Math.max(0, (Date.now() - startedAt) / 60_000)
      : 0;
  return (
    <TariffList
      elements={tariffOfItem(product.attributes.availableItems[0])}
      currency={currency}
      timeZone={stationTimeZone(station.location)}
      sessionMinutes={sessionMinutes}
    />
  );
}

/** EV charging: the connection check, then the readings, the prices, finish with a confirmation, and hide. */
export function EvChargingScreen() {
  const ev = EvCharge.useActorRef();
  const order = useOrderRef();
  const stage = useSelector(order, (s) => (s ? selectOrderStage(s) : undefined));
  const connecting = stage === 'waitingForTarget';
  const cancelling = stage === 'cancelling';
  const cancelFailed = useSelector(order, (s) => (s ? selectNotice(s) === 'cancelFailed' : false));
  const charging = EvCharge.useSelector(selectIsCharging);
  const stopping = EvCharge.useSelector(selectIsStopping);
  const stopFailed = EvCharge.useSelector(selectStopFailed);
  const flowOrder = asOrder(EvCharge.useSelector(selectChargingOrder));
  // The readings come from the lifecycle's poll while the connection is checked, then from the flow's own.
  const connectingPoll = useSelector(order, (s) => (s ? selectOrderPoll(s) : undefined));
  const chargingPoll = EvCharge.useSelector(selectChargingPoll);
  const poll = chargingPoll ?? connectingPoll;
  const [confirm, setConfirm] = useState<'finish' | 'cancel'>();
  useLeaveWarning(charging);
  return (
    <section className="fueling ev-charging" aria-live="polite">
      <OfflineNotice>
        <Trans>You are offline. Charging goes on; we update this screen when you are back online.</Trans>
      </OfflineNotice>
      {cancelFailed && (
        <Notice tone="warning">
          <Trans>The charging session could not be cancelled. Unplug your car to end it.</Trans>
        </Notice>
      )}
      {stopFailed && (
        <Notice tone="warning">
          <Trans>Charging could not be stopped from the app. Stop it at the charger or unplug your car.</Trans>
        </Notice>
      )}
      {connecting || cancelling ? (
        <>
          <Spinner />
          <h2>{cancelling ? <Trans>Cancelling…</Trans> : <Trans>Checking the connection</Trans>}</h2>
          <p>
            <Trans>Payment authorised. Plug in your car; we are checking the connection to the charger…</Trans>
          </p>
        </>
      ) : (
        <>
          <h2>
            <span className="status-icon status-icon--success" aria-hidden="true">
              ⚡
            </span>{' '}
            <Trans>Charging</Trans>
          </h2>
          <Readings poll={poll} fallback={flowOrder} />
        </>
      )}
      <details className="ev-prices">
        <summary>
          <Trans>Prices</Trans>
        </summary>
        <LivePrices poll={poll} fallback={flowOrder} />
      </details>
      <div className="stack">
        {charging && (
          <>
            <Button
              variant="secondary"
              className="button--block"
              onPress={() => ev.send({ type: 'refresh.requested' })}
            >
              <Trans>Refresh</Trans>
            </Button>
            <Button className="button--block" isPending={stopping} onPress={() => setConfirm('finish')}>
              <Trans>Finish charging</Trans>
            </Button>
          </>
        )}
        {connecting && (
          <Button variant="secondary" className="button--block" onPress={() => setConfirm('cancel')}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <MapLink className="button button--secondary button--block">
          <Trans>Hide: charging goes on</Trans>
        </MapLink>
      </div>
      {confirm && (
        <ConfirmDialog
          title={confirm === 'finish' ? <Trans>Finish charging?</Trans> : <Trans>Cancel charging?</Trans>}
          confirmLabel={confirm === 'finish' ? <Trans>Yes, finish charging</Trans> : <Trans>Yes, cancel</Trans>}
          cancelLabel={<Trans>No, go on</Trans>}
          onConfirm={() => {
            if (confirm === 'finish') ev.send({ type: 'finish.confirmed' });
            else order?.send({ type: 'cancel.requested' });
            setConfirm(undefined);
          }}
          onCancel={() => setConfirm(undefined)}
        >
          {confirm === 'finish' ? (
            <Trans>The charger stops and you pay for the energy charged so far.</Trans>
          ) : (
            <Trans>The session ends before charging starts; the reserved amount is released.</Trans>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
