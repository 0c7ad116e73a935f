import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation, useSearch } from 'wouter';
import { RouteErrorScreen } from '../features/info/RouteErrorScreen';
import { useErrorHandler } from './contexts';

/**
 * The boundary around every route: a screen that fails shows the route error screen inside the app's frame
 * (the header stays), and going anywhere else, or "try again", renders the route afresh.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const errors = useErrorHandler();
  return (
    <ErrorBoundary
      FallbackComponent={RouteErrorScreen}
      resetKeys={[location, search]}
      onError={(error) => errors.report(error, 'render')}
    >
      {children}
    </ErrorBoundary>
  );
}
