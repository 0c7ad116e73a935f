/**
 * The server-data cache: one TanStack Query client for the app's lifetime. Screens pass `queryClient` to
 * `useQuery`/`useMutation` as the second argument (there is no provider), and charts' actors call
 * `queryClient.fetchQuery(…)` with the same option factories (src/api/queries), so both share one cache with
 * one request per resource at a time. Only lazily loaded code imports this module, which keeps TanStack Query
 * out of the QR entry bundle.
 */
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api';
import { onUserStoresCleared } from './authStorage';

/** SPEC.md section 9: a load is tried 3 times, 2 s apart. */
export const queryAttempts = 3;
export const queryRetryDelayMs = 2_000;

/**
 * A failure that may pass by itself: no network, a timeout, a server error. A refusal (4xx), an answer that
 * does not match its schema, a cancelled request or a bug would fail again.
 */
export const isTransient = (error: unknown) =>
  isApiError(error) &&
  (error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && (error.status ?? 0) >= 500));

/** TanStack's retry callback: `failures` counts the failed attempts before this one (0 after the first). */
export const shouldRetryQuery = (failures: number, error: unknown) =>
  failures < queryAttempts - 1 && isTransient(error);

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      // The keys a mutation declares it changes are refetched before it counts as done, so "saved" is
      // shown with the saved data in place.
      onSuccess: (_data, _variables, _result, mutation) =>
        Promise.all((mutation.meta?.invalidates ?? []).map((queryKey) => client.invalidateQueries({ queryKey }))),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelayMs,
        // A refocused window must not set off requests in the middle of a payment; each resource says how
        // long it stays fresh (staleTimes) and changes invalidate it.
        refetchOnWindowFocus: false,
        // The platform client reports offline as a network error the screen shows; nothing waits silently.
        networkMode: 'always',
      },
      // A save is repeated only by the user.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}

export const queryClient = createQueryClient();

// The cache holds the user's data: it goes with the user's other stores (logout, expiry, a refused session).
onUserStoresCleared(() => queryClient.clear());
