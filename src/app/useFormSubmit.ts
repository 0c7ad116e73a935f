import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { queryClient } from './queryClient';

/**
 * The state of a form that sends something to the platform: a mutation of the app's query client, so what it
 * changes is invalidated (the mutation's `meta.invalidates`) and it is never retried behind the user's back.
 * `status` goes idle → pending → success | error; a submit while one is pending is ignored (Enter in a field
 * submits too); `edited` clears a shown outcome once the user changes the form again. The form keeps its own
 * field values, so a failure loses nothing the user typed; `FormOutcome` (src/ui) shows the outcome.
 */
export function useFormSubmit<TData, TVariables>(options: UseMutationOptions<TData, Error, TVariables>) {
  const mutation = useMutation(options, queryClient);
  // The mutation's state reaches the component a moment after `mutate`: a second tap within that moment (a double
  // tap) is ignored by this flag, set at once.
  const sending = useRef(false);
  return {
    status: mutation.status,
    error: mutation.error,
    pending: mutation.isPending,
    /** Sends the form; `onSuccess` runs once the platform has taken it (a form clears what was sent, say). */
    submit: (variables: TVariables, { onSuccess }: { onSuccess?: (data: TData) => void } = {}) => {
      if (mutation.isPending || sending.current) return;
      sending.current = true;
      mutation.mutate(variables, {
        onSuccess,
        onSettled: () => {
          sending.current = false;
        },
      });
    },
    edited: () => {
      if (mutation.isSuccess || mutation.isError) mutation.reset();
    },
  };
}
