/**
 * A domain of the platform client whose code, and the schemas it builds, load with its first call: the QR code's
 * entry has only the calls of its first screen (logins, profile, stations, the maintenance check), and so neither
 * downloads nor runs the rest before the pump list stands.
 */

/** How a domain's code is brought: `import()` itself, or a loader that tries again (the services' `importWithRetry`). */
export type DomainImport = <T>(load: () => Promise<T>) => Promise<T>;

/**
 * Stands for the domain `load` brings: every method (and every method of a nested group, `provider.mbway`) is
 * there at once, the same function at every read, and its call waits for the code, then returns what the loaded
 * method returns. A failed load is tried again by the next call. `preload` brings the code ahead of a call.
 */
export function lazyDomain<T extends object>(
  load: () => Promise<T>,
  importDomain: DomainImport = (run) => run(),
): { domain: T; preload: () => Promise<void> } {
  let loading: Promise<T> | undefined;
  const loaded = () =>
    (loading ??= importDomain(load).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const members = new Map<string, unknown>();
  const member = (path: readonly string[]): unknown => {
    const key = path.join('.');
    let found = members.get(key);
    if (!found) {
      found = new Proxy(() => undefined, {
        // `then` stays undefined: a domain is not a promise, and `await api.orders` must not call it.
        get: (_, name) => (typeof name === 'string' && name !== 'then' ? member([...path, name]) : undefined),
        apply: (_, __, args: unknown[]) =>
          loaded().then((domain) => {
            const owner = path
              .slice(0, -1)
              .reduce<Record<string, unknown>>(
                (group, name) => group[name] as Record<string, unknown>,
                domain as Record<string, unknown>,
              );
            const method = owner[path.at(-1) ?? ''] as (...args: unknown[]) => unknown;
            return method.apply(owner, args);
          }),
      });
      members.set(key, found);
    }
    return found;
  };
  return { domain: member([]) as T, preload: () => loaded().then(() => undefined) };
}
