import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, setup } from 'xstate';
import {
  type OrderLike,
  type OrderPollInput,
  type OrderState,
  orderPollMachine,
  selectIsPaused,
  selectLastOrder,
} from '../../machines/orderPoll';

/** SimulatedClock drives only the machine's timers; a real 0 ms timeout lets settled promises deliver. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const order = (state: OrderState): OrderLike => ({ _id: 'order-1', state });
const productPending: OrderPollInput = { orderId: 'order-1', targets: ['PRODUCT_PENDING'], wait: 'other' };

type Answer = OrderState | Error;

/** Answers in turn; the last answer repeats. Records each call's input and abort signal. */
function start(answers: Answer[], input: OrderPollInput = productPending) {
  const clock = new SimulatedClock();
  const signals: AbortSignal[] = [];
  const fetchOrder = vi.fn(async ({ input, signal }: { input: { orderId: string }; signal: AbortSignal }) => {
    signals.push(signal);
    const answer = answers[Math.min(fetchOrder.mock.calls.length - 1, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return { ...order(answer), _id: input.orderId };
  });
  const machine = orderPollMachine.provide({ actors: { fetchOrder: fromPromise(fetchOrder) } });
  const actor = createActor(machine, { input, clock }).start();
  /** Advances the simulated clock by one poll interval per tick, letting each fetch settle. */
  const tick = async (times = 1, ms = 2_500) => {
    for (let i = 0; i < times; i++) {
      clock.increment(ms);
      await flush();
    }
  };
  return { actor, clock, fetchOrder, signals, tick };
}

describe('orderPoll timing', () => {
  it('fetches at once, then every 2.5 s after each answer', async () => {
    const { actor, clock, fetchOrder, tick } = start(['CREATED']);
    expect(fetchOrder).toHaveBeenCalledTimes(1);
    expect(fetchOrder.mock.calls[0]![0].input).toEqual({ orderId: 'order-1' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    clock.increment(2_499);
    await flush();
    expect(fetchOrder).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await flush();
    expect(fetchOrder).toHaveBeenCalledTimes(2);
    await tick(8);
    expect(fetchOrder).toHaveBeenCalledTimes(10);
    expect(selectLastOrder(actor.getSnapshot())).toEqual(order('CREATED'));
    actor.stop();
  });

  it('ends with the order once it reaches a target, and stops polling', async () => {
    const { actor, fetchOrder, tick } = start(['CREATED', 'PAYMENT_PENDING', 'PRODUCT_PENDING', 'PRODUCT_ACQUIRED']);
    await flush();
    await tick(2);
    expect(fetchOrder).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ status: 'reached', order: order('PRODUCT_PENDING') });
    await tick(10);
    expect(fetchOrder).toHaveBeenCalledTimes(3);
  });

  it('fails on an error state of the wait, with the order and a code', async () => {
    const { actor, fetchOrder, tick } = start(['CREATED', 'REJECTED']);
    await flush();
    await tick();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().output).toEqual({
      status: 'failed',
      order: order('REJECTED'),
      errorCode: 'orderFailed',
    });
    await tick(4);
    expect(fetchOrder).toHaveBeenCalledTimes(2);
  });

  it('treats REJECTED as the only error of the complete wait; FAILED keeps it polling', async () => {
    const input: OrderPollInput = {
      orderId: 'order-1',
      targets: ['COMPLETED', 'PROBLEM', 'CANCELLED'],
      wait: 'complete',
    };
    const { actor, fetchOrder, tick } = start(['READY_FOR_INVOICE', 'FAILED', 'PROBLEM'], input);
    await flush();
    await tick();
    expect(actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    expect(selectLastOrder(actor.getSnapshot())?.state).toBe('FAILED');
    await tick();
    expect(fetchOrder).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().output).toEqual({ status: 'reached', order: order('PROBLEM') });
  });

  it('ignores failed fetches without counting them, keeping the last order', async () => {
    const cancelled = Object.assign(new Error('cancelled-order'), { name: 'AbortError' });
    const http = Object.assign(new Error('Service Unavailable'), { status: 503 });
    const { actor, fetchOrder, tick } = start([
      'CREATED',
      new TypeError('Failed to fetch'),
      http,
      cancelled,
      http,
      http,
      'PRODUCT_PENDING',
    ]);
    await flush();
    await tick(5);
    expect(fetchOrder).toHaveBeenCalledTimes(6);
    expect(actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    expect(selectLastOrder(actor.getSnapshot())).toEqual(order('CREATED'));
    await tick();
    expect(actor.getSnapshot().output).toEqual({ status: 'reached', order: order('PRODUCT_PENDING') });
  });

  it('does not poll while offline and fetches at once when back online', async () => {
    const { actor, fetchOrder, tick } = start(['CREATED']);
    await flush();
    await tick();
    expect(fetchOrder).toHaveBeenCalledTimes(2);
    actor.send({ type: 'network.offline' });
    expect(selectIsPaused(actor.getSnapshot())).toBe(true);
    await tick(24); // a minute offline
    expect(fetchOrder).toHaveBeenCalledTimes(2);
    actor.send({ type: 'network.online' });
    expect(fetchOrder).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    await tick(2);
    expect(fetchOrder).toHaveBeenCalledTimes(5);
    actor.stop();
  });

  it('aborts a fetch in flight when going offline, and ignores its late answer', async () => {
    const { actor, fetchOrder, signals, tick } = start(['PRODUCT_PENDING']);
    actor.send({ type: 'network.offline' });
    expect(signals[0]!.aborted).toBe(true);
    await flush();
    expect(actor.getSnapshot().value).toBe('paused');
    expect(selectLastOrder(actor.getSnapshot())).toBeUndefined();
    await tick(4);
    expect(fetchOrder).toHaveBeenCalledTimes(1);
    actor.send({ type: 'network.online' });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ status: 'reached', order: order('PRODUCT_PENDING') });
  });

  it('stops polling when stopped, aborting the fetch in flight', async () => {
    const { actor, clock, fetchOrder, signals, tick } = start(['CREATED']);
    await flush();
    clock.increment(2_500);
    expect(fetchOrder).toHaveBeenCalledTimes(2);
    actor.stop();
    expect(signals[1]!.aborted).toBe(true);
    await tick(10);
    expect(fetchOrder).toHaveBeenCalledTimes(2);
  });

  it('stops when a parent leaves the state that invokes it', async () => {
    const clock = new SimulatedClock();
    const signals: AbortSignal[] = [];
    const fetchOrder = vi.fn(({ signal }: { signal: AbortSignal }) => {
      signals.push(signal);
      return new Promise<OrderLike>(() => {});
    });
    const poll = orderPollMachine.provide({ actors: { fetchOrder: fromPromise(fetchOrder) } });
    const parent = setup({ types: { events: {} as { type: 'user.left' } }, actors: { orderPoll: poll } }).createMachine(
      {
        initial: 'waitingForOrder',
        states: {
          waitingForOrder: {
            invoke: { id: 'orderPoll', src: 'orderPoll', input: productPending },
            on: { 'user.left': 'left' },
          },
          left: {},
        },
      },
    );
    const actor = createActor(parent, { clock }).start();
    expect(fetchOrder).toHaveBeenCalledTimes(1);
    actor.send({ type: 'user.left' });
    expect(signals[0]!.aborted).toBe(true);
    expect(actor.getSnapshot().children.orderPoll).toBeUndefined();
    clock.increment(25_000);
    await flush();
    expect(fetchOrder).toHaveBeenCalledTimes(1);
    actor.stop();
  });
});
