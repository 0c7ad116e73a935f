import { useLingui } from '@lingui/react/macro';
import type { PaymentMethodLike } from '../../../machines/shared/ports';

/** How a payment method reads in a list: brand and masked number, or the wallet's name. */
export function PaymentMethodLabel({ method }: { method: PaymentMethodLike }) {
  const { t } = useLingui();
  const names: Record<string, string> = {
    GOOGLE_PAY: 'Google Pay',
    APPLE_PAY: 'Apple Pay',
    AMAZON_PAY: 'Amazon Pay',
    PAYPAL: 'PayPal',
    MBWAY: 'MB WAY',
    BLUECODE: 'Bluecode',
    PAYCONIQ: 'Payconiq',
  };
  const card = [method.details?.brand, method.details?.cardNumber].filter(Boolean).join(' ');
  const name = names[method.method] ?? (card || t`Card`);
  const extra = method.method === 'PAYPAL' ? method.details?.email : undefined;
  return (
    <span className="method-label">
      <span>{name}</span>
      {extra && <span className="muted">{extra}</span>}
      {method.isSupportedDevice === false && <span className="muted">{t`Not available on this device`}</span>}
    </span>
  );
}
