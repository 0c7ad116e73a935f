import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Dialog, Heading, Modal } from 'react-aria-components';
import { selectWait } from '../../../../machines/orderLifecycle';
import { stationTimeZone } from '../../../../machines/shared/tariff';
import type { RedemptionCode } from '../../../api/schemas';
import { formatDateTime, formatMoney } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { AdjustmentLine, DiscountLines, Receipt, ReceiptFacts, VatLines, voucherLines } from '../OrderParts';
import { useOrderRef } from '../orderFlow';
import { asOrder } from '../orderView';
import { usePayStation } from '../PayStationContext';
import { discountAmounts, orderPrecision, productAmount, unexplained } from '../receiptLines';
import { Wash } from './WashFlow';
import { WashWaiting } from './WashWaiting';

function CodeCard({ code }: { code: RedemptionCode }) {
  const { t, i18n } = useLingui();
  const [showQr, setShowQr] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'no'>();
  const qr = code.additionalDisplays?.find((display) => display.type === 'QR');
  const value = code.code;
  const station = usePayStation();
  const expiry = formatDateTime(
    i18n.locale,
    code.expirationDate,
    station ? stationTimeZone(station.location) : undefined,
  );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <li className="card wash-code">
      <p className="muted">
        <Trans>Your wash code</Trans>
      </p>
      <p className="wash-code__value">{value}</p>
      <p className="muted">
        <Trans>Valid until {expiry}</Trans>
      </p>
      <div className="stack">
        <Button variant="secondary" className="button--block" onPress={copy}>
          <Trans>Copy code</Trans>
        </Button>
        {qr && (
          <Button variant="secondary" className="button--block" onPress={() => setShowQr(true)}>
            <Trans>Show QR code</Trans>
          </Button>
        )}
      </div>
      <p role="status" className="muted">
        {copied === 'yes' && <Trans>Code copied.</Trans>}
        {copied === 'no' && <Trans>Copying is not possible here. Select the code to copy it.</Trans>}
      </p>
      {showQr && qr && (
        <Modal isOpen isDismissable onOpenChange={(open) => !open && setShowQr(false)} className="modal">
          <Dialog className="dialog wash-qr">
            <Heading slot="title">
              <Trans>Scan at the car wash</Trans>
            </Heading>
            <img src={qr.code} alt={t`QR code of wash code ${value}`} className="wash-qr__image" />
            <p className="wash-code__value">{value}</p>
            <Button className="button--block" onPress={() => setShowQr(false)}>
              <Trans>Close</Trans>
            </Button>
          </Dialog>
        </Modal>
      )}
    </li>
  );
}

/**
 * Wash finish: success first, then the codes with expiry and QR; the package; when, the receipt number and how
 * it was paid; its price, vouchers and the total, which add up (a package has its price: it is shown at once);
 * the VAT the total includes.
 */
export function WashFinishScreen() {
  const { i18n } = useLingui();
  const station = usePayStation();
  const withCodes = Wash.useSelector((s) => s.hasTag('codes'));
  const settled = Wash.useSelector((s) => s.matches('completed'));
  const wait = useSelector(useOrderRef(), (s) => (s ? selectWait(s) : undefined));
  const order = asOrder(Wash.useSelector((s) => s.context.order));
  if (!withCodes || !order) return <WashWaiting wait={wait} />;
  const line = order.products[0];
  const codes = line?.redemptionCodes ?? [];
  const total = order.totalAfterDiscounts;
  const currency = total?.currency ?? 'EUR';
  const decimals = orderPrecision(order);
  const attributes = line?.attributes?.paymentAttributes;
  const price = productAmount(order);
  const adjustment =
    total && price !== undefined ? unexplained([price, ...discountAmounts(order)], total.amount, decimals) : 0;
  const data = {
    amount: attributes?.quantity,
    price: attributes?.unitPrice,
    total: total?.amount,
    stationId: station?._id,
  };
  return (
    <Receipt status={<Trans>Payment complete</Trans>} data={data}>
      {codes.length > 0 ? (
        <ul className="stack wash-codes">
          {codes.map((code) => (
            <CodeCard key={code._id} code={code} />
          ))}
        </ul>
      ) : (
        <Notice tone="warning">
          <Trans>No wash code was issued for this order. Please ask at the counter.</Trans>
        </Notice>
      )}
      <dl className="summary__lines" aria-live="polite">
        <dt>
          <Trans>Wash</Trans>
        </dt>
        <dd>{attributes?.description ?? line?.name}</dd>
        <ReceiptFacts order={order} />
        {price !== undefined && (
          <>
            <dt>
              <Trans>Price of the wash</Trans>
            </dt>
            <dd className="receipt__subtotal">{formatMoney(i18n.locale, price, currency, decimals)}</dd>
          </>
        )}
        <DiscountLines lines={voucherLines(order, currency)} decimals={decimals} />
        {adjustment !== 0 && <AdjustmentLine amount={adjustment} currency={currency} decimals={decimals} />}
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd className="summary__amount">
          {total ? (
            formatMoney(i18n.locale, total.amount, currency, decimals)
          ) : settled ? (
            <Trans>Not available yet.</Trans>
          ) : (
            <Trans>Being calculated…</Trans>
          )}
        </dd>
        <VatLines order={order} />
      </dl>
    </Receipt>
  );
}
