import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, Suspense, useDeferredValue, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import {
  selectErrorCode,
  selectFeatures,
  selectIsGuest,
  selectIsReady,
  selectIsSignedIn,
  selectMustChangePassword,
} from '../../machines/session';
import { ConnectionBanner } from '../app/ConnectionBanner';
import { Session, useApi, useErrorHandler } from '../app/contexts';
import { LazyFallback, lazyWithRetry, preloadWhenIdle, whenIdle } from '../app/lazy';
import { useLandscape } from '../app/orientation';
import { QueryMemoryProvider, useQueryMemory } from '../app/queryMemory';
import { RouteErrorBoundary } from '../app/RouteErrorBoundary';
import { SessionNotice } from '../app/SessionNotice';
import { callbackPolicy, config, usesSandbox } from '../config';
import { CallbackGate } from '../flows/pay/CallbackGate';
import { errorScreen } from '../flows/pay/flowScreens';
import { PayLayout } from '../flows/pay/PayLayout';
import { PayScope } from '../flows/pay/PayScope';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';
import { rememberReturn } from '../shell/navigation';
import { SupportChat } from '../shell/SupportChat';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { withAuthParam } from '../url/query';
import { applyGuards, authRequired, evOnly, needsStation, registeredOnly } from './guards';
import { neighbourScreens, notFoundRoute, type RouteDef, routes } from './routes';

/** The pages the sandbox simulates for other parties (a bank, a wallet…); `/_sandbox/crash` is the app's own. */
const sandboxHostedPages = usesSandbox
  ? { path: /^\/_sandbox\/(?!crash(?:$|[/?]))/, Page: lazyWithRetry(() => import('../sandbox/HostedPage')) }
  : null;

const sandboxCrashRoute: RouteDef | null = usesSandbox
  ? { path: '/_sandbox/crash', component: lazyWithRetry(() => import('../sandbox/CrashPage')) }
  : null;

/** The flow charts for designers and testers: sandbox and development builds only, never production. */
const chartsRoute: RouteDef | null =
  import.meta.env.DEV || __SANDBOX__
    ? {
        path: '/charts',
        component: lazyWithRetry(() =>
          import('../features/charts/ChartsScreen').then((module) => ({ default: module.ChartsScreen })),
        ),
        title: msg`Flow charts`,
        languageButton: true,
      }
    : null;

function Guarded({ route, children }: { route: RouteDef; children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const memory = useQueryMemory();
  const signedIn = Session.useSelector(selectIsSignedIn);
  const isGuest = Session.useSelector(selectIsGuest);
  const evCharging = Session.useSelector((s) => selectFeatures(s)?.evCharging ?? false);
  const mustChangePassword = Session.useSelector(selectMustChangePassword);
  const session = Session.useActorRef();
  const guards = route.guards ?? [];
  const query = new URLSearchParams(search);
  const result = applyGuards({
    auth: guards.includes('auth')
      ? () => authRequired({ hasSession: signedIn, currentPath: location, search })
      : undefined,
    registered: guards.includes('registered') ? () => registeredOnly({ isGuest, search }) : undefined,
    ev: guards.includes('ev') ? () => evOnly({ evChargingEnabled: evCharging }) : undefined,
    station: guards.includes('station')
      ? () =>
          needsStation({
            current: search,
            previous: memory.previous,
            saved: memory.saved,
            callback: query.get('callback'),
            hideRydMapLink: query.get('hideRydMapLink'),
            sdkFinishUrl: config.paymentSdkFinishUrl,
            callbackPolicy,
          })
      : undefined,
  });
  const redirect = result.allow ? undefined : result.redirect;
  const clearSession = !result.allow && result.clearSession === true;
  const external = !result.allow && result.external === true;
  // Once per refusal, not on every render: leaving for a callback or logging out must happen a single time.
  useEffect(() => {
    if (redirect === undefined) return;
    if (clearSession) session.send({ type: 'user.loggedOut' });
    if (redirect.startsWith('/login')) rememberReturn(`${location}${search ? `?${search}` : ''}`);
    if (external) window.location.assign(redirect);
  }, [redirect, clearSession, external, session, location, search]);
  if (mustChangePassword && location !== '/change-tmp-password') {
    return <Redirect to={`/change-tmp-password${search ? `?${search}` : ''}`} replace />;
  }
  if (!result.allow) {
    if (result.external || result.clearSession) return <Spinner />;
    const [path, own] = result.redirect.split('?');
    return <Redirect to={`${path}?${withAuthParam(own ?? (path === '/map' ? '' : search))}`} replace />;
  }
  return <>{children}</>;
}

function Frame({ route }: { route: RouteDef }) {
  const Screen = route.component;
  // The next screens' code, once this one is up: a tap then shows its screen without a loading screen.
  useEffect(() => preloadWhenIdle(neighbourScreens(route)), [route]);
  const landscape = useLandscape(useSearch());
  // A guest who is signed in but whose account still loads sees the screens that need no account; any other
  // screen waits for it (selectIsSignedIn).
  const waitsForAccount = !Session.useSelector(selectIsReady) && !route.beforeProfile;
  if (route.bare) {
    if (waitsForAccount) return <StartingScreen />;
    return (
      <RouteErrorBoundary>
        <Suspense fallback={<LazyFallback />}>
          <Screen />
        </Suspense>
      </RouteErrorBoundary>
    );
  }
  return (
    <div
      className={`app-frame${route.supportChat ? ' app-frame--chat' : ''}${landscape ? ' app-frame--landscape' : ''}`}
    >
      <Header route={route} />
      <SessionNotice />
      <ConnectionBanner />
      <div className="app-frame__body">
        <RouteErrorBoundary>
          {waitsForAccount ? (
            <Spinner />
          ) : (
            <Guarded route={route}>
              <Suspense fallback={<LazyFallback />}>
                {route.pay ? (
                  <CallbackGate>
                    <PayLayout>
                      <Screen />
                    </PayLayout>
                  </CallbackGate>
                ) : (
                  <Screen />
                )}
              </Suspense>
            </Guarded>
          )}
        </RouteErrorBoundary>
      </div>
      {route.footer !== false && <Footer />}
      {route.supportChat && <SupportChat />}
    </div>
  );
}

/** Adds auth=0 to the URL when it is missing (SPEC.md section 1). */
function AuthParam() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const withParam = withAuthParam(search);
  useEffect(() => {
    // `/` and /pay only redirect (/pay to its pump list, adding the parameter itself): replacing their address here
    // as well would undo that redirect, or cost the start one more render of the whole app.
    if (location === '/' || location === '/pay') return;
    if (withParam !== search) navigate(`${location}?${withParam}`, { replace: true });
  }, [location, navigate, search, withParam]);
  return null;
}

/**
 * GET of the maintenance file on start, once the first screen is painted and the page is idle (it never delays the
 * station's screen); a `dev` flag sends the app to /maintenance. The query client and the query come with it: the
 * entry carries no TanStack Query.
 */
function MaintenanceCheck() {
  const api = useApi();
  const [, navigate] = useLocation();
  useEffect(() => {
    let stopped = false;
    const check = () =>
      Promise.all([import('../app/queryClient'), import('../api/queries/maintenance')]).then(
        ([{ queryClient }, { maintenanceQuery }]) => {
          if (stopped) return;
          const query = maintenanceQuery(api);
          return queryClient.fetchQuery(query).then((status) => {
            if (!stopped && status.dev) navigate('/maintenance', { replace: true });
          });
        },
      );
    // An unreachable maintenance file must not stop the app.
    const cancel = whenIdle(() => check().catch(() => undefined));
    return () => {
      stopped = true;
      cancel();
    };
  }, [api, navigate]);
  return null;
}

/**
 * The platform's description of a failure belongs to the page it happened on and to the error page that
 * follows it; anywhere else it would be stale.
 */
function UiErrorScope() {
  const [location] = useLocation();
  const { uiError } = useErrorHandler();
  useEffect(() => {
    if (location !== errorScreen) uiError.clear();
  }, [location, uiError]);
  return null;
}

/**
 * The starting screen until the platform can be asked on the driver's behalf: a guest's login is enough for the
 * screens that need no account (`RouteDef.beforeProfile`, e.g. the QR code's pump list), the others wait in
 * their frame (`Frame`); a registered user's session waits for the profile.
 */
function SessionGate({ children }: { children: ReactNode }) {
  const isSignedIn = Session.useSelector(selectIsSignedIn);
  // The screens mount in a render React may pause for input and the page (the first one is the largest piece of
  // work of the QR entry); a session that ends takes them down at once.
  const ready = useDeferredValue(isSignedIn) && isSignedIn;
  const errorCode = Session.useSelector(selectErrorCode);
  const { send } = Session.useActorRef();
  if (errorCode) {
    return (
      <main className="screen screen--center">
        <ConnectionBanner />
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
  if (!ready) return <StartingScreen />;
  return <>{children}</>;
}

/**
 * What the app paints while the session starts (and, in sandbox builds, while the platform does): the frame of
 * every screen, the same header height, and a line saying what happens, so nothing jumps when the screen comes.
 */
function StartingScreen() {
  const atStation = new URLSearchParams(useSearch()).has('pid');
  return (
    <div className="app-frame">
      <header className="header">
        <p className="header__title">
          <Trans>Forecourt</Trans>
        </p>
      </header>
      {/* A wait: a first screen in the page's HTML stays until the app has a screen of its own (takeOver.ts). */}
      <main className="screen screen--center starting-screen" data-waiting="">
        <Spinner />
        <p className="starting-screen__text">
          {atStation ? <Trans>Opening the station…</Trans> : <Trans>Getting ready…</Trans>}
        </p>
      </main>
    </div>
  );
}

export function App() {
  return (
    <Switch>
      {sandboxHostedPages && (
        <Route path={sandboxHostedPages.path}>
          <Suspense fallback={<LazyFallback />}>
            <sandboxHostedPages.Page fallback={<LazyFallback />} />
          </Suspense>
        </Route>
      )}
      <Route>
        <AuthParam />
        <MaintenanceCheck />
        <UiErrorScope />
        <QueryMemoryProvider>
          <SessionGate>
            <PayScope>
              <Switch>
                {routes.map((route) => (
                  <Route key={route.path} path={route.path}>
                    <Frame route={route} />
                  </Route>
                ))}
                {chartsRoute && (
                  <Route path={chartsRoute.path}>
                    <Frame route={chartsRoute} />
                  </Route>
                )}
                {sandboxCrashRoute && (
                  <Route path={sandboxCrashRoute.path}>
                    <Frame route={sandboxCrashRoute} />
                  </Route>
                )}
                <Route>
                  <Frame route={notFoundRoute} />
                </Route>
              </Switch>
            </PayScope>
          </SessionGate>
        </QueryMemoryProvider>
      </Route>
    </Switch>
  );
}
