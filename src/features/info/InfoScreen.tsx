import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { useAppNavigate } from '../../shell/navigation';
import { Button } from '../../ui/Button';

/** The generic info page: a title, a text and OK; unknown types fall back to a generic text. */
export const infoTexts: Record<string, { title: MessageDescriptor; text: MessageDescriptor }> = {
  terms: {
    title: msg`Terms of use`,
    text: msg`Forecourt lets you pay for fuel, charging and car washes at partner stations. Payments are made to the station operator; Forecourt transmits your order and payment. Prices are those shown at the pump or charger when you start.`,
  },
  imprint: {
    title: msg`Imprint`,
    text: msg`Forecourt is operated by Forecourt Mobility GmbH, Invalidenstraße 10, 10115 Berlin, Germany. Register court Berlin-Charlottenburg. Contact: support@forecourt.test.`,
  },
  privacy: {
    title: msg`Data protection`,
    text: msg`We process your account data, your location while you use the app at a station, and your orders to provide the service. We never sell your data. You can ask for a copy or deletion of your data at any time.`,
  },
  statutory: {
    title: msg`Statutory information`,
    text: msg`Fuel and charging prices include VAT. Receipts and invoices are issued by the station operator and are available in the app after payment.`,
  },
};

const genericInfo = { title: msg`Information`, text: msg`There is nothing more to show here.` };

export function InfoScreen() {
  const { i18n } = useLingui();
  const type = new URLSearchParams(useSearch()).get('type') ?? '';
  const navigate = useAppNavigate();
  const texts = infoTexts[type] ?? genericInfo;
  return (
    <main className="screen">
      <h1>{i18n._(texts.title)}</h1>
      <p>{i18n._(texts.text)}</p>
      <Button className="button--block" onPress={() => (history.length > 1 ? history.back() : navigate('/map'))}>
        <Trans>OK</Trans>
      </Button>
    </main>
  );
}
