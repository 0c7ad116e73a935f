import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { ExitNote } from './ExitNote';
import { useFinishAction } from './finishAction';

/** Texts of the cancel page per state (SPEC.md section 4, "Cancel"). */
export const cancelTexts: Record<string, { title: MessageDescriptor; text: MessageDescriptor }> = {
  CANCELLED_PREPAY: {
    title: msg`Order cancelled`,
    text: msg`Your order was cancelled before fueling. The reserved amount is released by your bank.`,
  },
  CANCELLED_POSTPAY: { title: msg`Order cancelled`, text: msg`Your order was cancelled. Nothing was charged.` },
  API_ERROR_PREPAY: {
    title: msg`The order could not be cancelled`,
    text: msg`Fuel as planned: you only pay for what you fuel.`,
  },
  API_ERROR_POSTPAY: {
    title: msg`The order could not be cancelled`,
    text: msg`Please pay at the counter.`,
  },
};

export function CancelScreen() {
  const { i18n } = useLingui();
  const search = useSearch();
  const finishAction = useFinishAction();
  const state = new URLSearchParams(search).get('state') ?? '';
  const texts = cancelTexts[state] ?? cancelTexts.API_ERROR_POSTPAY!;
  return (
    <section>
      {state !== 'API_ERROR_PREPAY' && (
        <span className="status-icon status-icon--info" aria-hidden="true">
          i
        </span>
      )}
      <h2>{i18n._(texts.title)}</h2>
      <p>{i18n._(texts.text)}</p>
      {finishAction.error && <Notice tone="error">{finishAction.error}</Notice>}
      <ExitNote partnerHost={finishAction.partnerHost} />
      <Button className="button--block" onPress={() => finishAction.finish({})}>
        <Trans>OK</Trans>
      </Button>
    </section>
  );
}
