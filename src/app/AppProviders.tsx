import { I18nProvider } from '@lingui/react';
import { type ReactNode, useEffect } from 'react';
import { i18n } from '../i18n/i18n';
import { AppErrorBoundary } from './AppErrorBoundary';
import { ApiContext, ErrorHandlerContext, Session } from './contexts';
import type { Services } from './services';

/** What every screen reads: the error handler, the language, the platform client and the session (already started). */
export function AppProviders({ services, children }: { services: Services; children: ReactNode }) {
  const session = services.startSession();
  return (
    <AppErrorBoundary errors={services.errors}>
      <ErrorHandlerContext.Provider value={services.errors}>
        <I18nProvider i18n={i18n}>
          <ApiContext.Provider value={services.api}>
            <Session.Provider value={session}>
              <SessionClock />
              {children}
            </Session.Provider>
          </ApiContext.Provider>
        </I18nProvider>
      </ErrorHandlerContext.Provider>
    </AppErrorBoundary>
  );
}

/** Tells the session the time when the page becomes visible again: a sleeping device misses timers. */
function SessionClock() {
  const session = Session.useActorRef();
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') session.send({ type: 'clock.ticked', now: Date.now() });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [session]);
  return null;
}
