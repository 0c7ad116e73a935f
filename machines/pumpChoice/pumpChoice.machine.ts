/**
 * Pump choice: what happens between the driver's tap on a pump (or the wash, or the shop) and the screen it leads
 * to (SPEC.md section 2, pump selection and hint screens).
 *
 * A guest at a station that takes guests is asked "Pay as a guest?" once per visit, at the first choice, not on
 * arrival: the pump list the QR code opened stays free to tap, and nothing covers it while it loads. A pump's own
 * hint (prepaying, the phone rule, hydrogen) follows. Confirming both leads on; dismissing either leaves the
 * driver on the pump list with nothing chosen.
 *
 * Lifecycle: starts `choosing`; ends in final `leaving` with the chosen target as output (the view goes there).
 * Invariants: `choice` is set in `askingGuest`, `hinting` and `leaving`, and only there; the guest question is
 * asked at most once per actor, and not at all once the browser has said none of the guests' wallets can pay.
 */
import { assign, setup } from 'xstate';

/** The three hint screens of SPEC.md section 2. */
export type PumpHint = 'prePayHint' | 'cannotUsePhoneOutsideCar' | 'h2LegalHint';

export interface PumpChoice {
  /** Where the choice leads. */
  target: string;
  /** The hint the choice shows first, if any. */
  hint?: PumpHint;
}

export interface PumpChoiceInput {
  /** The driver is a guest at a station that takes guests, and has not answered the question in this visit. */
  asksGuest: boolean;
}

export interface PumpChoiceContext {
  asksGuest: boolean;
  choice?: PumpChoice;
}

export type PumpChoiceEvent =
  | ({ type: 'product.chosen' } & PumpChoice)
  | { type: 'guest.continued' }
  | { type: 'guest.dismissed' }
  | { type: 'wallets.noneCanPay' }
  | { type: 'hint.confirmed' }
  | { type: 'hint.dismissed' };

export const pumpChoiceMachine = setup({
  types: {
    input: {} as PumpChoiceInput,
    context: {} as PumpChoiceContext,
    events: {} as PumpChoiceEvent,
    output: {} as { target: string },
  },
  actions: {
    /** Keep the guest's answer for the visit (the app provides where). */
    rememberGuestAnswer: () => {},
  },
  guards: {
    'the guest question is open': ({ context }) => context.asksGuest,
    'the chosen product has a hint': ({ event }) => event.type === 'product.chosen' && !!event.hint,
    'the choice has a hint': ({ context }) => !!context.choice?.hint,
  },
}).createMachine({
  id: 'pumpChoice',
  description:
    'Between the tap on a pump and its screen: a guest is asked once whether to pay as a guest, then the pump ' +
    'shows its hint if it has one.',
  context: ({ input }) => ({ asksGuest: input.asksGuest }),
  initial: 'choosing',
  output: ({ context }) => ({ target: context.choice?.target ?? '' }),
  on: {
    'wallets.noneCanPay': {
      description:
        'None of the wallets guests pay with can pay on this phone: the pump list says so, and the question is ' +
        'not asked.',
      actions: assign({ asksGuest: false }),
    },
  },
  states: {
    choosing: {
      description: 'The pump list, free to tap.',
      entry: assign({ choice: undefined }),
      on: {
        'product.chosen': [
          {
            guard: 'the guest question is open',
            target: 'askingGuest',
            description: 'A guest who has not answered yet is asked first.',
            actions: assign({ choice: ({ event }) => ({ target: event.target, hint: event.hint }) }),
          },
          {
            guard: 'the chosen product has a hint',
            target: 'hinting',
            description: 'The pump has a hint to show first.',
            actions: assign({ choice: ({ event }) => ({ target: event.target, hint: event.hint }) }),
          },
          {
            target: 'leaving',
            description: 'Nothing to ask: on to the pump.',
            actions: assign({ choice: ({ event }) => ({ target: event.target }) }),
          },
        ],
      },
    },
    askingGuest: {
      description:
        '"Pay as a guest?": with Google Pay or Apple Pay, or log in for saved cards and vouchers (the login link ' +
        'leaves the pump list).',
      on: {
        'guest.continued': [
          {
            guard: 'the choice has a hint',
            target: 'hinting',
            description: 'Answered; the pump has a hint to show.',
            actions: [assign({ asksGuest: false }), 'rememberGuestAnswer'],
          },
          {
            target: 'leaving',
            description: 'Answered: on to the pump.',
            actions: [assign({ asksGuest: false }), 'rememberGuestAnswer'],
          },
        ],
        'guest.dismissed': {
          target: 'choosing',
          description: 'Closed without an answer: back to the pumps, asked again at the next choice.',
        },
      },
    },
    hinting: {
      description: 'The chosen pump’s hint: how prepaying works, the phone rule, or hydrogen.',
      on: {
        'hint.confirmed': { target: 'leaving', description: 'Understood: on to the pump.' },
        'hint.dismissed': { target: 'choosing', description: 'Closed: back to the pumps.' },
      },
    },
    leaving: {
      description: 'On the way to the chosen pump’s screen.',
      type: 'final',
    },
  },
});
