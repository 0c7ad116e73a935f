/**
 * The live view of the running flows, for designers and testers: open the app with `?inspect` in a development
 * or sandbox build and every actor the app starts reports its states. Online, they go to the Stately inspector
 * (`@statelyai/inspect`, loaded only then); offline, or with `?inspect=local`, they go to the app's own chart
 * viewer at `/charts` in another tab, which highlights the state each running flow is in. The choice is kept
 * for the tab (the app's own links drop unknown query keys). Production builds have none of it.
 */
import type { InspectionEvent, Observer } from 'xstate';
import { storageKeys } from '../storageKeys';

/** The channel the app's flows report on and `/charts` listens to. */
export const inspectChannel = 'forecourt-inspect';

/** What the viewer hears of a running actor: its machine, the state it is in, and whether it is still running. */
export interface LiveReport {
  sessionId: string;
  machineId: string;
  /** Ids of the state nodes the actor is in (`prepayFuel.ordering`), from its state value. */
  states: string[];
  status: 'active' | 'done' | 'error' | 'stopped';
  at: number;
}

type Mode = 'stately' | 'local';

/** The mode this tab asked for, from the URL (remembered for the tab) or from earlier in the tab. */
function requestedMode(): Mode | undefined {
  if (!(import.meta.env.DEV || __SANDBOX__) || typeof window === 'undefined') return undefined;
  const asked = new URLSearchParams(window.location.search).get('inspect');
  try {
    if (asked !== null) window.sessionStorage.setItem(storageKeys.inspect, asked === 'local' ? 'local' : 'auto');
    const kept = window.sessionStorage.getItem(storageKeys.inspect);
    if (kept === null) return undefined;
    return kept === 'local' || !navigator.onLine ? 'local' : 'stately';
  } catch {
    return asked === null ? undefined : asked === 'local' || !navigator.onLine ? 'local' : 'stately';
  }
}

/** `{ a: { b: {} }, c: 'd' }` → `['m.a', 'm.a.b', 'm.c', 'm.c.d']`: the ids of the state nodes of a value. */
export function stateIds(machineId: string, value: unknown): string[] {
  const ids: string[] = [];
  const walk = (prefix: string, part: unknown) => {
    if (typeof part === 'string') ids.push(`${prefix}.${part}`);
    else if (part && typeof part === 'object') {
      for (const [key, child] of Object.entries(part)) {
        ids.push(`${prefix}.${key}`);
        walk(`${prefix}.${key}`, child);
      }
    }
  };
  walk(machineId, value);
  return ids;
}

/** A report of an inspection event when it tells a machine actor's new state. */
export function liveReport(event: InspectionEvent, at: number): LiveReport | undefined {
  if (event.type !== '@xstate.snapshot') return undefined;
  const logic: unknown = Reflect.get(event.actorRef, 'logic');
  const machineId = logic && typeof logic === 'object' ? Reflect.get(logic, 'id') : undefined;
  const snapshot: unknown = event.snapshot;
  if (typeof machineId !== 'string' || !snapshot || typeof snapshot !== 'object' || !('value' in snapshot)) {
    return undefined;
  }
  const status = Reflect.get(snapshot, 'status');
  return {
    sessionId: event.actorRef.sessionId,
    machineId,
    states: [machineId, ...stateIds(machineId, snapshot.value)],
    status: status === 'done' || status === 'error' || status === 'stopped' ? status : 'active',
    at,
  };
}

function localInspector(): Observer<InspectionEvent> {
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(inspectChannel);
  return {
    next: (event) => {
      const report = liveReport(event, Date.now());
      if (report) channel?.postMessage(report);
    },
  };
}

/** The Stately inspector, loaded on first use; what happens before it is there is handed on once it is. */
function statelyInspector(): Observer<InspectionEvent> {
  let target: Observer<InspectionEvent> | undefined;
  const waiting: InspectionEvent[] = [];
  void import('@statelyai/inspect').then(
    ({ createBrowserInspector }) => {
      target = createBrowserInspector().inspect;
      for (const event of waiting.splice(0)) target.next?.(event);
    },
    () => undefined, // Without the inspector the app runs as it would without `?inspect`.
  );
  return {
    next: (event) => {
      if (target) target.next?.(event);
      else waiting.push(event);
    },
  };
}

let inspector: Observer<InspectionEvent> | undefined | null = null;

/**
 * The `inspect` option for the app's root actors (their children report through the same system), or
 * undefined when this tab did not ask for the live view.
 */
export function inspectOption(): Observer<InspectionEvent> | undefined {
  if (!(import.meta.env.DEV || __SANDBOX__)) return undefined;
  if (inspector === null) {
    const mode = requestedMode();
    inspector = mode === undefined ? undefined : mode === 'local' ? localInspector() : statelyInspector();
  }
  return inspector;
}
