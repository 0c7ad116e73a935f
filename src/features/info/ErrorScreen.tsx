import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { hasQueryValue } from '../../routes/query';
import { useAppNavigate } from '../../shell/navigation';
import { Button } from '../../ui/Button';

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
  payment_edit: {
    title: msg`Payment method not changed`,
    text: msg`Your payment method could not be edited. Please try again later.`,
  },
};

const genericError = {
  title: msg`Something went wrong`,
  text: msg`An unexpected error occurred. Please try again.`,
};

export function ErrorScreen() {
  const { i18n } = useLingui();
  const search = useSearch();
  const navigate = useAppNavigate();
  const query = new URLSearchParams(search);
  const type = query.get('reason') === 'expired' ? 'fueling_postpay_order' : (query.get('type') ?? '');
  const texts = errorTexts[type] ?? genericError;
  const hasStation = hasQueryValue(search, 'pid');
  return (
    <main className="screen screen--center">
      <span className="status-icon status-icon--error" aria-hidden="true">
        !
      </span>
      <h1>{i18n._(texts.title)}</h1>
      <p>{i18n._(texts.text)}</p>
      <Button className="button--block" onPress={() => navigate(hasStation ? '/pay' : '/map', { replace: true })}>
        <Trans>OK</Trans>
      </Button>
    </main>
  );
}
