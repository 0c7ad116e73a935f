/** Shared fixtures of the order flows' path tests: orders, lifecycle outcomes and inert children. */
import { type AnyEventObject, fromPromise } from 'xstate';
import {
  type OrderOutcome,
  type OrderPhase,
  type OrderRequest,
  orderLifecycleMachine,
} from '../../machines/orderLifecycle';
import { orderPollMachine } from '../../machines/orderPoll';
import type { CheckoutFacts } from '../../machines/shared/orderFlow';
import type { OrderLike, OrderState } from '../../machines/shared/ports';
import { checkoutContract } from './checkoutContract';

export const order = (state: OrderState, more: Partial<OrderLike> = {}): OrderLike => ({ _id: 'o-1', state, ...more });

export const facts: CheckoutFacts = {
  isGuest: false,
  quickCheckout: false,
  asksOdometer: false,
  twoFactorMethod: 'none',
};

export const reached = (state: OrderState) => ({
  output: { type: 'reached', order: order(state) } satisfies OrderOutcome,
});
export const failed = (phase: OrderPhase, state?: OrderState, more: Partial<OrderLike> = {}) => ({
  output: { type: 'failed', phase, order: state && order(state, more) } satisfies OrderOutcome,
});
export const cancelled = { output: { type: 'cancelled' } satisfies OrderOutcome };
export const cancelFailed = { output: { type: 'cancelFailed' } satisfies OrderOutcome };

export const pollReached = (state: OrderState) => ({ output: { status: 'reached', order: order(state) } });
export const pollFailed = (state: OrderState) => ({
  output: { status: 'failed', order: order(state), errorCode: 'orderFailed' },
});

const never = <T>() => new Promise<T>(() => {});
/** Children that never finish, so the path's events decide every outcome. */
export const inertPoll = orderPollMachine.provide({
  actors: { fetchOrder: fromPromise<OrderLike, { orderId: string }>(() => never<OrderLike>()) },
});
export const inertLifecycle = orderLifecycleMachine.provide({
  actors: {
    findRunningOrder: fromPromise<OrderLike | undefined, OrderRequest>(() => never<OrderLike | undefined>()),
    fetchOrder: fromPromise<OrderLike, { orderId: string }>(() => never<OrderLike>()),
    orderPoll: inertPoll,
    // The checkout as a contract of outcomes (checkoutContract.ts): it never ends by itself.
    checkout: checkoutContract,
  },
});

/** A framework event (an actor's answer) delivered as the path tests do. */
export const deliver = (actor: { send(event: AnyEventObject): void }, event: AnyEventObject) => actor.send(event);
