import type { ReactNode } from 'react';
import { Notice } from './Notice';

/**
 * The outcome of a form's last submit (`useFormSubmit`'s status): the success note, said politely, or the
 * failure, announced; nothing while idle or sending (the submit button shows that).
 */
export function FormOutcome({
  status,
  success,
  failure,
}: {
  status: 'idle' | 'pending' | 'success' | 'error';
  /** Omitted where the screen shows success otherwise (it moves on, or closes the form). */
  success?: ReactNode;
  /** Omitted where the screen shows failure otherwise. */
  failure?: ReactNode;
}) {
  if (status === 'success' && success) return <Notice tone="success">{success}</Notice>;
  if (status === 'error' && failure) return <Notice tone="error">{failure}</Notice>;
  return null;
}
