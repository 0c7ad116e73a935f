/**
 * The binding of the registration chart (machines/paymentRegistration): its actors call the payment provider
 * and the platform, and its outcome is followed: the hosted page, the screen the driver came from (with the
 * new method chosen on that summary; a closed PayPal approval goes back there silently), or the error page.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import {
  type PaymentRegistrationInput,
  paymentRegistrationMachine,
  selectErrorCode,
  selectIsBusy,
  selectOutcome,
} from '../../../machines/paymentRegistration';
import { paymentKeys } from '../../api/queries';
import { useApi } from '../../app/contexts';
import { inspectOption } from '../../app/inspect';
import { queryClient } from '../../app/queryClient';
import { useUserId } from '../../app/useUserId';
import { chooseMethodInCheckoutDraft } from '../../flows/pay/checkout/checkoutDraft';
import { paypalAdapter } from './paypal';
import { withReturnTo } from './returnTo';

export const paymentRegisterPath = '/profile/payments/payment-register';

const absolute = (path: string) => new URL(path, window.location.origin).href;

/** The summary a `returnTo` leads back to chooses the new method (its draft is keyed by station and product). */
function chooseOnSummary(goTo: string, userId: string, methodId: string) {
  const query = new URL(goTo, window.location.origin).searchParams;
  const stationId = query.get('pid');
  const productId = query.get('productId');
  if (stationId && productId) chooseMethodInCheckoutDraft(sessionStorage, { userId, stationId, productId }, methodId);
}

export function useRegistration(input: PaymentRegistrationInput) {
  const api = useApi();
  const userId = useUserId();
  const [, navigate] = useLocation();
  const logic = useMemo(
    () =>
      paymentRegistrationMachine.provide({
        actors: {
          openRegistration: fromPromise(async ({ input: { method, returnTo }, signal }) => {
            const open = () =>
              api.paymentProvider.openRegistration(
                { method, returnUrl: absolute(withReturnTo(paymentRegisterPath, returnTo)) },
                { signal },
              );
            // PayPal is approved on PayPal (its SDK, or the sandbox's page), which must be able to run first.
            return method === 'PAYPAL' ? (await paypalAdapter()).vault(open) : open();
          }),
          completeRegistration: fromPromise(async ({ input: { methodId }, signal }) => {
            const method = await api.payments.update(
              methodId,
              {
                successUrl: absolute(paymentRegisterPath),
                errorUrl: absolute('/error?type=payment_register'),
                replacePreferred: false,
              },
              { signal },
            );
            await queryClient.invalidateQueries({ queryKey: paymentKeys.all(userId) });
            return method;
          }),
        },
      }),
    [api, userId],
  );
  const actor = useActorRef(logic, { input, inspect: inspectOption() });
  const outcome = useSelector(actor, selectOutcome);
  const busy = useSelector(actor, selectIsBusy);
  const errorCode = useSelector(actor, selectErrorCode);
  useEffect(() => {
    if (outcome?.kind === 'hostedPage') window.location.assign(outcome.url);
    else if (outcome?.kind === 'failed' || outcome?.kind === 'closed') navigate(outcome.goTo, { replace: true });
    else if (outcome?.kind === 'registered' && outcome.goTo) {
      chooseOnSummary(outcome.goTo, userId, outcome.methodId);
      navigate(outcome.goTo, { replace: true });
    }
  }, [outcome, navigate, userId]);
  return { outcome, busy, errorCode, retry: () => actor.send({ type: 'registration.retried' }) };
}
