import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { useUiError } from '../../app/contexts';
import { restartTarget } from '../../app/restart';
import { Button } from '../../ui/Button';
import { hasQueryValue } from '../../url/query';
import { ErrorDetails } from './ErrorDetails';

/** Error page types of SPEC.md section 2 with the texts of section 8. */
export const errorTexts: Record<string, { title: MessageDescriptor; text: MessageDescriptor }> = {
  STATION_OFFLINE: {
    title: msg`This station is offline`,
    text: msg`Paying in the app is not possible at this station right now. Please pay at the counter.`,
  },
  NO_PUMPS: {
    title: msg`No pumps available`,
    text: msg`This station has no pumps or products you can pay for in the app.`,
  },
  NO_STATION_FOUND_LAT_LON: {
    title: msg`No station found`,
    text: msg`We could not find a station at this location. Choose one on the map.`,
  },
  payment: {
    title: msg`Payment failed`,
    text: msg`The payment could not be completed. If an amount was reserved on your account, it will be released.`,
  },
  fueling_prepay: {
    title: msg`Fueling could not start`,
    text: msg`The pump gave no feedback, so the process was stopped. Please pay at the station.`,
  },
  fueling_postpay: {
    title: msg`Fueling could not be completed`,
    text: msg`We could not load your order. Please pay at the station.`,
  },
  fueling_postpay_order: {
    title: msg`Your order has expired`,
    text: msg`The order is expired. Please pay at the counter.`,
  },
  payment_register: {
    title: msg`Payment method not added`,
    text: msg`Your payment method could not be saved. Please try again or choose another one.`,
  },
  registrationDeclined: {
    title: msg`Payment method not added`,
    text: msg`Your bank or the provider declined it. Nothing was charged. Try another card or account, or ask your bank why.`,
  },
  payment_edit: {
    title: msg`Payment method not changed`,
    text: msg`Your payment method could not be edited. Please try again later.`,
  },
  notCreated: {
    title: msg`The order could not be created`,
    text: msg`Nothing was charged. Please choose your pump again and try once more.`,
  },
  unknownOrder: {
    title: msg`Order not found`,
    text: msg`We cannot find this order in your account. The link may be old or belong to another account. Choose a pump to start again.`,
  },
  orderUnavailable: {
    title: msg`Your order could not be loaded`,
    text: msg`There was no answer from the station's system. Check your connection and open the order again from the pump list.`,
  },
};

/** Error pages named by a `reason` (order failures the specification's types do not name). */
const reasonTypes: Record<string, string> = {
  expired: 'fueling_postpay_order',
  notCreated: 'notCreated',
  unknownOrder: 'unknownOrder',
  orderUnavailable: 'orderUnavailable',
  registrationDeclined: 'registrationDeclined',
};

const genericError = {
  title: msg`Something went wrong`,
  text: msg`An unexpected error occurred. Please try again.`,
};

/**
 * The error page: the translated text of its type, the platform's own description of the failure that led
 * here when there is one (SPEC.md section 8, UI error state), and OK: back to the station's pumps when the
 * query has its `pid`, else to the map.
 */
export function ErrorScreen() {
  const { i18n } = useLingui();
  const search = useSearch();
  const [, navigate] = useLocation();
  const uiError = useUiError();
  const query = new URLSearchParams(search);
  // The query is input: only the page's own keys count ("constructor" is not a type).
  const reason = query.get('reason') ?? '';
  const type = Object.hasOwn(reasonTypes, reason) ? reasonTypes[reason] : query.get('type');
  const texts = (type && Object.hasOwn(errorTexts, type) && errorTexts[type]) || genericError;
  const exit = restartTarget(search, hasQueryValue(search, 'pid'));
  const ok = () => (exit.leavesApp ? window.location.assign(exit.href) : navigate(exit.href, { replace: true }));
  return (
    <main className="screen screen--center">
      <span className="status-icon status-icon--error" aria-hidden="true">
        !
      </span>
      <h1>{i18n._(texts.title)}</h1>
      <p>{i18n._(texts.text)}</p>
      {uiError && <ErrorDetails description={uiError.description} status={uiError.status} />}
      <Button className="button--block" onPress={ok}>
        <Trans>OK</Trans>
      </Button>
    </main>
  );
}
