import { createActorContext } from '@xstate/react';
import { createContext, useContext } from 'react';
import { sessionMachine } from '../../machines/session';
import type { Api } from '../api';

export const Session = createActorContext(sessionMachine);

export const ApiContext = createContext<Api | null>(null);

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiContext');
  return api;
}
