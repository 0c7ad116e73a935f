/**
 * What the order flows share around the order lifecycle: what they hand on to it about the driver and the
 * account, how they set it up, the guards that read its outcome and how it ends when it does not reach the
 * flow's target. How a failure becomes the error page of SPEC.md section 8 is flowErrors.ts.
 */
import { assign, setup } from 'xstate';
import type { CheckoutDraft, TwoFactorMethod } from '../checkout';
import {
  type CancelPlace,
  type OrderLifecycleInput,
  type OrderOutcome,
  type OrderRequest,
  orderLifecycleMachine,
} from '../orderLifecycle';
import { type OrderPollOutput, orderErrorStates, orderPollMachine } from '../orderPoll';
import { errorPages, type FlowErrorCode, flowErrorCode, listStates, type OrderRecord } from './flowErrors';
import { isIn } from './orderStates';
import type { ChoiceStep } from './payChoice';
import type { OrderLike, OrderState } from './ports';

export interface CheckoutFacts {
  isGuest: boolean;
  /** The account's quickCheckout feature: no confirmation step. */
  quickCheckout: boolean;
  /** The account asks for the mileage and it was not answered for this order yet (fuel only). */
  asksOdometer: boolean;
  /** The driver's two-factor method (PIN or device biometrics), which confirms PayPal and the like. */
  twoFactorMethod: TwoFactorMethod;
  /** The flow starts on the page the bank returns to after an approval. */
  returnedFromBank?: boolean;
  /** The flow starts on its summary, back from the bank's page after it declined. */
  declinedAtBank?: boolean;
  /** What the driver chose on this summary before a reload (the checkout judges it). */
  draft?: CheckoutDraft;
  /** Back from Amazon's checkout with an approved session (SPEC.md section 9, amazonCheckoutSessionId). */
  amazonCheckoutSessionId?: string;
}

/** What every order flow starts from: the driver, the station's product and the order to resume. */
export interface OrderFlowInput extends CheckoutFacts {
  stationId: string;
  productId: string;
  /** Present after a reload or a return from the bank page. */
  orderId?: string;
  /** What the URL names that the station does not offer (payChoice.ts): the step to choose it again. */
  invalidChoice?: ChoiceStep;
}

/**
 * Where every flow starts: without an order to resume, a choice the station does not offer goes back to the
 * step where it is chosen again (`incomplete`), before anything is created or paid.
 */
export const entryStates = {
  starting: {
    description: 'The flow has just opened and checks what the address asks for; the driver sees nothing of it yet.',
    always: [
      {
        guard: 'the URL names a choice the station does not offer and no order is resumed',
        target: 'incomplete',
        description:
          'The address names a pump, product or amount the station does not offer: nothing is created or paid.',
      },
      {
        target: 'ordering',
        description: 'The station offers what the address names, or an order is resumed: on to the order.',
      },
    ],
  },
  incomplete: {
    type: 'final',
    description:
      'The driver is back at the step where the missing or unavailable choice is made again (the pump, the fuel, ' +
      'the amount, the shop); nothing was created or paid.',
  },
} as const;

/** How a flow sets up its lifecycle: when the order is created, what is awaited once paid, where it may cancel. */
export type OrderSettings = Pick<OrderLifecycleInput, 'createAt' | 'target' | 'cancel'> & {
  /** Only fuel asks for the mileage. */
  asksOdometer?: false;
};

/** The lifecycle's input from a flow's context. */
export const lifecycleInput = (
  context: OrderFlowInput & { amount?: number; currency?: string },
  settings: OrderSettings,
  request: Omit<OrderRequest, 'stationId' | 'productId'>,
  choiceNeeded = false,
): OrderLifecycleInput => ({
  orderId: context.orderId,
  choiceNeeded: context.orderId !== undefined && choiceNeeded,
  isGuest: context.isGuest,
  quickCheckout: context.quickCheckout,
  asksOdometer: context.asksOdometer,
  twoFactorMethod: context.twoFactorMethod,
  returnedFromBank: context.returnedFromBank,
  declinedAtBank: context.declinedAtBank,
  draft: context.draft,
  amazonCheckoutSessionId: context.amazonCheckoutSessionId,
  amount: context.amount,
  currency: context.currency,
  request: { stationId: context.stationId, productId: context.productId, ...request },
  ...settings,
});

export { type FlowErrorCode, flowErrorCode, type OrderRecord } from './flowErrors';

/** The order a lifecycle reached, for the flow that goes on with it. */
export const reachedOrder = (outcome: OrderOutcome): OrderLike | undefined =>
  outcome.type === 'reached' ? outcome.order : undefined;

/** The children every order flow has: its order lifecycle, and the poll of its own waits. */
export const flowActors = { orderLifecycle: orderLifecycleMachine, orderPoll: orderPollMachine };
export type FlowChildren = { order: 'orderLifecycle'; orderPoll: 'orderPoll' };

/** The guards every flow reads its lifecycle's outcome with. */
export const outcomeGuards = {
  /** The URL names a choice the station does not offer, and there is no order to resume. */
  'the URL names a choice the station does not offer and no order is resumed': ({
    context,
  }: {
    context: OrderFlowInput;
  }) => !context.orderId && context.invalidChoice !== undefined,
  /** The target was reached, in one of `states` when given. */
  'the order reached its target, in one of the given states if any': (
    _: unknown,
    params: { outcome: OrderOutcome; states?: readonly OrderState[] },
  ) => params.outcome.type === 'reached' && (!params.states || isIn(params.states, params.outcome.order.state)),
  /** The lifecycle ended with the given outcome (the driver's cancel went through, or was refused). */
  'the lifecycle ended with the given outcome': (
    _: unknown,
    params: { outcome: OrderOutcome; type: OrderOutcome['type'] },
  ) => params.outcome.type === params.type,
  /** The platform cancelled the order (or it was found cancelled): not the driver's cancel. */
  'the platform cancelled the order': (_: unknown, params: { outcome: OrderOutcome }) =>
    params.outcome.type === 'failed' && params.outcome.order?.state === 'CANCELLED',
  /** The lifecycle failed after the payment with the order in one of `states` (a product the machine refused). */
  'the order failed after the payment in one of the given states': (
    _: unknown,
    params: { outcome: OrderOutcome; states: readonly OrderState[] },
  ) =>
    params.outcome.type === 'failed' &&
    params.outcome.phase === 'afterPayment' &&
    isIn(params.states, params.outcome.order?.state),
  /** A wait of the flow's own ended in one of `states`, or without them, reached its targets. */
  'the wait ended in one of the given states, or reached its targets when none are given': (
    _: unknown,
    params: { output: OrderPollOutput; states?: readonly OrderState[] },
  ) => (params.states ? isIn(params.states, params.output.order.state) : params.output.status === 'reached'),
};

type OutcomeArgs = { event: { output: OrderOutcome } };

/** The states of `states` none of `taken` claims (a step without states claims them all). */
const unclaimed = (states: readonly OrderState[], taken: readonly { states?: readonly OrderState[] }[]) =>
  taken.some((step) => !step.states)
    ? []
    : states.filter((state) => !taken.some((step) => step.states && isIn(step.states, state)));

/** Where the driver may cancel, as the charts' descriptions say it. */
const cancelPlaces: Record<CancelPlace, string> = {
  waitingToPay: 'before the order can be paid',
  checkout: 'on the summary, before paying',
  waitingForTarget: 'after paying, until the order gets going',
};

interface OrderingOptions<TContext> {
  /** What the driver goes through in this state, for the chart (the cancel rules are added to it). */
  description: string;
  settings: OrderSettings;
  /** What the order is for, besides the station and the product. */
  request: (context: TContext) => Omit<OrderRequest, 'stationId' | 'productId'>;
  /** Where each reached target leads, first match wins; a step without `states` takes any reached target. */
  reached: { states?: readonly OrderState[]; target: string }[];
  /** Flows whose refused cancel ends them have a `cancelFailed` state; EV drops a cancelled order (`dropped`). */
  ends: { cancelFailed: boolean; cancelledOrder: 'cancelled' | 'dropped' };
  /** The flow's own error pages (SPEC.md section 8). */
  errors?: { problem?: FlowErrorCode; beforePayment?: FlowErrorCode };
  /** A failure after the payment with the order in one of `states` leads to the flow's own `target`. */
  failedAfterPayment?: { states: readonly OrderState[]; target: string };
  /**
   * Whether the address lacks what paying needs (a prepay amount): an order resumed with it unpaid is not offered
   * for payment; the flow ends `incomplete`, at the step where it is chosen again, the order kept.
   */
  choiceAgain?: (context: TContext) => boolean;
}

/**
 * The state in which a flow runs the shared order lifecycle (child `order`): its reached targets lead where the
 * flow says; otherwise it ends on the driver's cancel, a refused cancel (flows that end on it), an order the
 * platform cancelled, or a failure with its error page. Each step records the order and the error code through
 * the flow's `record` action.
 */
export function orderingState<TContext extends OrderFlowInput & { amount?: number; currency?: string }>(
  options: OrderingOptions<TContext>,
) {
  const record = (errorCode?: FlowErrorCode) => ({
    type: 'record' as const,
    params: ({ event }: OutcomeArgs): OrderRecord => ({
      order: reachedOrder(event.output) ?? (event.output.type === 'failed' ? event.output.order : undefined),
      errorCode:
        errorCode ?? (event.output.type === 'failed' ? flowErrorCode(event.output, options.errors) : undefined),
    }),
  });
  const endedAs = (type: OrderOutcome['type']) => ({
    type: 'the lifecycle ended with the given outcome' as const,
    params: ({ event }: OutcomeArgs) => ({ outcome: event.output, type }),
  });
  const { cancelFailed, cancelledOrder } = options.ends;
  const afterPayment = options.failedAfterPayment;
  const { cancel, target: targets } = options.settings;
  const cancelRule =
    cancel.from.length === 0
      ? 'The order cannot be cancelled here.'
      : `The driver may cancel ${cancel.from.map((place) => cancelPlaces[place]).join(' or ')}; ` +
        (cancel.whenRefused === 'goOn'
          ? 'a cancel the platform refuses shows a notice and the order goes on.'
          : 'a cancel the platform refuses ends the flow on the cancel page.');
  // Each reached step takes the targets the steps before it left; without states it takes all of them.
  const reachedSteps = options.reached.map((step, index) => {
    const before = options.reached.slice(0, index);
    const states = unclaimed(step.states ? targets.filter((state) => isIn(step.states ?? [], state)) : targets, before);
    return { ...step, description: `The order reached ${states.length > 0 ? listStates(states) : 'its target'}.` };
  });
  const errorRules = [
    'the generic page when it could not be created',
    'unknown order when it is not the driver’s',
    'order unavailable when it could not be read',
    'expired order when it expired',
    ...(options.errors?.problem ? [`${errorPages[options.errors.problem]} when it is in PROBLEM`] : []),
    ...(options.errors?.beforePayment
      ? [`${errorPages[options.errors.beforePayment]} when it failed before the payment`]
      : []),
    `${errorPages.payment} otherwise`,
  ];
  return {
    description: `${options.description} ${cancelRule}`,
    invoke: {
      id: 'order' as const,
      src: 'orderLifecycle' as const,
      input: ({ context }: { context: TContext }) =>
        lifecycleInput(context, options.settings, options.request(context), options.choiceAgain?.(context)),
      onDone: [
        ...reachedSteps.map(({ states, target, description }) => ({
          guard: {
            type: 'the order reached its target, in one of the given states if any' as const,
            params: ({ event }: OutcomeArgs) => ({ outcome: event.output, states }),
          },
          target,
          actions: record(),
          description,
        })),
        ...(options.choiceAgain
          ? [
              {
                guard: endedAs('choiceNeeded'),
                target: 'incomplete',
                description:
                  'The order is not paid and the address lacks what paying it needs: back to that choice, the order kept.',
              },
            ]
          : []),
        { guard: endedAs('cancelled'), target: 'cancelled', description: 'The driver’s cancel went through.' },
        {
          guard: {
            type: 'the platform cancelled the order' as const,
            params: ({ event }: OutcomeArgs) => ({ outcome: event.output }),
          },
          target: cancelledOrder,
          description:
            cancelledOrder === 'cancelled'
              ? 'The platform cancelled the order (or it was found cancelled): the cancel page says it is cancelled.'
              : 'The platform cancelled the order (or it was found cancelled): the flow drops it without an error.',
        },
        ...(cancelFailed
          ? [
              {
                guard: endedAs('cancelFailed'),
                target: 'cancelFailed',
                description: 'The platform refused the driver’s cancel: the cancel page says so.',
              },
            ]
          : []),
        ...(afterPayment
          ? [
              {
                guard: {
                  type: 'the order failed after the payment in one of the given states' as const,
                  params: ({ event }: OutcomeArgs) => ({ outcome: event.output, states: afterPayment.states }),
                },
                target: afterPayment.target,
                // The flow says what happened on its own screen: no error page.
                actions: {
                  type: 'record' as const,
                  params: ({ event }: OutcomeArgs): OrderRecord => ({
                    order: event.output.type === 'failed' ? event.output.order : undefined,
                  }),
                },
                description: `After the payment the order ended in ${listStates(afterPayment.states)}: the flow’s own screen says what happened, not an error page.`,
              },
            ]
          : []),
        {
          target: 'failed',
          actions: record(),
          description: `The order failed or could not be followed; the error page says what: ${errorRules.join(', ')}.`,
        },
      ],
      // The lifecycle itself broke (a bug, not the platform): the payment error page, which says what to do.
      onError: {
        target: 'failed',
        actions: { type: 'record' as const, params: { errorCode: 'payment' as const } },
        description: `The order’s handling broke down (a fault of the app, not the platform): ${errorPages.payment}.`,
      },
    },
  };
}

type PollArgs = { event: { output: OrderPollOutput } };

/**
 * A wait of the flow's own once the lifecycle is over (fueling, charging, the final total): the order is polled
 * (child `orderPoll`, 2.5 s) until it reaches `targets`; each end leads where the flow says, first match wins,
 * and anything else (or a broken poll) goes to `otherwise`, with its error page when it has one. The order read
 * last is recorded.
 */
export function orderWait<TContext extends OrderRecord>(options: {
  targets: readonly OrderState[];
  wait: 'other' | 'complete';
  ends: { states?: readonly OrderState[]; target: string }[];
  otherwise: { target: string; errorCode?: FlowErrorCode };
}) {
  const { errorCode, target } = options.otherwise;
  const recordOrder = (withError?: FlowErrorCode) => ({
    type: 'record' as const,
    params: ({ event }: PollArgs): OrderRecord => ({ order: event.output.order, errorCode: withError }),
  });
  const page = errorCode ? `: ${errorPages[errorCode]}` : '';
  // Targets win over error states (orderPoll): an error state that is a target ends the wait as reached.
  const errorStates = orderErrorStates[options.wait].filter((state) => !isIn(options.targets, state));
  // The states the ends before `index` take: their own states, or (without states) the targets reached.
  const takenBefore = (index: number, state: OrderState) =>
    options.ends.slice(0, index).some((end) => isIn(end.states ?? options.targets, state));
  const left = (index: number, states: readonly OrderState[]) => states.filter((state) => !takenBefore(index, state));
  const otherEnds = left(options.ends.length, [...options.targets, ...errorStates]);
  const otherwise =
    otherEnds.length > 0 ? `The order ended in ${listStates(otherEnds)}` : 'The wait ended any other way';
  return {
    id: 'orderPoll' as const,
    src: 'orderPoll' as const,
    input: ({ context }: { context: TContext }) => ({
      orderId: context.order?._id ?? '',
      targets: [...options.targets],
      wait: options.wait,
    }),
    onDone: [
      ...options.ends.map((end, index) => ({
        guard: {
          type: 'the wait ended in one of the given states, or reached its targets when none are given' as const,
          params: ({ event }: PollArgs) => ({ output: event.output, states: end.states }),
        },
        target: end.target,
        actions: recordOrder(),
        description: end.states
          ? `The wait ended with the order in ${listStates(left(index, end.states))}.`
          : `The order reached ${listStates(left(index, options.targets))}.`,
      })),
      {
        target,
        actions: recordOrder(errorCode),
        description:
          options.ends.length === 0
            ? `The wait is over, whatever state the order ended in (${listStates(otherEnds)})${page}.`
            : `${otherwise}${page}.`,
      },
    ],
    onError: {
      target,
      actions: { type: 'record' as const, params: { errorCode } },
      description: `The wait broke down (a fault of the app, not the platform)${page}.`,
    },
  };
}

/**
 * The setup every order flow that waits on its own (its `orderPoll`) starts from: its input and tags, the context
 * its lifecycle's outcome is recorded in, the lifecycle and the poll as children, the `record` action and the
 * outcome guards.
 */
export const flowSetup = <Input extends OrderFlowInput, Tag extends string>() =>
  setup({
    types: {
      input: {} as Input,
      context: {} as Input & OrderRecord,
      children: {} as FlowChildren,
      tags: {} as Tag,
    },
    actors: flowActors,
    // The record is part of every flow's context; TypeScript cannot see that through the flow's own Input.
    actions: { record: assign((_, params: OrderRecord) => params as Partial<Input & OrderRecord>) },
    guards: outcomeGuards,
  });
