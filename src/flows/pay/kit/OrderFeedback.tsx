import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, Label, Radio, RadioGroup, TextArea, TextField } from 'react-aria-components';
import { selectFeatures } from '../../../../machines/session';
import { isApiError } from '../../../api/client';
import { feedbackNotTaken } from '../../../api/orders';
import { sendFeedbackMutation, settledOrderQuery } from '../../../api/queries';
import type { Order } from '../../../api/schemas';
import { Session, useApi } from '../../../app/contexts';
import { queryClient } from '../../../app/queryClient';
import { useFormSubmit } from '../../../app/useFormSubmit';
import { Button } from '../../../ui/Button';
import { FormOutcome } from '../../../ui/FormOutcome';
import { Notice } from '../../../ui/Notice';

/** Each rating with the word that says it: the stars are decoration. */
const ratings: { value: number; label: MessageDescriptor }[] = [
  { value: 1, label: msg`1 – Poor` },
  { value: 2, label: msg`2 – Fair` },
  { value: 3, label: msg`3 – Good` },
  { value: 4, label: msg`4 – Very good` },
  { value: 5, label: msg`5 – Excellent` },
];

export const feedbackCommentMaxLength = 1_000;

const notTaken = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && (feedbackNotTaken as readonly number[]).includes(error.status ?? 0);

/**
 * Feedback after payment (SPEC.md section 2): an optional rating from 1 to 5 and a comment, sent once. Shown under
 * the receipt's OK button once the order is completed, and only where the platform takes it (the account's
 * `orderFeedback` feature); "Skip" hides it on this receipt. An order that carries feedback (after sending, or on
 * a reload) says thanks instead. A failed send says so and keeps what was typed; a platform that turns out not to
 * know the call hides the form without a word, since nothing the driver does can help.
 */
export function OrderFeedback({ order }: { order: Order }) {
  const offered = Session.useSelector((s) => selectFeatures(s)?.orderFeedback ?? false);
  return offered ? <FeedbackForm order={order} /> : null;
}

function FeedbackForm({ order }: { order: Order }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  // The receipt's order stands in until the platform answers (and if it cannot).
  const current = useQuery({ ...settledOrderQuery(api, order._id), placeholderData: order }, queryClient);
  const send = useFormSubmit(sendFeedbackMutation(api, order._id));
  const [skipped, setSkipped] = useState(false);
  const [rating, setRating] = useState<number>();
  const [comment, setComment] = useState('');
  const known = current.data ?? order;

  if (known.feedback || send.status === 'success') {
    return (
      <Notice tone="success">
        <Trans>Thanks for your feedback.</Trans>
      </Notice>
    );
  }
  if (skipped || known.state !== 'COMPLETED' || notTaken(send.error)) return null;
  return (
    <section className="card stack order-feedback" aria-labelledby="order-feedback-title">
      <h2 id="order-feedback-title">
        <Trans>How was it?</Trans>
      </h2>
      <Form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (rating === undefined) return;
          const trimmed = comment.trim();
          send.submit({ rating, ...(trimmed ? { comment: trimmed } : {}) });
        }}
      >
        <RadioGroup
          className="radio-group"
          value={rating === undefined ? null : String(rating)}
          onChange={(value) => {
            setRating(Number(value));
            send.edited();
          }}
        >
          <Label className="radio-group__label">
            <Trans>Your rating</Trans>
          </Label>
          {ratings.map(({ value, label }) => (
            <Radio key={value} value={String(value)} className="radio">
              <span className="radio__dot" aria-hidden="true" />
              {/* One run of text: with large text the words go under the stars instead of past the edge. */}
              <span>
                <span className="order-feedback__stars" aria-hidden="true">
                  {'★'.repeat(value)}
                </span>{' '}
                {i18n._(label)}
              </span>
            </Radio>
          ))}
        </RadioGroup>
        <TextField
          className="field"
          value={comment}
          maxLength={feedbackCommentMaxLength}
          onChange={(value) => {
            setComment(value);
            send.edited();
          }}
        >
          <Label className="field__label">{t`Comment (optional)`}</Label>
          <TextArea className="field__input order-feedback__comment" rows={3} />
        </TextField>
        <FormOutcome
          status={send.status}
          failure={<Trans>Your feedback was not sent. Check your connection and try again.</Trans>}
        />
        <Button type="submit" className="button--block" isPending={send.pending} isDisabled={rating === undefined}>
          <Trans>Send feedback</Trans>
        </Button>
        <Button variant="secondary" className="button--block" onPress={() => setSkipped(true)}>
          <Trans>Skip</Trans>
        </Button>
      </Form>
    </section>
  );
}
