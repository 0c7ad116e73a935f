import { useSelector } from '@xstate/react';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session';
import type { Api } from '../api';
import { createErrorHandler, type ErrorHandler } from './errors';

/** The session's actor: started with the services, before the app's first render (`Services.startSession`). */
export type SessionActor = ActorRefFrom<typeof sessionMachine>;

const SessionContext = createContext<SessionActor | null>(null);

function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('Session hooks outside Session.Provider');
  return actor;
}

/**
 * The session for the screens: `Provider` hands down the running actor, `useActorRef` reads it and `useSelector`
 * a selection of its snapshot. The actor is not made here: the services start it before the app renders, so the
 * guest login leaves while React draws the first frame.
 */
export const Session = {
  Provider: SessionContext.Provider,
  useActorRef: useSessionActor,
  useSelector: <T>(selector: (snapshot: SnapshotFrom<typeof sessionMachine>) => T, compare?: (a: T, b: T) => boolean) =>
    useSelector(useSessionActor(), selector, compare),
};
export const ApiContext = createContext<Api | null>(null);

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiContext');
  return api;
}

/** The app's one error handler; outside the providers a private one, so a screen never throws for want of it. */
export const ErrorHandlerContext = createContext<ErrorHandler>(createErrorHandler());

export const useErrorHandler = () => useContext(ErrorHandlerContext);

/** The platform's description of the last failed call (SPEC.md section 8, UI error state). */
export function useUiError() {
  const { uiError } = useErrorHandler();
  return useSyncExternalStore(uiError.subscribe, uiError.getSnapshot, uiError.getSnapshot);
}
