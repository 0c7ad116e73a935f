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
import { notProvidedIn } from '../shared/notProvided';

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

const notProvided = notProvidedIn('mbwayMandate');

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
    'the mandate has the given status': ({ context }, params: { status: MandateStatus }) =>
      context.mandate?.status === params.status,
  },
  delays: {
    pollInterval: mandatePollIntervalMs,
  },
}).createMachine({
  id: 'mbwayMandate',
  description:
    "The driver's MB WAY mandate, on the MB WAY page: whether it allows paying, and what the driver can do about " +
    'it (add one, approve it in the MB WAY app, renew it, or reactivate it).',
  context: {},
  initial: 'loading',
  states: {
    loading: {
      description:
        "The app reads the driver's MB WAY mandate. The driver sees a spinner (or the suspended mandate, while " +
        'checking whether it was reactivated).',
      tags: 'busy',
      invoke: {
        id: 'fetchMandate',
        src: 'fetchMandate',
        onDone: {
          target: 'sorting',
          actions: { type: 'keepMandate', params: ({ event }) => ({ mandate: event.output }) },
          description: 'The mandate, or the lack of one, is read: its status decides what the driver sees.',
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ errorCode: 'loadFailed' }),
          description: 'The mandate could not be read.',
        },
      },
    },
    /** The mandate's status decides the state. */
    sorting: {
      description: "Passed through at once: the mandate's status decides what the driver sees.",
      always: [
        {
          guard: { type: 'the mandate has the given status', params: { status: 'pending' } },
          target: 'pending',
          description: "The mandate waits for the driver's approval in the MB WAY app.",
        },
        {
          guard: { type: 'the mandate has the given status', params: { status: 'active' } },
          target: 'active',
          description: 'The mandate is active.',
        },
        {
          guard: { type: 'the mandate has the given status', params: { status: 'expired' } },
          target: 'expired',
          description: 'The mandate has expired.',
        },
        {
          guard: { type: 'the mandate has the given status', params: { status: 'suspended' } },
          target: 'suspended',
          description: 'The mandate is suspended.',
        },
        { target: 'none', description: 'The driver has no mandate.' },
      ],
    },
    none: {
      description: 'The driver has no MB WAY mandate yet and sees a button to add MB WAY.',
    },
    pending: {
      description:
        "The driver sees 'Approve the mandate in the MB WAY app', with buttons to open the app and to check again. " +
        'The app also checks by itself every 3 seconds.',
      initial: 'waiting',
      states: {
        waiting: {
          description: 'Between two checks of the pending mandate.',
          after: {
            pollInterval: { target: 'checking', description: 'Three seconds later the mandate is read again.' },
          },
          on: {
            'check.requested': {
              target: 'checking',
              description: 'The driver taps Check again: the mandate is read at once.',
            },
          },
        },
        checking: {
          description: 'The app reads the mandate again, to see whether the driver approved it in the MB WAY app.',
          tags: 'busy',
          invoke: {
            id: 'fetchMandate',
            src: 'fetchMandate',
            onDone: {
              target: '#mbwayMandate.sorting',
              actions: { type: 'keepMandate', params: ({ event }) => ({ mandate: event.output }) },
              description:
                'The mandate is read: its status decides what the driver sees (still pending, or active now).',
            },
            // A missed check: the next one may well succeed.
            onError: {
              target: 'waiting',
              description: 'The read failed: a missed check the driver does not notice; the next one follows.',
            },
          },
        },
      },
    },
    active: {
      description: "The driver sees 'Your MB WAY mandate is active' and can pay with MB WAY.",
    },
    expired: {
      description: "The driver sees 'Your MB WAY mandate has expired' with a button to renew it.",
      on: {
        'renewal.requested': {
          target: 'renewing',
          description: 'The driver renews the mandate: a new one replaces the expired one.',
        },
      },
    },
    renewing: {
      description:
        'The app asks for a new mandate in place of the expired one. The driver still sees the expired mandate, ' +
        'its button busy.',
      tags: 'busy',
      invoke: {
        id: 'renewMandate',
        src: 'renewMandate',
        input: ({ context }) => ({ mandateId: context.mandate?.id ?? '' }),
        onDone: {
          target: 'sorting',
          actions: { type: 'keepMandate', params: ({ event }) => ({ mandate: event.output }) },
          description: 'A new mandate was created: it waits for the driver to approve it in the MB WAY app.',
        },
        onError: {
          target: 'renewFailed',
          actions: assign({ errorCode: 'renewFailed' }),
          description: 'The renewal failed.',
        },
      },
    },
    renewFailed: {
      description: "The driver sees 'The mandate could not be renewed. Please try again.' under the expired mandate.",
      tags: 'error',
      on: {
        'renewal.requested': {
          target: 'renewing',
          actions: assign({ errorCode: undefined }),
          description: 'The driver tries renewing again.',
        },
      },
    },
    suspended: {
      description:
        "The driver sees 'Your MB WAY mandate is suspended' and is asked to reactivate it in the MB WAY app, then " +
        'check again here.',
      on: {
        'check.requested': {
          target: 'loading',
          description: 'The driver taps Check again after reactivating it: the mandate is read again.',
        },
      },
    },
    loadFailed: {
      description: "The driver sees 'Your MB WAY mandate could not be loaded.' with a Try again button.",
      tags: 'error',
      on: {
        'load.retried': {
          target: 'loading',
          actions: assign({ errorCode: undefined }),
          description: 'The driver taps Try again.',
        },
      },
    },
  },
});
