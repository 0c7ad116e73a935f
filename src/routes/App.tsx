import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { selectErrorCode, selectIsReady } from '../../machines/session';
import { Session } from '../app/contexts';
import { usesSandbox } from '../config';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { MapRoute } from './MapRoute';
import { NotFound } from './NotFound';
import { PayRoute } from './PayRoute';

const SandboxBankPage = usesSandbox ? lazy(() => import('../sandbox/BankPage')) : null;

function RootRedirect() {
  const search = useSearch();
  const query = new URLSearchParams(search);
  return <Redirect to={query.get('pid') ? `/pay?${search}` : '/map'} replace />;
}

function SessionGate({ children }: { children: React.ReactNode }) {
  const ready = Session.useSelector(selectIsReady);
  const errorCode = Session.useSelector(selectErrorCode);
  const { send } = Session.useActorRef();
  if (errorCode) {
    return (
      <main className="screen screen--center">
        <h1>
          <Trans>We could not start your session</Trans>
        </h1>
        <p>
          <Trans>Check your internet connection and try again.</Trans>
        </p>
        <Button onPress={() => send({ type: 'session.retried' })}>
          <Trans>Try again</Trans>
        </Button>
      </main>
    );
  }
  if (!ready) return <Spinner />;
  return <>{children}</>;
}

export function App() {
  return (
    <Switch>
      {SandboxBankPage && (
        <Route path="/_sandbox/3ds">
          <Suspense fallback={<Spinner />}>
            <SandboxBankPage />
          </Suspense>
        </Route>
      )}
      <Route>
        <SessionGate>
          <Switch>
            <Route path="/" component={RootRedirect} />
            <Route path="/pay" component={PayRoute} />
            <Route path="/map" component={MapRoute} />
            <Route component={NotFound} />
          </Switch>
        </SessionGate>
      </Route>
    </Switch>
  );
}
