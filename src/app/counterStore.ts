/**
 * A count that React can subscribe to (`useSyncExternalStore(store.subscribe, store.isActive)`): how many of
 * something are under way, for a notice shown while any is.
 */
export function counterStore() {
  let count = 0;
  const listeners = new Set<() => void>();
  return {
    change(by: number) {
      count += by;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isActive: () => count > 0,
  };
}
