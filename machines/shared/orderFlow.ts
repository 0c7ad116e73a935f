/**
 * What the order flows share around the order lifecycle: what they hand on to it about the driver and the
 * account, how they set it up, the guards that read its outcome, how it ends when it does not reach the flow's
 * target, and how a failure becomes the error page of SPEC.md section 8.
 */
import {
  type CheckoutDraft,
  type OrderLifecycleInput,
  type OrderOutcome,
  type OrderRequest,
  orderLifecycleMachine,
  type TwoFactorMethod,
} from '../orderLifecycle';
import { type OrderPollOutput, orderPollMachine } from '../orderPoll';
import { isExpiredOrder, isIn } from './orderStates';
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
  /** What the driver chose on this summary before a reload (the lifecycle judges it). */
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
  starting: { always: [{ guard: 'isIncomplete', target: 'incomplete' }, { target: 'ordering' }] },
  incomplete: { type: 'final' },
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
): OrderLifecycleInput => ({
  orderId: context.orderId,
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

/**
 * The error pages of the order flows: `orderCreationFailed` is the generic error page (SPEC.md section 8,
 * "Order creation failure goes to the generic error page"), `expired` the expired postpay order, the others the
 * error types of the same name.
 */
export type FlowErrorCode =
  | 'orderCreationFailed'
  | 'unknownOrder'
  | 'orderUnavailable'
  | 'payment'
  | 'fueling_prepay'
  | 'fueling_postpay'
  | 'expired';

/**
 * The error page of a failed lifecycle. By default everything but the creation is `payment`; a flow names its
 * own page for a pump without feedback (`problem`) and for failures before the payment (`beforePayment`).
 */
export function flowErrorCode(
  outcome: OrderOutcome,
  own: { problem?: FlowErrorCode; beforePayment?: FlowErrorCode } = {},
): FlowErrorCode {
  if (outcome.type !== 'failed') return 'payment';
  if (outcome.phase === 'creation') return 'orderCreationFailed';
  if (outcome.phase === 'notFound') return 'unknownOrder';
  // The order could not be read (no answer): nothing is known of a payment, so none is mentioned.
  if (outcome.phase === 'resume' && !outcome.order) return 'orderUnavailable';
  if (isExpiredOrder(outcome.order)) return 'expired';
  if (outcome.order?.state === 'PROBLEM' && own.problem) return own.problem;
  if ((outcome.phase === 'resume' || outcome.phase === 'beforePayment') && own.beforePayment) return own.beforePayment;
  return 'payment';
}

/** The order a lifecycle reached, for the flow that goes on with it. */
export const reachedOrder = (outcome: OrderOutcome): OrderLike | undefined =>
  outcome.type === 'reached' ? outcome.order : undefined;

/** The children every order flow has: its order lifecycle, and the poll of its own waits. */
export const flowActors = { orderLifecycle: orderLifecycleMachine, orderPoll: orderPollMachine };
export type FlowChildren = { order: 'orderLifecycle'; orderPoll: 'orderPoll' };

/** The guards every flow reads its lifecycle's outcome with. */
export const outcomeGuards = {
  /** The URL names a choice the station does not offer, and there is no order to resume. */
  isIncomplete: ({ context }: { context: OrderFlowInput }) => !context.orderId && context.invalidChoice !== undefined,
  /** The target was reached, in one of `states` when given. */
  reachedIn: (_: unknown, params: { outcome: OrderOutcome; states?: readonly OrderState[] }) =>
    params.outcome.type === 'reached' && (!params.states || isIn(params.states, params.outcome.order.state)),
  endedAs: (_: unknown, params: { outcome: OrderOutcome; type: OrderOutcome['type'] }) =>
    params.outcome.type === params.type,
  /** The platform cancelled the order (or it was found cancelled): not the driver's cancel. */
  isCancelledOrder: (_: unknown, params: { outcome: OrderOutcome }) =>
    params.outcome.type === 'failed' && params.outcome.order?.state === 'CANCELLED',
  /** The lifecycle failed after the payment with the order in one of `states` (a product the machine refused). */
  failedAfterPaymentIn: (_: unknown, params: { outcome: OrderOutcome; states: readonly OrderState[] }) =>
    params.outcome.type === 'failed' &&
    params.outcome.phase === 'afterPayment' &&
    isIn(params.states, params.outcome.order?.state),
  /** A wait of the flow's own ended in one of `states`, or without them, reached its targets. */
  waitEndedIn: (_: unknown, params: { output: OrderPollOutput; states?: readonly OrderState[] }) =>
    params.states ? isIn(params.states, params.output.order.state) : params.output.status === 'reached',
};

type OutcomeArgs = { event: { output: OrderOutcome } };

/** What a flow records of its lifecycle's end (its `record` action assigns these to its context). */
export interface OrderRecord {
  order?: OrderLike;
  errorCode?: FlowErrorCode;
}

interface OrderingOptions<TContext> {
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
    type: 'endedAs' as const,
    params: ({ event }: OutcomeArgs) => ({ outcome: event.output, type }),
  });
  const { cancelFailed, cancelledOrder } = options.ends;
  const afterPayment = options.failedAfterPayment;
  return {
    invoke: {
      id: 'order' as const,
      src: 'orderLifecycle' as const,
      input: ({ context }: { context: TContext }) =>
        lifecycleInput(context, options.settings, options.request(context)),
      onDone: [
        ...options.reached.map(({ states, target }) => ({
          guard: {
            type: 'reachedIn' as const,
            params: ({ event }: OutcomeArgs) => ({ outcome: event.output, states }),
          },
          target,
          actions: record(),
        })),
        { guard: endedAs('cancelled'), target: 'cancelled' },
        {
          guard: { type: 'isCancelledOrder' as const, params: ({ event }: OutcomeArgs) => ({ outcome: event.output }) },
          target: cancelledOrder,
        },
        ...(cancelFailed ? [{ guard: endedAs('cancelFailed'), target: 'cancelFailed' }] : []),
        ...(afterPayment
          ? [
              {
                guard: {
                  type: 'failedAfterPaymentIn' as const,
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
              },
            ]
          : []),
        { target: 'failed', actions: record() },
      ],
      // The lifecycle itself broke (a bug, not the platform): the payment error page, which says what to do.
      onError: { target: 'failed', actions: { type: 'record' as const, params: { errorCode: 'payment' as const } } },
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
  return {
    id: 'orderPoll' as const,
    src: 'orderPoll' as const,
    input: ({ context }: { context: TContext }) => ({
      orderId: context.order?._id ?? '',
      targets: [...options.targets],
      wait: options.wait,
    }),
    onDone: [
      ...options.ends.map((end) => ({
        guard: {
          type: 'waitEndedIn' as const,
          params: ({ event }: PollArgs) => ({ output: event.output, states: end.states }),
        },
        target: end.target,
        actions: recordOrder(),
      })),
      { target, actions: recordOrder(errorCode) },
    ],
    onError: { target, actions: { type: 'record' as const, params: { errorCode } } },
  };
}
