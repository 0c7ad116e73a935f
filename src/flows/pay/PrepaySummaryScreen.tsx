import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Dialog, Heading, Label, Modal, Radio, RadioGroup } from 'react-aria-components';
import { Link, Redirect, useSearch } from 'wouter';
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
import { useQuery } from '../../app/useQuery';
import { usesSandbox } from '../../config';
import { formatMoney } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { PumpBadge } from '../../ui/PumpBadge';
import { Spinner } from '../../ui/Spinner';
import { PaymentMethodLabel } from './PaymentMethodLabel';
import { PrepayFuel } from './PrepayFlow';
import { payPath } from './payQuery';
import { useProduct } from './useProduct';

const WalletSheet = usesSandbox ? lazy(() => import('../../sandbox/WalletSheet')) : null;

/** Prepay summary: pump, fuel, discounts, amount, the payment method, and the button that pays. */
export function PrepaySummaryScreen() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const search = useSearch();
  const { station, product, query } = useProduct();
  const isGuest = Session.useSelector(selectIsGuest);
  const userId = Session.useSelector((s) => selectProfile(s)?.id);
  const prepay = PrepayFuel.useActorRef();
  const busy = PrepayFuel.useSelector((s) => s.hasTag('busy'));
  const amount = Number(query.get('amount'));
  const currency = query.get('currency') ?? 'EUR';
  const fuel = product?.attributes.availableItems.find((item) => item.itemCode === query.get('fuelTypeId'));
  const logic = useMemo(
    () =>
      checkoutEligibilityMachine.provide({
        actors: {
          loadContext: fromPromise(async ({ signal }) => ({
            station: station!,
            methods: await api.payments.list(
              { customerId: userId!, supportedByPoi: station!._id, supportedByPoiProduct: product?._id },
              { signal },
            ),
          })),
        },
      }),
    [api, station, product, userId],
  );
  const eligibility = useActorRef(logic, { input: { isGuest, hasTwoFactor: false } });
  useEffect(() => eligibility.send({ type: 'poi.requested' }), [eligibility]);
  const outcome = useSelector(eligibility, selectOutcome);
  const method = useSelector(eligibility, selectMethod) as PaymentMethod | undefined;
  const methods = useSelector(eligibility, (s) => s.context.methods) as PaymentMethod[];
  const [confirming, setConfirming] = useState(false);
  const [walletOpen, setWalletOpen] = useState(false);
  const preview = useQuery(
    !isGuest && product && fuel ? `${product._id}:${fuel.itemCode}:${amount}` : undefined,
    (signal) =>
      api.vouchers.previewDiscount(
        { poiId: station!._id, productId: product!._id, fuelTypeId: fuel!.itemCode, amount, currency },
        { signal },
      ),
  );
  if (!station || !product || !fuel || !(amount > 0)) {
    return <Redirect to={payPath('/pay/prepay/amount', search, { amount: undefined })} replace />;
  }
  const amountText = formatMoney(i18n.locale, amount, currency);
  const pay = (payment: { paymentMethodId?: string; paymentToken?: string }) =>
    prepay.send({ type: 'payment.confirmed', payment });
  const start = () => {
    if (!method) return;
    if (isWallet(method)) setWalletOpen(true);
    else if (needsConfirmationStep(method)) setConfirming(true);
    else pay({ paymentMethodId: method.id });
  };
  const selectable = methods.filter((candidate) => (isGuest ? isWallet(candidate) : true));
  const fuelName = fuel.marketingName ?? fuel.itemCode;
  return (
    <section className="summary">
      <PumpBadge name={product.name} />
      <dl className="summary__lines">
        <dt>
          <Trans>Fuel</Trans>
        </dt>
        <dd>{fuelName}</dd>
        {preview.status === 'success' &&
          preview.data.discounts.map((discount) => (
            <div key={discount.name} className="summary__discount">
              <dt>{discount.label ? `${discount.name} (${discount.label})` : discount.name}</dt>
              <dd>−{formatMoney(i18n.locale, discount.appliedDiscount.amount, discount.appliedDiscount.currency)}</dd>
            </div>
          ))}
        <dt>
          <Trans>Maximum amount</Trans>
        </dt>
        <dd className="summary__amount">{amountText}</dd>
      </dl>
      <p className="muted">
        <Trans>The amount is reserved on your payment method; you only pay for what you fuel.</Trans>
      </p>
      {outcome === undefined && <Spinner />}
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
      <Button className="button--block pay-button" isDisabled={outcome !== 'allowed'} isPending={busy} onPress={start}>
        <Trans>Pay {amountText}</Trans>
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
            <p>
              <Trans>
                Reserve {amountText} for pump {product.name}?
              </Trans>
            </p>
            <div className="stack">
              <Button
                className="button--block"
                onPress={() => {
                  setConfirming(false);
                  pay({ paymentMethodId: method.id });
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
      {walletOpen && method && WalletSheet && (
        <Suspense fallback={null}>
          <WalletSheet
            wallet={method.method === 'APPLE_PAY' ? 'APPLE_PAY' : 'GOOGLE_PAY'}
            amountText={amountText}
            onToken={(paymentToken) => {
              setWalletOpen(false);
              pay({ paymentToken });
            }}
            onCancel={() => setWalletOpen(false)}
          />
        </Suspense>
      )}
      {walletOpen && !WalletSheet && <Notice tone="warning">{t`This wallet is not available in this browser.`}</Notice>}
    </section>
  );
}
