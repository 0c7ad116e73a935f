import type { ReactNode } from 'react';
import { LoadFailed } from './LoadFailed';
import { Spinner } from './Spinner';

/** What `<Loaded>` reads of a query (TanStack Query's result has all of it). */
export interface LoadedQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * The frame of a data screen's data: a spinner while it loads, the failure with a retry when it could not be
 * loaded (`failed` says what is missing), else `children` with the data. One loading and one failure state
 * for every data screen, so none hand-writes them.
 *
 * `notFound`, when given, is shown instead of the retry for an error it recognises (a 404: retrying cannot help).
 * `frame`, when given, is drawn around the failure (a detail screen's own `<main>` with its way back).
 */
export function Loaded<T>({
  query,
  failed,
  notFound,
  frame = (failure) => failure,
  children,
}: {
  query: LoadedQuery<T>;
  failed: ReactNode;
  notFound?: { when: boolean; show: ReactNode };
  frame?: (failure: ReactNode) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner />;
  if (query.isError || query.data === undefined) {
    if (notFound?.when) return frame(notFound.show);
    return frame(
      <LoadFailed retrying={query.isFetching} onRetry={() => void query.refetch()}>
        {failed}
      </LoadFailed>,
    );
  }
  return children(query.data);
}

/**
 * Two queries as one for `<Loaded>`: loading while either loads, failed when either failed (trying again reloads
 * the failed ones), else both their data.
 */
export function bothQueries<A, B>(a: LoadedQuery<A>, b: LoadedQuery<B>): LoadedQuery<[A, B]> {
  return {
    data: a.data === undefined || b.data === undefined ? undefined : [a.data, b.data],
    isPending: a.isPending || b.isPending,
    isError: a.isError || b.isError,
    isFetching: a.isFetching || b.isFetching,
    refetch: () => Promise.all([a.isError && a.refetch(), b.isError && b.refetch()]),
  };
}
