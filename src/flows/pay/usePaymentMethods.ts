import { selectIsGuest, selectProfile } from '../../../machines/session';
import type { PaymentMethod } from '../../api/schemas';
import { Session, useApi } from '../../app/contexts';
import { useQuery } from '../../app/useQuery';

/** Payment methods that skip the extra confirmation step (SPEC.md section 4). */
export const methodsSkippingConfirmation = ['GOOGLE_PAY', 'MBWAY', 'DIRECT_CREDIT', 'APPLE_PAY'];
export const walletMethods = ['GOOGLE_PAY', 'APPLE_PAY'];

/** A method can pay here when the device and the station support it; PayPal also needs a two-factor method. */
export function isUsable(method: PaymentMethod, hasTwoFactor: boolean) {
  if (method.isSupportedDevice === false || method.isSupportedPOI === false) return false;
  if (method.method === 'PAYPAL' && !hasTwoFactor) return false;
  return true;
}

/** The user's active methods, flagged by the platform for this station and product. */
export function usePaymentMethods(stationId: string, productId: string) {
  const api = useApi();
  const userId = Session.useSelector((s) => selectProfile(s)?.id);
  const isGuest = Session.useSelector(selectIsGuest);
  const methods = useQuery(userId && `${userId}:${stationId}:${productId}`, (signal) =>
    api.payments.list({ customerId: userId!, supportedByPoi: stationId, supportedByPoiProduct: productId }, { signal }),
  );
  const list = methods.status === 'success' ? methods.data : [];
  // Guests pay only with a device wallet (SPEC.md section 6).
  const visible = isGuest ? list.filter((method) => walletMethods.includes(method.method)) : list;
  return { status: methods.status, methods: visible };
}
