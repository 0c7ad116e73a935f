import { createActorContext } from '@xstate/react';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { sessionMachine } from '../../machines/session';
import type { Api } from '../api';
import { createErrorHandler, type ErrorHandler } from './errors';

export const Session = createActorContext(sessionMachine);

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
