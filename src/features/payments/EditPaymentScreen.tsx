import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { PaymentMethodLabel } from '../../flows/pay/checkout/PaymentMethodLabel';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormOutcome } from '../../ui/FormOutcome';
import { Loaded } from '../../ui/Loaded';
import { Notice } from '../../ui/Notice';
import { needsReactivation, useDeactivate, usePaymentMethods, useSetPreferred } from './paymentsData';

const backToList = (
  <Link href="/profile/payments" className="link">
    <Trans>Back to your payment methods</Trans>
  </Link>
);

/**
 * `/profile/payments/edit/{id}`: make the method the preferred one, or delete it after a confirmation. The
 * preferred method cannot be deleted (SPEC.md section 5): the screen says so and does not offer it.
 */
export function EditPaymentScreen() {
  const { id } = useParams<{ id: string }>();
  const methods = usePaymentMethods();
  const setPreferred = useSetPreferred();
  const deactivate = useDeactivate();
  const [confirming, setConfirming] = useState(false);
  if (deactivate.status === 'success') {
    return (
      <main className="screen">
        <Notice tone="success">
          <Trans>The payment method has been deleted.</Trans>
        </Notice>
        {backToList}
      </main>
    );
  }
  return (
    <Loaded
      query={methods}
      failed={<Trans>The payment method could not be loaded. Check your connection and try again.</Trans>}
      frame={(failure) => <main className="screen">{failure}</main>}
    >
      {(list) => {
        const method = list.find((candidate) => candidate.id === id);
        if (!method) {
          return (
            <main className="screen">
              <Notice tone="warning">
                <Trans>This payment method could not be found. It may have been deleted.</Trans>
              </Notice>
              {backToList}
            </main>
          );
        }
        const busy = setPreferred.pending || deactivate.pending;
        return (
          <main className="screen">
            <h1>
              <PaymentMethodLabel method={method} />
            </h1>
            {needsReactivation(method) && (
              <Notice tone="warning">
                <Trans>This payment method needs reactivation. Delete it and add it again to pay with it.</Trans>
              </Notice>
            )}
            <FormOutcome
              status={setPreferred.status}
              success={<Trans>This is now your preferred payment method.</Trans>}
              failure={<Trans>The payment method could not be set as preferred. Please try again.</Trans>}
            />
            <FormOutcome
              status={deactivate.status}
              failure={<Trans>The payment method could not be deleted. Please try again.</Trans>}
            />
            {method.isPreferred ? (
              <p className="muted">
                <Trans>
                  This is your preferred payment method. It cannot be deleted: make another method the preferred one
                  first.
                </Trans>
              </p>
            ) : (
              <div className="stack">
                <Button
                  isPending={setPreferred.pending}
                  isDisabled={busy}
                  onPress={() => setPreferred.submit(method.id)}
                >
                  <Trans>Set as preferred</Trans>
                </Button>
                <Button
                  variant="error"
                  isPending={deactivate.pending}
                  isDisabled={busy}
                  onPress={() => setConfirming(true)}
                >
                  <Trans>Delete payment method</Trans>
                </Button>
              </div>
            )}
            {backToList}
            {confirming && (
              <ConfirmDialog
                title={<Trans>Delete this payment method?</Trans>}
                confirmLabel={<Trans>Delete</Trans>}
                cancelLabel={<Trans>Keep it</Trans>}
                destructive
                onConfirm={() => {
                  setConfirming(false);
                  deactivate.submit(method.id);
                }}
                onCancel={() => setConfirming(false)}
              >
                <Trans>You can add it again later.</Trans>
              </ConfirmDialog>
            )}
          </main>
        );
      }}
    </Loaded>
  );
}
