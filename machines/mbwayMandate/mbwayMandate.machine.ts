/**
 * MB WAY mandate (SPEC.md section 3, MB WAY mandate states): what the driver's mandate allows and what the driver
 * can do about it, on `/payment-method/mbway`.
 *
 * Lifecycle: the mandate is read (`loading`), then the state of its status: `none` (no mandate: add one),
 * `pending` (approve it in the MB WAY app; checked again every `pollInterval` and when asked), `active` (ready
 * to pay), `expired` (renewing starts a new mandate, which is `pending` again) and `suspended` (reactivate it in
 * the MB WAY app, then check again). Leaving is the screen stopping this actor: a read or renewal in flight is
 * aborted and the timer cleared.
 *
 * Invariants: `mandate` is the last mandate read or created; a failed background check while pending is a
 * missed tick, never an error; `errorCode` is set exactly in the error states (`loadFailed`, `renewFailed`).
 */
import { assign, fromPromise, setup } from 'xstate';

export type MandateStatus = 'pending' | 'active' | 'expired' | 'suspended';

export interface MandateLike {
  id: string;
  status: MandateStatus;
  phoneNumber: string;
  /** Opens the MB WAY app, where the provider gives one. */
  appUrl?: string;
}

export type MbwayMandateErrorCode = 'loadFailed' | 'renewFailed';

export interface MbwayMandateContext {
  mandate?: MandateLike;
  errorCode?: MbwayMandateErrorCode;
}

export type MbwayMandateEvent =
  /** The driver asks whether the MB WAY app has approved or reactivated the mandate. */
  | { type: 'check.requested' }
  /** The driver renews an expired mandate. */
  | { type: 'renewal.requested' }
  /** The driver tries again after a failed read. */
  | { type: 'load.retried' };

/** How often a pending mandate is checked while the driver approves it in the app. */
export const mandatePollIntervalMs = 3_000;

const notProvided = (name: string) => () => {
  throw new Error(`mbwayMandate: actor "${name}" not provided`);
};

export const mbwayMandateMachine = setup({
  types: {
    context: {} as MbwayMandateContext,
    events: {} as MbwayMandateEvent,
    children: {} as { fetchMandate: 'fetchMandate'; renewMandate: 'renewMandate' },
    /** `busy`: a request is in flight; `error`: the screen shows `errorCode`. */
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** The driver's current mandate, or null; must honour `signal`. */
    fetchMandate: fromPromise<MandateLike | null>(notProvided('fetchMandate')),
    /** Renews an expired mandate: a new, pending one. */
    renewMandate: fromPromise<MandateLike, { mandateId: string }>(notProvided('renewMandate')),
  },
  actions: {
    keepMandate: assign((_, params: { mandate: MandateLike | null }) => ({
      mandate: params.mandate ?? undefined,
      errorCode: undefined,
    })),
  },
  guards: {
    hasStatus: ({ context }, params: { status: MandateStatus }) => context.mandate?.status === params.status,
  },
  delays: {
    pollInterval: mandatePollIntervalMs,
  },
}).createMachine({
  id: 'mbwayMandate',
  context: {},
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchMandate',
        src: 'fetchMandate',
        onDone: {
          target: 'sorting',
          actions: { type: 'keepMandate', params: ({ event }) => ({ mandate: event.output }) },
        },
        onError: { target: 'loadFailed', actions: assign({ errorCode: 'loadFailed' }) },
      },
    },
    /** The mandate's status decides the state. */
    sorting: {
      always: [
        { guard: { type: 'hasStatus', params: { status: 'pending' } }, target: 'pending' },
        { guard: { type: 'hasStatus', params: { status: 'active' } }, target: 'active' },
        { guard: { type: 'hasStatus', params: { status: 'expired' } }, target: 'expired' },
        { guard: { type: 'hasStatus', params: { status: 'suspended' } }, target: 'suspended' },
        { target: 'none' },
      ],
    },
    none: {},
    pending: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { pollInterval: 'checking' },
          on: { 'check.requested': 'checking' },
        },
        checking: {
          tags: 'busy',
          invoke: {
            id: 'fetchMandate',
            src: 'fetchMandate',
            onDone: {
              target: '#mbwayMandate.sorting',
              actions: { type: 'keepMandate', params: ({ event }) => ({ mandate: event.output }) },
            },
            // A missed check: the next one may well succeed.
            onError: 'waiting',
          },
        },
      },
    },
    active: {},
    expired: {
      on: { 'renewal.requested': 'renewing' },
    },
    renewing: {
      tags: 'busy',
      invoke: {
        id: 'renewMandate',
        src: 'renewMandate',
        input: ({ context }) => ({ mandateId: context.mandate?.id ?? '' }),
        onDone: {
          target: 'sorting',
          actions: { type: 'keepMandate', params: ({ event }) => ({ mandate: event.output }) },
        },
        onError: { target: 'renewFailed', actions: assign({ errorCode: 'renewFailed' }) },
      },
    },
    renewFailed: {
      tags: 'error',
      on: { 'renewal.requested': { target: 'renewing', actions: assign({ errorCode: undefined }) } },
    },
    suspended: {
      on: { 'check.requested': 'loading' },
    },
    loadFailed: {
      tags: 'error',
      on: { 'load.retried': { target: 'loading', actions: assign({ errorCode: undefined }) } },
    },
  },
});
