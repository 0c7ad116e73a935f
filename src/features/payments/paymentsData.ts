/**
 * The driver's payment methods as the wallet screens read and change them (SPEC.md section 2,
 * /profile/payments): the methods, what may be added (the account's providers, its `psp` feature and the
 * platform's limit flag), and the changes (set preferred, deactivate), which refetch every list of methods.
 */
import { useQuery } from '@tanstack/react-query';
import { selectFeatures } from '../../../machines/session';
import {
  addableMethodTypes,
  availableProvidersQuery,
  deactivateMutation,
  paymentLimitQuery,
  paymentMethodsQuery,
  setPreferredMutation,
} from '../../api/queries';
import type { PaymentMethod } from '../../api/schemas';
import { Session, useApi } from '../../app/contexts';
import { queryClient } from '../../app/queryClient';
import { useFormSubmit } from '../../app/useFormSubmit';
import { useUserId } from '../../app/useUserId';

/** Device wallets are listed by the platform for every user; they are not managed in the wallet. */
const deviceWallets: readonly string[] = ['GOOGLE_PAY', 'APPLE_PAY'];
export const isManaged = (method: PaymentMethod) => !deviceWallets.includes(method.method);

/** The driver's active methods (all stations), preferred first. */
export function usePaymentMethods() {
  const api = useApi();
  const customerId = useUserId();
  return useQuery(
    {
      ...paymentMethodsQuery(api, { customerId }),
      select: (methods) => methods.filter(isManaged).sort((a, b) => Number(b.isPreferred) - Number(a.isPreferred)),
    },
    queryClient,
  );
}

/** The platform marks a method whose authorisation must be renewed (SPEC.md section 3). */
export const needsReactivation = (method: PaymentMethod) =>
  method.details?.authorizedPayments?.status === 'REACTIVATION_REQUIRED';

export type AddChoice =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void; retrying: boolean }
  | { status: 'limitReached' }
  | { status: 'noProviders' }
  | { status: 'ready'; types: ReturnType<typeof addableMethodTypes> };

/** What the driver may add: nothing at the limit, nothing without providers, else the providers' types. */
export function useAddChoice(): AddChoice {
  const api = useApi();
  const customerId = useUserId();
  const pspEnabled = Session.useSelector((s) => selectFeatures(s)?.psp ?? false);
  const limit = useQuery(paymentLimitQuery(api, customerId), queryClient);
  const providers = useQuery({ ...availableProvidersQuery(api, customerId), enabled: pspEnabled }, queryClient);
  if (limit.isError || (pspEnabled && providers.isError)) {
    return {
      status: 'failed',
      retrying: limit.isFetching || providers.isFetching,
      retry: () => {
        if (limit.isError) void limit.refetch();
        if (providers.isError) void providers.refetch();
      },
    };
  }
  if (limit.isPending || (pspEnabled && providers.isPending)) return { status: 'loading' };
  if (limit.data.isLimitExceeded) return { status: 'limitReached' };
  const types = addableMethodTypes(providers.data ?? [], pspEnabled);
  return types.length === 0 ? { status: 'noProviders' } : { status: 'ready', types };
}

export function useSetPreferred() {
  return useFormSubmit(setPreferredMutation(useApi(), useUserId()));
}

export function useDeactivate() {
  return useFormSubmit(deactivateMutation(useApi(), useUserId()));
}
