/**
 * The auth record in browser storage (SPEC.md section 3), with a mark whether it came from a login (so a
 * registered user whose login ran out is told so). Anything unreadable counts as no auth.
 */
import * as z from 'zod/mini';
import '../api/zodSetup';
import type { SessionAuth } from '../../machines/session';
import { AuthRecord } from '../api/schemas';
import { storageKeys } from '../storageKeys';

const StoredAuth = z.extend(AuthRecord, { registered: z.optional(z.boolean()) });

export function readStoredAuth(storage: Storage): SessionAuth | undefined {
  try {
    const parsed = StoredAuth.safeParse(JSON.parse(storage.getItem(storageKeys.auth) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export const writeStoredAuth = (storage: Storage, auth: SessionAuth) =>
  storage.setItem(storageKeys.auth, JSON.stringify(auth));

/** Stores kept in memory (the server-data cache), cleared with the browser-storage ones. */
const memoryStores = new Set<() => void>();

/** Registers a store in memory to be cleared whenever the user's stores are. */
export function onUserStoresCleared(clear: () => void) {
  memoryStores.add(clear);
}

/**
 * Clears the logged-in user's stores, the login kept on the device and the stores in memory: on logout and on a
 * failed auth guard.
 */
export function clearUserStores(storage: Storage) {
  storage.removeItem(storageKeys.auth);
  for (const clear of memoryStores) clear();
}
