import { useLingui } from '@lingui/react/macro';
import type { PaymentMethodLike } from '../../../../machines/shared/ports';

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
    POSTPAY_BY_USER: t`Pay later by invoice`,
    POSTPAY_BY_PARTNER: t`Pay later through your company`,
  };
  const card = [method.details?.brand, method.details?.cardNumber].filter(Boolean).join(' ');
  const name = names[method.method] ?? (card || t`Card`);
  const partner = method.details?.managementInfo;
  // Postpay says who is billed: the driver, or the partner (the company) the account belongs to.
  const extra =
    method.method === 'PAYPAL'
      ? method.details?.email
      : method.method === 'POSTPAY_BY_USER'
        ? t`Billed to you`
        : method.method === 'POSTPAY_BY_PARTNER'
          ? partner
            ? t`Billed to ${partner}`
            : t`Billed to your company`
          : undefined;
  return (
    <span className="method-label">
      <span>{name}</span>
      {extra && <span className="muted">{extra}</span>}
      {method.isSupportedDevice === false && <span className="muted">{t`Not available on this device`}</span>}
    </span>
  );
}
