/**
 * The checkout as the order lifecycle sees it: a contract of outcomes (machines/checkout, `CheckoutResult`). The
 * lifecycle's path tests put this small machine in the checkout's place, so its graph is walked with the
 * checkout's outcomes only, not with every state of the checkout (whose own graph is checkout.paths.test.ts).
 * It ends with the outcome it is told (`outcome.chosen`), as the checkout ends with the driver's.
 */
import { type ActorRefFrom, assign, setup } from 'xstate';
import type { CheckoutInput, CheckoutPaid, CheckoutResult, checkoutMachine } from '../../machines/checkout';
import type { PaymentMethodLike } from '../../machines/shared/ports';

const contract = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as { input: CheckoutInput; result?: CheckoutResult },
    events: {} as { type: 'outcome.chosen'; result: CheckoutResult },
    output: {} as CheckoutResult,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ input }),
  initial: 'open',
  output: ({ context }) => context.result ?? { type: 'failed', reason: 'eligibilityBroke' },
  states: {
    open: {
      on: { 'outcome.chosen': { target: 'ended', actions: assign({ result: ({ event }) => event.result }) } },
    },
    ended: { type: 'final' },
  },
});

/**
 * The contract in the checkout's place. `provide` wants the checkout's own machine type, though the lifecycle reads
 * nothing of the child but its input and its output, which the contract shares.
 */
export const checkoutContract = contract as unknown as typeof checkoutMachine;

/** The contract running in the lifecycle's checkout (its `checkout` child), to end it with an outcome. */
export const contractOf = (child: unknown) => child as ActorRefFrom<typeof contract>;

const card: PaymentMethodLike = { id: 'pm-card', method: 'DIRECT_CREDIT', isPreferred: true };

/** A `paid` outcome: a card by default, and what the checkout hands over with it. */
export const paid = (more: Partial<CheckoutPaid> = {}): CheckoutPaid => ({
  type: 'paid',
  method: card,
  draft: {},
  ...more,
});

/** Every outcome the lifecycle must handle, named: the graph walk delivers each. */
export const checkoutOutcomes: readonly [name: string, result: CheckoutResult][] = [
  ['paid with a card', paid({ vehicle: { thingId: 'car', carOdometerM: 48_600_000 }, draft: { methodId: 'pm-card' } })],
  [
    'paid with a wallet token',
    paid({ method: { id: 'pm-gpay', method: 'GOOGLE_PAY', isPreferred: false }, paymentToken: 'tok' }),
  ],
  [
    'paid with Amazon’s approved session',
    paid({ method: { id: 'pm-amazon', method: 'AMAZON_PAY', isPreferred: false }, paymentToken: 'amzn-1' }),
  ],
  ['cancelled', { type: 'cancelled' }],
  ['failed', { type: 'failed', reason: 'eligibilityBroke' }],
];
