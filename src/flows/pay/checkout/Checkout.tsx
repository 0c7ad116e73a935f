import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import { Dialog, Form, Heading, Label, Modal, Radio, RadioGroup } from 'react-aria-components';
import { Link, useLocation, useSearch } from 'wouter';
import {
  type CheckoutStepError,
  type PaymentProblem,
  selectAsksMileage,
  selectAsksVin,
  selectCanPay,
  selectCheckoutBusy,
  selectCheckoutStep,
  selectEligibility,
  selectGivenMileage,
  selectGuestHasNoWallet,
  selectIsVerifyingPin,
  selectPaymentProblem,
  selectPinLockedMinutes,
  selectStepError,
} from '../../../../machines/checkout';
import { isWallet } from '../../../../machines/checkoutEligibility';
import { selectCheckout, selectIsBusy, selectIsLoadingOrder, selectNotice } from '../../../../machines/orderLifecycle';
import { selectIsGuest } from '../../../../machines/session';
import { isVin } from '../../../../machines/shared/driverPrompts';
import { isOdometerKm, odometerMaxKm } from '../../../../machines/shared/odometer';
import { Session, useUiError } from '../../../app/contexts';
import { ErrorDetails } from '../../../features/info/ErrorDetails';
import { InfoLink } from '../../../features/info/InfoLink';
import { MbwayMandateHint } from '../../../features/payments/MbwayMandateHint';
import { withReturnTo } from '../../../features/payments/returnTo';
import { formatNumber } from '../../../i18n/format';
import { parseLocaleNumber } from '../../../i18n/numbers';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { payPath } from '../../../url/query';
import type { CheckoutRef, OrderRef } from '../kit/orderFlow';
import { GuestNoWalletNotice } from './GuestNoWalletNotice';
import { OdometerStep } from './OdometerStep';
import { PaymentMethodLabel } from './PaymentMethodLabel';

interface CheckoutProps {
  order: OrderRef;
  /** The pay button's text. */
  payLabel: ReactNode;
  /** The confirmation step's question, for the methods that show one. */
  confirmText: ReactNode;
  /** What is happening while the flow waits (default: the payment is being authorised). */
  busyText?: ReactNode;
  /**
   * Why a method the station does not accept for this product cannot be picked (gift cards): such methods are
   * listed, disabled, with this reason. Without it they can be picked and the choice is refused with a notice.
   */
  unsupportedReason?: ReactNode;
}

/**
 * How a summary pays (SPEC.md section 4): the steps of the checkout (machines/checkout, the order lifecycle's
 * `checkout` child), shown as they come, and the lifecycle's own waits around it. The odometer where the account
 * asks for it (then the mileage given, which the order is created with), the eligible methods with a picker, the
 * pay button (enabled only when allowed), the confirmation step, the device wallet, the PIN for PayPal, and for
 * guests the register-or-login link and the terms. Once the checkout is over it stays on screen as it ended
 * while the order is created and authorised.
 */
export function Checkout({ order, payLabel, confirmText, busyText, unsupportedReason }: CheckoutProps) {
  const { t, i18n } = useLingui();
  const search = useSearch();
  const [location] = useLocation();
  const isGuest = Session.useSelector(selectIsGuest);
  const checkout = useSelector(order, selectCheckout);
  const step = useSelector(checkout, (s) => (s ? selectCheckoutStep(s) : 'sending'));
  // Busy while the lifecycle waits (a running order looked up, the order created or authorised) or the checkout does.
  const orderBusy = useSelector(order, selectIsBusy);
  // Before the driver can pay (the order looked for or read), nothing is being paid: the summary says so.
  const loadingOrder = useSelector(order, selectIsLoadingOrder);
  const cancelRefused = useSelector(order, (s) => selectNotice(s) === 'cancelFailed');
  const checkoutBusy = useSelector(checkout, (s) => (s ? selectCheckoutBusy(s) : false));
  const busy = orderBusy || checkoutBusy;
  const eligibility = useSelector(checkout, (s) => (s ? selectEligibility(s) : undefined));
  const stepError = useSelector(checkout, (s) => (s ? selectStepError(s) : undefined));
  const pinLockedMinutes = useSelector(checkout, (s) => (s ? selectPinLockedMinutes(s) : undefined));
  const problem = useSelector(checkout, (s) => (s ? selectPaymentProblem(s) : undefined));
  const canPay = useSelector(checkout, (s) => (s ? selectCanPay(s) : false));
  const guestHasNoWallet = useSelector(checkout, (s) => (s ? selectGuestHasNoWallet(s) : false));
  const mileage = useSelector(checkout, (s) => (s ? selectGivenMileage(s) : undefined));
  const km = mileage === undefined ? undefined : formatNumber(i18n.locale, mileage, 1);
  if (step === 'odometer' && checkout) return <OdometerStep checkout={checkout} />;
  const outcome = eligibility?.outcome;
  const methods = (eligibility?.methods ?? []).filter((candidate) => (isGuest ? isWallet(candidate) : true));
  const method = eligibility?.method;
  const sending = step === 'sending' || step === 'wallet' || busy;
  return (
    <div className="checkout">
      {problem && !sending && <PaymentProblemNotice problem={problem} />}
      {cancelRefused && (
        <Notice tone="warning">
          <Trans>The order could not be cancelled. Nothing was charged: pay for it, or try cancelling again.</Trans>
        </Notice>
      )}
      {km !== undefined && (
        <p className="muted">
          <Trans>Mileage for this order: {km} km</Trans>
        </p>
      )}
      {eligibility === undefined && step === 'choosing' && <Spinner />}
      {eligibility?.loadFailed && (
        <Notice tone="error">
          <p>
            <Trans>Your payment methods could not be loaded.</Trans>
          </p>
          <Button variant="secondary" onPress={() => checkout?.send({ type: 'checkout.retried' })}>
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
      {outcome === 'deviceRejectedPM' && eligibility?.blockedReason === 'paypalNeeds2fa' && <TwoFactorRequired />}
      {guestHasNoWallet ? (
        <GuestNoWalletNotice />
      ) : (
        (outcome === 'poiRejectedPM' || (outcome === 'deviceRejectedPM' && !eligibility?.blockedReason)) && (
          <Notice tone="warning">
            <Trans>This payment method cannot be used here. Choose another one.</Trans>
          </Notice>
        )
      )}
      {methods.length > 0 && (
        <RadioGroup
          className="radio-group method-picker"
          value={method?.id ?? null}
          isDisabled={sending}
          onChange={(methodId) => checkout?.send({ type: 'payment.changed', methodId })}
        >
          <Label className="radio-group__label">
            <Trans>Pay with</Trans>
          </Label>
          {methods.map((candidate) => {
            const refused = unsupportedReason !== undefined && candidate.isSupportedPOI === false;
            return (
              <Radio
                key={candidate.id}
                value={candidate.id}
                className="radio"
                isDisabled={candidate.isSupportedDevice === false || refused}
              >
                <span className="radio__dot" aria-hidden="true" />
                <PaymentMethodLabel method={candidate} />
                {refused && <span className="radio__note">{unsupportedReason}</span>}
              </Radio>
            );
          })}
        </RadioGroup>
      )}
      {!isGuest && (
        <Link
          href={withReturnTo('/profile/payments', `${location}${search ? `?${search}` : ''}`)}
          className="link add-method-link"
        >
          <Trans>Add payment method</Trans>
        </Link>
      )}
      <MbwayMandateHint method={method} />
      {stepError === 'walletFailed' && (
        <Notice tone="warning">{t`This wallet is not available in this browser.`}</Notice>
      )}
      {stepError === 'twoFactorRequired' && <TwoFactorRequired />}
      {stepError === 'pinLocked' && <PinLocked minutes={pinLockedMinutes ?? 15} />}
      {stepError !== undefined && <TwoFactorProblem problem={stepError} />}
      {step === 'biometric' && (
        <p className="checkout__status" role="status">
          <Trans>Confirm the payment on your device…</Trans>
        </p>
      )}
      {sending && step !== 'wallet' && step !== 'biometric' && (
        <p className="checkout__status" role="status">
          {busyText ??
            (loadingOrder ? (
              <Trans>Checking for an order of yours at this pump…</Trans>
            ) : (
              <Trans>Authorising your payment…</Trans>
            ))}
        </p>
      )}
      <Button
        className="button--block pay-button"
        isDisabled={!canPay && !sending}
        isPending={sending}
        onPress={() => checkout?.send({ type: 'payment.started' })}
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
              By paying you accept the <InfoLink type="terms">terms of use</InfoLink>.
            </Trans>
          </p>
        </div>
      )}
      {step === 'confirming' && checkout && (
        <StepDialog
          checkout={checkout}
          title={<Trans>Confirm payment</Trans>}
          onConfirm={() => checkout.send({ type: 'payment.confirmed' })}
        >
          <p>{confirmText}</p>
        </StepDialog>
      )}
      {step === 'prompts' && checkout && <DriverPromptsDialog checkout={checkout} confirmText={confirmText} />}
      {step === 'twoFactor' && checkout && <PinDialog checkout={checkout} />}
    </div>
  );
}

/** A step of the payment the driver confirms (or leaves, back to the choice of method). */
function StepDialog({
  checkout,
  title,
  onConfirm,
  pending = false,
  children,
}: {
  checkout: CheckoutRef;
  title: ReactNode;
  onConfirm: () => void;
  pending?: boolean;
  children: ReactNode;
}) {
  const dismiss = () => checkout.send({ type: 'payment.dismissed' });
  return (
    <Modal isOpen isDismissable onOpenChange={(open) => !open && dismiss()} className="modal">
      <Dialog className="dialog">
        <Heading slot="title">{title}</Heading>
        <Form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          {children}
          <Button type="submit" className="button--block" isPending={pending}>
            <Trans>Confirm and pay</Trans>
          </Button>
          <Button variant="secondary" className="button--block" onPress={dismiss}>
            <Trans>Cancel</Trans>
          </Button>
        </Form>
      </Dialog>
    </Modal>
  );
}

/** "2FA required" (SPEC.md section 8): the method asks for a confirmation the driver has not set up yet. */
function TwoFactorRequired() {
  const [location] = useLocation();
  const search = useSearch();
  const returnTo = `${location}${search ? `?${search}` : ''}`;
  return (
    <Notice tone="warning">
      <p>
        <Trans>PayPal needs a PIN or biometric confirmation. Set one up, or choose another payment method.</Trans>
      </p>
      <Link href={withReturnTo('/profile/two-factor', returnTo)} className="link">
        <Trans>Set up a PIN or biometrics</Trans>
      </Link>
    </Notice>
  );
}

/**
 * Too many wrong PINs: the platform locked the PIN, and the checkout does not ask for it until the lock is over.
 * A method without a PIN pays now; biometrics, once set up, confirm instead of the PIN.
 */
function PinLocked({ minutes }: { minutes: number }) {
  const [location] = useLocation();
  const search = useSearch();
  return (
    <Notice tone="error">
      <p>
        <Trans>
          Too many wrong PINs: your PIN is locked for {minutes} minutes, and nothing was paid. Choose a payment method
          that needs no PIN, or try again later.
        </Trans>
      </p>
      <Link href={withReturnTo('/profile/two-factor', `${location}${search ? `?${search}` : ''}`)} className="link">
        <Trans>Confirm with biometrics instead</Trans>
      </Link>
    </Notice>
  );
}

/** Why the last biometric confirmation did not go through; nothing was paid. */
function TwoFactorProblem({ problem }: { problem: CheckoutStepError }) {
  if (problem === 'biometricCancelled') {
    return (
      <Notice tone="warning">
        <Trans>The biometric check was cancelled. Nothing was paid.</Trans>
      </Notice>
    );
  }
  if (problem === 'biometricUnsupported') {
    return (
      <Notice tone="warning">
        <Trans>This device cannot confirm with biometrics. Nothing was paid. Choose another payment method.</Trans>
      </Notice>
    );
  }
  if (problem === 'twoFactorFailed') {
    return (
      <Notice tone="error">
        <Trans>Your confirmation could not be checked. Nothing was paid. Please try again.</Trans>
      </Notice>
    );
  }
  return null;
}

/** SPEC.md section 5: the 4-digit PIN that confirms a PayPal payment. */
function PinDialog({ checkout }: { checkout: CheckoutRef }) {
  const { t } = useLingui();
  const [pin, setPin] = useState('');
  const stepError = useSelector(checkout, selectStepError);
  const verifying = useSelector(checkout, selectIsVerifyingPin);
  const error =
    stepError === 'pinInvalid'
      ? t`Enter the 4 digits of your PIN.`
      : stepError === 'pinWrong'
        ? t`This PIN is not correct. Try again.`
        : stepError === 'pinFailed'
          ? t`Your PIN could not be checked. Try again.`
          : undefined;
  return (
    <StepDialog
      checkout={checkout}
      title={<Trans>Confirm with your PIN</Trans>}
      pending={verifying}
      onConfirm={() => checkout.send({ type: 'twoFactor.submitted', pin })}
    >
      <TextField
        label={t`PIN`}
        type="password"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
        value={pin}
        onChange={setPin}
        error={error}
      />
    </StepDialog>
  );
}

/**
 * The fuel card's questions before it pays (SPEC.md section 5): the VIN from level 2, the mileage at levels 1
 * and 3 unless the odometer step gave it. The fields are judged once the driver confirms; what is typed stays.
 */
function DriverPromptsDialog({ checkout, confirmText }: { checkout: CheckoutRef; confirmText: ReactNode }) {
  const { t, i18n } = useLingui();
  const [vin, setVin] = useState('');
  const [kmText, setKmText] = useState('');
  const asksVin = useSelector(checkout, selectAsksVin);
  const asksMileage = useSelector(checkout, selectAsksMileage);
  const judged = useSelector(checkout, selectStepError) === 'promptsInvalid';
  const km = parseLocaleNumber(kmText, i18n.locale) ?? Number.NaN;
  const max = formatNumber(i18n.locale, odometerMaxKm);
  return (
    <StepDialog
      checkout={checkout}
      title={<Trans>Your fuel card asks for your vehicle</Trans>}
      onConfirm={() => checkout.send({ type: 'prompts.submitted', vin, km })}
    >
      <p>{confirmText}</p>
      {asksVin && (
        <TextField
          label={t`Vehicle identification number (VIN)`}
          description={t`17 letters and digits, on your registration document.`}
          autoComplete="off"
          value={vin}
          onChange={setVin}
          error={
            judged && !isVin(vin)
              ? t`Enter the 17 characters of the VIN: letters and digits, without I, O and Q.`
              : undefined
          }
        />
      )}
      {asksMileage && (
        <TextField
          label={t`Mileage in km`}
          inputMode="decimal"
          autoComplete="off"
          value={kmText}
          onChange={setKmText}
          error={
            judged && !isOdometerKm(km) ? t`Enter the mileage in km as a number above 0 and at most ${max}.` : undefined
          }
        />
      )}
    </StepDialog>
  );
}

/** Why the last payment did not go through: nothing was charged, and what the driver can do now. */
function PaymentProblemNotice({ problem }: { problem: PaymentProblem }) {
  const uiError = useUiError();
  return (
    <Notice tone="error">
      {problem === 'declined' ? (
        <p>
          <Trans>Your payment was declined. Nothing was charged. Choose another payment method and pay again.</Trans>
        </p>
      ) : problem === 'refused' ? (
        <p>
          <Trans>This payment method could not be used for this order. Nothing was charged. Choose another one.</Trans>
        </p>
      ) : problem === 'notCreated' ? (
        <p>
          <Trans>The order could not be created. Nothing was charged. Please try again.</Trans>
        </p>
      ) : (
        <p>
          <Trans>The payment did not go through. Nothing was charged. Please try again.</Trans>
        </p>
      )}
      {uiError && <ErrorDetails description={uiError.description} status={uiError.status} />}
    </Notice>
  );
}
