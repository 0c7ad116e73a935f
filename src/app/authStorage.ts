/** The auth record in browser storage (SPEC.md section 3). Anything unreadable counts as no auth. */
import { AuthRecord } from '../api/schemas';

export const authStorageKey = 'forecourt.auth';

export function readStoredAuth(storage: Storage): AuthRecord | undefined {
  try {
    const parsed = AuthRecord.safeParse(JSON.parse(storage.getItem(authStorageKey) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export const writeStoredAuth = (storage: Storage, auth: AuthRecord) =>
  storage.setItem(authStorageKey, JSON.stringify(auth));

/** Keys of every store that belongs to the logged-in user; cleared on logout and on a failed auth guard. */
const userStorePrefixes = ['forecourt.auth', 'forecourt.user.'];

/** Stores kept in memory (the server-data cache), cleared with the browser-storage ones. */
const memoryStores = new Set<() => void>();

/** Registers a store in memory to be cleared whenever the user's stores are. */
export function onUserStoresCleared(clear: () => void) {
  memoryStores.add(clear);
}

export function clearUserStores(storage: Storage) {
  for (const key of Object.keys(storage)) {
    if (userStorePrefixes.some((prefix) => key.startsWith(prefix))) storage.removeItem(key);
  }
  for (const clear of memoryStores) clear();
}
