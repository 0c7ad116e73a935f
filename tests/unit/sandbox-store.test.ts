import { describe, expect, it } from 'vitest';
import { seedData } from '../../src/sandbox/seed';
import {
  createStore,
  currentVersion,
  type KeyValueStorage,
  type Migration,
  memoryStorage,
  migrate,
  type SandboxData,
  storageKey,
} from '../../src/sandbox/store';

const seededAt = Date.UTC(2025, 4, 1, 9);
const seed = () => seedData(seededAt);

/** A storage holding `stored` (serialised as browser storage holds it) under the sandbox's key. */
function storageWith(stored: unknown): KeyValueStorage {
  const storage = memoryStorage();
  storage.setItem(storageKey, typeof stored === 'string' ? stored : JSON.stringify(stored));
  return storage;
}

const savedIn = (storage: KeyValueStorage) => JSON.parse(storage.getItem(storageKey) ?? 'null');

/** Data as today's sandbox (version 2) saved it: the seed, a few changes, and no key the seed lacks. */
function storedByVersion2(): Record<string, unknown> {
  const data: Omit<SandboxData, 'version'> & { version: number } = { ...seed(), version: 2 };
  data.seq = 7;
  data.requestCount = 42;
  data.settings = { scenarios: ['slow'], stepMs: 500 };
  data.tokens = { 'token-1': { userId: 'user-demo', createdAt: '2025-05-01T09:00:00.000Z' } };
  return JSON.parse(JSON.stringify(data));
}

describe('the sandbox store, version by version', () => {
  it('loads data that today’s sandbox saved unchanged in content, and saves it at once as the current version', () => {
    const stored = storedByVersion2();
    const storage = storageWith(stored);
    const store = createStore(seed, storage);
    expect(currentVersion).toBe(3);
    expect(store.data).toEqual({ ...stored, version: currentVersion });
    expect(savedIn(storage)).toEqual({ ...stored, version: currentVersion });
    // Loaded again, it is the current version already: nothing left to migrate, nothing rewritten.
    const again = createStore(seed, storage);
    expect(again.data).toEqual(store.data);
  });

  it('gives a version 2 store saved before the archived orders, the history or the mandates existed empty ones', () => {
    const { archivedOrders: _a, history: _h, mbwayMandates: _m, ...older } = storedByVersion2();
    const store = createStore(seed, storageWith(older));
    expect(store.data).toEqual({
      ...older,
      version: currentVersion,
      archivedOrders: {},
      history: {},
      mbwayMandates: {},
    });
  });

  it('runs every migration of a version 1 store in order, up to the current version', () => {
    const {
      failures: _f,
      authorizationCodes: _c,
      history: _h,
      ...v2
    } = storedByVersion2() as unknown as SandboxData & Record<string, unknown>;
    const v1 = {
      ...v2,
      version: 1,
      users: Object.fromEntries(
        Object.entries(v2.users).map(([id, user]) => [
          id,
          { ...user, features: user.features.filter((feature) => feature.name !== 'orderFeedback') },
        ]),
      ),
    };
    const storage = storageWith(v1);
    const store = createStore(seed, storage);
    expect(store.data.version).toBe(currentVersion);
    // 1 → 2: every account gets the feedback form; failures and sign-in codes are kept from now on.
    for (const user of Object.values(store.data.users))
      expect(user.features).toContainEqual({ name: 'orderFeedback', status: 'ENABLED' });
    expect(store.data.failures).toEqual([]);
    expect(store.data.authorizationCodes).toEqual({});
    // 2 → 3: the history it lacked is there, empty; what it had is kept.
    expect(store.data.history).toEqual({});
    expect(store.data.archivedOrders).toEqual(v2.archivedOrders);
    expect(store.data.mbwayMandates).toEqual(v2.mbwayMandates);
    expect(store.data.settings).toEqual({ scenarios: ['slow'], stepMs: 500 });
    expect(savedIn(storage).version).toBe(currentVersion);
  });

  it('applies the steps from the stored version on, each to what the one before made', () => {
    const calls: string[] = [];
    const step =
      (name: string): Migration =>
      (data) => {
        calls.push(`${name} read version ${String(data.version)}`);
        return { ...data, trail: [...((data.trail as string[] | undefined) ?? []), name] };
      };
    const steps = [step('0→1'), step('1→2'), step('2→3'), step('3→4')];
    expect(migrate({ version: 1, kept: true }, steps, 4)).toEqual({
      version: 4,
      kept: true,
      trail: ['1→2', '2→3', '3→4'],
    });
    expect(calls).toEqual(['1→2 read version 1', '2→3 read version 2', '3→4 read version 3']);
    // Data without a version counts as version 0.
    expect(migrate({ kept: true }, steps, 2)).toEqual({ version: 2, kept: true, trail: ['0→1', '1→2'] });
    // Already at the target: returned as it is.
    const current = { version: 4 };
    expect(migrate(current, steps, 4)).toBe(current);
  });

  it('reads nothing that no step reads: a newer version, a missing step, a failing step, no object', () => {
    const step: Migration = (data) => data;
    const failing: Migration = () => {
      throw new TypeError('not the shape of its version');
    };
    expect(migrate({ version: 5 }, [step, step, step], 3)).toBeUndefined();
    expect(migrate({ version: 1 }, [step, undefined, step], 3)).toBeUndefined();
    expect(migrate({ version: 1 }, [step, failing, step], 3)).toBeUndefined();
    expect(migrate({ version: '2' }, [step, step, step], 3)).toBeUndefined();
    expect(migrate({ version: 1.5 }, [step, step, step], 3)).toBeUndefined();
    for (const stored of [null, 42, 'text', [1, 2]]) expect(migrate(stored, [step, step, step], 3)).toBeUndefined();
  });

  it('starts fresh from data of a newer, unknown version, and overwrites it with the first change', () => {
    const future = { ...storedByVersion2(), version: currentVersion + 1, users: {} };
    const storage = storageWith(future);
    const store = createStore(seed, storage);
    expect(store.data).toEqual(seed());
    store.update((data) => {
      data.requestCount += 1;
    });
    expect(savedIn(storage)).toEqual({ ...seed(), requestCount: 1 });
  });

  it('starts fresh, as it always did, from data without a version, damaged data and a version 1 store it cannot read', () => {
    const { version: _v, ...unversioned } = storedByVersion2();
    expect(createStore(seed, storageWith(unversioned)).data).toEqual(seed());
    expect(createStore(seed, storageWith('{ not json')).data).toEqual(seed());
    expect(createStore(seed, storageWith('null')).data).toEqual(seed());
    // Version 1 without its users: its migration fails, so it is replaced.
    expect(createStore(seed, storageWith({ version: 1 })).data).toEqual(seed());
  });

  it('seeds the current version', () => {
    expect(seed().version).toBe(currentVersion);
    expect(createStore(seed).data.version).toBe(currentVersion);
  });
});
