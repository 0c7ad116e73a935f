import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Dialog, Heading, Label, Modal, Radio, RadioGroup } from 'react-aria-components';
import { Link, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import {
  checkoutEligibilityMachine,
  isWallet,
  needsConfirmationStep,
  selectMethod,
  selectOutcome,
} from '../../../machines/checkoutEligibility';
import { selectIsGuest, selectProfile } from '../../../machines/session';
import type { PaymentMethod } from '../../api/schemas';
import { Session, useApi } from '../../app/contexts';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { OdometerStep } from './OdometerStep';
import { PaymentMethodLabel } from './PaymentMethodLabel';
import { usePayStation } from './PayStationContext';
import { payPath } from './payQuery';
import { requestWalletToken } from './wallet';

export interface PaymentChoice {
  paymentMethodId?: string;
  paymentToken?: string;
}

interface CheckoutProps {
  productId?: string;
  /** What the wallet sheet shows and authorises; 0 pays a wallet method without a token. */
  amount: number;
  currency: string;
  /** The amount as text, for the wallet sheet. */
  amountText: string;
  /** The pay button's text. */
  payLabel: ReactNode;
  /** The confirmation step's question, for the methods that show one. */
  confirmText: ReactNode;
  /** The flow is creating or authorising: the button shows progress and ignores presses. */
  busy: boolean;
  /** What is happening while busy (default: the payment is being authorised). */
  busyText?: ReactNode;
  onPay: (payment: PaymentChoice) => void;
  /**
   * Fuel checkouts ask for the odometer first when the account wants it; a postpay order gets the value too.
   * Washes and charging do not ask.
   */
  odometer?: { postpayOrderId?: string };
}

export function Checkout({ odometer, ...props }: CheckoutProps) {
  if (!odometer) return <Payment {...props} />;
  return (
    <OdometerStep postpayOrderId={odometer.postpayOrderId}>
      <Payment {...props} />
    </OdometerStep>
  );
}

/**
 * How a summary pays (SPEC.md section 4, checkout eligibility and payment method): the eligible methods with a
 * picker, the pay button (enabled only when allowed), the confirmation step for the methods that need it, the
 * device wallet for Google Pay and Apple Pay, and for guests the register-or-login link and the terms.
 */
function Payment({
  productId,
  amount,
  currency,
  amountText,
  payLabel,
  confirmText,
  busy,
  busyText,
  onPay,
}: Omit<CheckoutProps, 'odometer'>) {
  const { t } = useLingui();
  const api = useApi();
  const search = useSearch();
  const station = usePayStation();
  const isGuest = Session.useSelector(selectIsGuest);
  const userId = Session.useSelector((s) => selectProfile(s)?.id);
  const userCountry = Session.useSelector((s) => selectProfile(s)?.country);
  const logic = useMemo(
    () =>
      checkoutEligibilityMachine.provide({
        actors: {
          loadContext: fromPromise(async ({ signal }) => ({
            station: station!,
            methods: await api.payments.list(
              { customerId: userId!, supportedByPoi: station!._id, supportedByPoiProduct: productId },
              { signal },
            ),
          })),
        },
      }),
    [api, station, productId, userId],
  );
  const eligibility = useActorRef(logic, { input: { isGuest, hasTwoFactor: false } });
  useEffect(() => eligibility.send({ type: 'poi.requested' }), [eligibility]);
  const outcome = useSelector(eligibility, selectOutcome);
  const loadFailed = useSelector(eligibility, (s) => s.matches('failed'));
  const method = useSelector(eligibility, selectMethod) as PaymentMethod | undefined;
  const methods = useSelector(eligibility, (s) => s.context.methods) as PaymentMethod[];
  const [confirming, setConfirming] = useState(false);
  const [walletOpen, setWalletOpen] = useState(false);
  const [walletError, setWalletError] = useState<string>();

  const payWithWallet = async (wallet: PaymentMethod) => {
    if (amount === 0) {
      onPay({ paymentMethodId: wallet.id });
      return;
    }
    setWalletError(undefined);
    setWalletOpen(true);
    try {
      const product = station?.products.find((candidate) => candidate._id === productId);
      const result = await requestWalletToken(api, {
        wallet: wallet.method === 'APPLE_PAY' ? 'APPLE_PAY' : 'GOOGLE_PAY',
        productType: product?.type === 'EV_CHARGE' ? 'EV_CHARGE' : product?.type === 'CAR_WASH' ? 'WASH' : 'FUEL',
        userCountry,
        amount,
        currency,
        amountText,
        countryCode: station?.location.address?.countryCode ?? 'DE',
        merchantName: station?.partnerDetails?.partnerName ?? station?.name ?? '',
        guest: isGuest,
      });
      // A cancelled sheet is silent (SPEC.md section 8).
      if (result.status === 'token') onPay({ paymentToken: result.token });
    } catch {
      setWalletError(t`This wallet is not available in this browser.`);
    } finally {
      setWalletOpen(false);
    }
  };
  const start = () => {
    if (!method || walletOpen) return;
    if (isWallet(method)) void payWithWallet(method);
    else if (needsConfirmationStep(method)) setConfirming(true);
    else onPay({ paymentMethodId: method.id });
  };
  const selectable = methods.filter((candidate) => (isGuest ? isWallet(candidate) : true));
  return (
    <div className="checkout">
      {outcome === undefined && !loadFailed && <Spinner />}
      {loadFailed && (
        <Notice tone="error">
          <p>
            <Trans>Your payment methods could not be loaded.</Trans>
          </p>
          <Button variant="secondary" onPress={() => eligibility.send({ type: 'poi.requested' })}>
            <Trans>Try again</Trans>
          </Button>
        </Notice>
      )}
      {outcome === 'guestRequireAuth' && (
        <Notice tone="info">
          <Trans>Paying as a guest is not possible at this station. Please log in or register.</Trans>
        </Notice>
      )}
      {outcome === 'noPM' && (
        <Notice tone="info">
          <Trans>You have no payment method yet.</Trans>
        </Notice>
      )}
      {(outcome === 'poiRejectedPM' || outcome === 'deviceRejectedPM') && (
        <Notice tone="warning">
          <Trans>This payment method cannot be used here. Choose another one.</Trans>
        </Notice>
      )}
      {selectable.length > 0 && (
        <RadioGroup
          className="radio-group method-picker"
          value={method?.id ?? null}
          onChange={(methodId) => eligibility.send({ type: 'payment.changed', methodId })}
        >
          <Label className="radio-group__label">
            <Trans>Pay with</Trans>
          </Label>
          {selectable.map((candidate) => (
            <Radio
              key={candidate.id}
              value={candidate.id}
              className="radio"
              isDisabled={candidate.isSupportedDevice === false}
            >
              <span className="radio__dot" aria-hidden="true" />
              <PaymentMethodLabel method={candidate} />
            </Radio>
          ))}
        </RadioGroup>
      )}
      {walletError && <Notice tone="warning">{walletError}</Notice>}
      {busy && (
        <p className="checkout__status" role="status">
          {busyText ?? <Trans>Authorising your payment…</Trans>}
        </p>
      )}
      <Button
        className="button--block pay-button"
        isDisabled={outcome !== 'allowed'}
        isPending={busy || walletOpen}
        onPress={start}
      >
        {payLabel}
      </Button>
      {isGuest && (
        <div className="guest-terms">
          <p>
            <Link href={payPath('/login', search)} className="link">
              <Trans>Register or log in</Trans>
            </Link>{' '}
            <Trans>to pay with your cards and use vouchers.</Trans>
          </p>
          <p className="muted">
            <Trans>
              By paying you accept the{' '}
              <Link href="/info?type=terms" className="link">
                terms of use
              </Link>
              .
            </Trans>
          </p>
        </div>
      )}
      {confirming && method && (
        <Modal isOpen isDismissable onOpenChange={(open) => !open && setConfirming(false)} className="modal">
          <Dialog className="dialog">
            <Heading slot="title">
              <Trans>Confirm payment</Trans>
            </Heading>
            <p>{confirmText}</p>
            <div className="stack">
              <Button
                className="button--block"
                onPress={() => {
                  setConfirming(false);
                  onPay({ paymentMethodId: method.id });
                }}
              >
                <Trans>Confirm and pay</Trans>
              </Button>
              <Button variant="secondary" className="button--block" onPress={() => setConfirming(false)}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </Dialog>
        </Modal>
      )}
    </div>
  );
}
