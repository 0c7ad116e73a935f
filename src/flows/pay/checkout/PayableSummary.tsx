import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatMoney, moneyDecimals } from '../../../i18n/format';
import { CancelOrder, DiscountLines, voucherLines } from '../kit/OrderParts';
import { Checkout } from './Checkout';
import type { usePayableOrder } from './usePayableOrder';

type Payable = NonNullable<ReturnType<typeof usePayableOrder>['payable']>;

interface PayableSummaryProps {
  payable: Payable;
  /** What is bought: the first lines of the summary (`<dt>`/`<dd>` pairs). */
  lines: ReactNode;
  /** The name the confirmation step asks about ("Pay €12.00 for Premium wash?"). */
  name: string;
  /** What the package or card includes, as its bullet lines. */
  descriptionLines?: readonly string[];
  busyText: ReactNode;
  unsupportedReason?: ReactNode;
}

/**
 * The summary of an order created before its payment (wash, gift card, vending product): what is bought, the
 * vouchers and the total, the payment, and cancel before paying (nothing is charged yet).
 */
export function PayableSummary({
  payable,
  lines,
  name,
  descriptionLines,
  busyText,
  unsupportedReason,
}: PayableSummaryProps) {
  const { i18n } = useLingui();
  const { orderRef, order, total } = payable;
  const totalText = formatMoney(i18n.locale, total.amount, total.currency, moneyDecimals(total));
  return (
    <section className="summary">
      <dl className="summary__lines">
        {lines}
        <DiscountLines lines={voucherLines(order, total.currency)} decimals={moneyDecimals(total)} />
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd className="summary__amount">{totalText}</dd>
      </dl>
      {descriptionLines && (
        <ul className="wash-package__lines">
          {descriptionLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <Checkout
        order={orderRef}
        busyText={busyText}
        payLabel={<Trans>Pay {totalText}</Trans>}
        confirmText={
          <Trans>
            Pay {totalText} for {name}?
          </Trans>
        }
        unsupportedReason={unsupportedReason}
      />
      <CancelOrder order={orderRef} consequence={<Trans>Nothing has been charged yet.</Trans>} />
    </section>
  );
}
