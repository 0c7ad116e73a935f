import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import {
  type MandateLike,
  type MandateStatus,
  mbwayMandateMachine,
  selectMandate,
  selectMandateError,
  selectMandateView,
} from '../../machines/mbwayMandate';
import { describeFlowPaths } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';

type Snap = SnapshotFrom<typeof mbwayMandateMachine>;
type Event = EventFromLogic<typeof mbwayMandateMachine>;

const statuses: MandateStatus[] = ['pending', 'active', 'expired', 'suspended'];
const mandate = (status: MandateStatus, id = 'mandate-1'): MandateLike => ({
  id,
  status,
  phoneNumber: '+351912345678',
});

const events = traversalEvents<Event>({
  'xstate.done.actor.fetchMandate': [{ output: null }, ...statuses.map((status) => ({ output: mandate(status) }))],
  'xstate.error.actor.fetchMandate': [{ error: new Error('Bad Gateway') }],
  'xstate.done.actor.renewMandate': [{ output: mandate('pending', 'mandate-2') }],
  'xstate.error.actor.renewMandate': [{ error: new Error('Bad Gateway') }],
});

const serializeState = (s: Snap) => JSON.stringify([s.value, s.context.mandate?.status ?? null]);

const inert = mbwayMandateMachine.provide({
  actors: {
    fetchMandate: fromPromise(() => new Promise<MandateLike | null>(() => {})),
    renewMandate: fromPromise(() => new Promise<MandateLike>(() => {})),
  },
});

/** What the driver sees for each resting state, written out from SPEC.md section 3 rather than from the machine. */
const viewOf: Record<string, string> = {
  loading: 'loading',
  none: 'none',
  '{"pending":"waiting"}': 'pending',
  '{"pending":"checking"}': 'pending',
  active: 'active',
  expired: 'expired',
  renewing: 'expired',
  renewFailed: 'expired',
  suspended: 'suspended',
  loadFailed: 'loadFailed',
};

describeFlowPaths('mbwayMandate', {
  machine: mbwayMandateMachine,
  inert,
  inputs: [['the driver’s mandate', undefined]],
  events,
  serializeState,
  check: (snapshot) => {
    const key = typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);
    const expected = key === 'loading' && snapshot.context.mandate?.status === 'suspended' ? 'suspended' : viewOf[key];
    expect(selectMandateView(snapshot)).toBe(expected);
    // A resting state that names a status shows the mandate with that status.
    if (['active', 'expired', 'suspended'].includes(key)) expect(selectMandate(snapshot)?.status).toBe(key);
    expect(snapshot.hasTag('busy')).toBe(['loading', '{"pending":"checking"}', 'renewing'].includes(key));
  },
  checkTransition: ({ from, event, to }) => {
    // A failed check while pending is a missed tick: the driver keeps waiting, without an error.
    if (event.type === 'xstate.error.actor.fetchMandate' && selectMandateView(from) === 'pending') {
      expect(to.matches({ pending: 'waiting' })).toBe(true);
      expect(selectMandateError(to)).toBeUndefined();
    }
    // Renewing leaves the expired mandate for the new, pending one.
    if (event.type === 'xstate.done.actor.renewMandate') {
      expect(selectMandateView(to)).toBe('pending');
      expect(selectMandate(to)?.id).toBe('mandate-2');
    }
  },
  pathTests: (paths) => {
    it('only an expired mandate can be renewed', () => {
      const renewedFrom = paths
        .flatMap((path) => path.steps)
        .filter((step) => step.event?.type === 'renewal.requested')
        .map((step) => selectMandateView(step.state));
      expect(new Set(renewedFrom)).toEqual(new Set(['expired']));
    });
  },
});

describe('mbwayMandate with its actors', () => {
  it('checks a pending mandate until the MB WAY app approved it', async () => {
    const answers = [mandate('pending'), mandate('active')];
    const actor = createActor(
      mbwayMandateMachine.provide({
        actors: { fetchMandate: fromPromise(async () => answers.shift() ?? null) },
        delays: { pollInterval: 1 },
      }),
    ).start();
    await new Promise<void>((resolve) => {
      actor.subscribe((s) => {
        if (s.matches('active')) resolve();
      });
    });
    expect(answers).toEqual([]);
    actor.stop();
  });
});
