import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import {
  type CarWashInput,
  type CarWashOrder,
  type CarWashPayment,
  carWashMachine,
  carWashPath,
  selectCanCancel,
  selectCanPay,
  selectWait,
} from '../../machines/carWash';
import type { OrderState } from '../../machines/shared/ports';
import { describeFlowPaths } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';

type Snap = SnapshotFrom<typeof carWashMachine>;
type Event = EventFromLogic<typeof carWashMachine>;

const order = (state: OrderState): CarWashOrder => ({ _id: 'o-1', state });
const bankPage = 'https://bank.example/3ds';
const atTheBank: CarWashOrder = {
  ...order('PAYMENT_PENDING'),
  userInteraction: { isRequired: true, urls: { start: bankPage } },
};
const base: CarWashInput = { stationId: 's', productId: 'wash-comfort' };

const events = traversalEvents<Event>({
  'payment.confirmed': [{ payment: { paymentMethodId: 'pm-1' } }],
  'xstate.done.actor.fetchOrder': [
    ...(
      [
        'CREATED',
        'PAYMENT_PENDING',
        'PAYMENT_AUTHORIZED',
        'PRODUCT_ACQUIRED',
        'READY_FOR_INVOICE',
        'CANCELLED',
        'FAILED',
      ] as const
    ).map((state) => ({ output: order(state) })),
    { output: atTheBank },
  ],
  'xstate.error.actor.fetchOrder': [{ error: new Error('offline') }],
  'xstate.done.actor.createOrder': [{ output: order('CREATED') }],
  'xstate.error.actor.createOrder': [{ error: new Error('409') }],
  'xstate.done.actor.authorize': [{ output: {} }, { output: { interactionUrl: bankPage } }],
  'xstate.error.actor.authorize': [{ error: new Error('402') }],
  'xstate.done.actor.orderPoll': [
    { output: { status: 'reached', order: order('PAYMENT_PENDING') } },
    { output: { status: 'reached', order: order('PRODUCT_ACQUIRED') } },
    { output: { status: 'reached', order: order('READY_FOR_INVOICE') } },
    { output: { status: 'failed', order: order('REJECTED'), errorCode: 'orderFailed' } },
  ],
  'xstate.error.actor.orderPoll': [{ error: new Error('crash') }],
  'xstate.done.actor.orderCancel': [
    { output: { state: 'CANCELLED_POSTPAY' } },
    { output: { state: 'API_ERROR_POSTPAY' } },
  ],
  'xstate.error.actor.orderCancel': [{ error: new Error('crash') }],
});

const serializeState = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.errorCode ?? null,
    s.context.order?.state ?? null,
    !!s.context.order?.userInteraction,
    !!s.context.payment,
  ]);

const inputs: [string, CarWashInput][] = [
  ['a new wash', base],
  ['a reload with an order id', { ...base, orderId: 'o-1' }],
  ['a return to the finish page', { ...base, orderId: 'o-1', paid: true }],
];

/** Children that never finish, so the path's events decide every outcome. */
const inertActors = {
  createOrder: fromPromise<CarWashOrder, CarWashInput>(() => new Promise(() => {})),
  authorize: fromPromise<{ interactionUrl?: string }, { orderId: string; payment: CarWashPayment }>(
    () => new Promise(() => {}),
  ),
  fetchOrder: fromPromise<CarWashOrder, { orderId: string }>(() => new Promise(() => {})),
  orderPoll: createMachine({}) as never,
  orderCancel: createMachine({}) as never,
};
const inert = carWashMachine.provide({ actors: inertActors });

const routes = /^\/(pay\/postpay\/wash\/summary|pay\/wash\/finish|pay\/cancel|error)$/;

describeFlowPaths('carWash', {
  machine: carWashMachine,
  inert,
  inputs,
  events,
  serializeState,
  check: (snapshot) => {
    const target = carWashPath(snapshot);
    if (snapshot.matches('resuming')) expect(target).toBeNull();
    else {
      expect(target?.path).toMatch(routes);
      if (snapshot.context.order) expect(target?.query.orderId).toBe('o-1');
    }
    // Payment and cancel are offered only on the summary, before paying.
    expect(selectCanPay(snapshot)).toBe(snapshot.matches('reviewing'));
    expect(selectCanCancel(snapshot)).toBe(snapshot.matches('reviewing'));
    if (snapshot.hasTag('busy')) expect(selectWait(snapshot)).toBeDefined();
  },
});

const resumed = (state: CarWashOrder, input: Partial<CarWashInput> = {}, logic = inert) => {
  const actor = createActor(logic, { input: { ...base, orderId: 'o-1', ...input } }).start();
  actor.send({ type: 'xstate.done.actor.fetchOrder', output: state } as never);
  return actor;
};

describe('carWash rules', () => {
  it.each([
    ['CREATED', 'preparing', order('CREATED'), false],
    ['PAYMENT_PENDING', 'reviewing', order('PAYMENT_PENDING'), false],
    ['PAYMENT_PENDING on the finish page', 'waitingForCodes', order('PAYMENT_PENDING'), true],
    ['PAYMENT_PENDING at the bank', 'awaitingInteraction', atTheBank, false],
    ['PAYMENT_AUTHORIZED', 'waitingForCodes', order('PAYMENT_AUTHORIZED'), false],
    ['PRODUCT_SUPPLYING', 'waitingForCodes', order('PRODUCT_SUPPLYING'), false],
    ['PRODUCT_ACQUIRED', 'waitingForInvoice', order('PRODUCT_ACQUIRED'), false],
    ['READY_FOR_INVOICE', 'completed', order('READY_FOR_INVOICE'), false],
    ['COMPLETED', 'completed', order('COMPLETED'), true],
    ['CANCELLED', 'cancelled', order('CANCELLED'), false],
    ['PROBLEM', 'failed', order('PROBLEM'), true],
    ['REJECTED', 'failed', order('REJECTED'), false],
  ] as const)('resuming with the order %s goes to %s', (_, target, state, paid) => {
    expect(resumed(state, { paid }).getSnapshot().value).toBe(target);
  });

  it('pays once: a second confirmation while authorising is ignored, and cancel is gone', () => {
    const actor = resumed(order('PAYMENT_PENDING'));
    expect(carWashPath(actor.getSnapshot())?.path).toBe('/pay/postpay/wash/summary');
    actor.send({ type: 'payment.confirmed', payment: { paymentMethodId: 'pm-1' } });
    expect(actor.getSnapshot().value).toBe('authorizing');
    expect(selectCanPay(actor.getSnapshot())).toBe(false);
    expect(selectCanCancel(actor.getSnapshot())).toBe(false);
  });

  it('authorises the order for its total: the authorisation names no amount', async () => {
    const authorize = vi.fn(async (_: { input: { orderId: string; payment: CarWashPayment } }) => ({}));
    const logic = carWashMachine.provide({
      actors: {
        ...inertActors,
        authorize: fromPromise<{ interactionUrl?: string }, { orderId: string; payment: CarWashPayment }>(authorize),
      },
    });
    const actor = resumed(order('PAYMENT_PENDING'), {}, logic);
    actor.send({ type: 'payment.confirmed', payment: { paymentMethodId: 'pm-1' } });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('waitingForCodes'));
    expect(authorize).toHaveBeenCalledTimes(1);
    expect(authorize.mock.calls[0]?.[0].input).toEqual({
      orderId: 'o-1',
      payment: { paymentMethodId: 'pm-1' },
    });
  });

  it('back on the finish page before the platform saw the approval, it waits and never offers to pay again', () => {
    const actor = resumed(order('PAYMENT_PENDING'), { paid: true });
    expect(actor.getSnapshot().value).toBe('waitingForCodes');
    expect(carWashPath(actor.getSnapshot())?.path).toBe('/pay/wash/finish');
    expect(selectCanPay(actor.getSnapshot())).toBe(false);
  });

  it('an order whose bank page still waits sends the browser back there instead of offering payment', () => {
    const openInteraction = vi.fn();
    const logic = inert.provide({ actions: { openInteraction } });
    const actor = resumed(atTheBank, {}, logic);
    expect(actor.getSnapshot().value).toBe('awaitingInteraction');
    expect(openInteraction).toHaveBeenCalledWith(expect.anything(), { url: bankPage });
    expect(selectCanPay(actor.getSnapshot())).toBe(false);
  });

  it('keeps the codes when the wait for the invoice fails', () => {
    const actor = resumed(order('PRODUCT_ACQUIRED'));
    expect(actor.getSnapshot().hasTag('codes')).toBe(true);
    actor.send({ type: 'xstate.error.actor.orderPoll', error: new Error('x') } as never);
    expect(actor.getSnapshot().value).toBe('completed');
    expect(actor.getSnapshot().hasTag('codes')).toBe(true);
    expect(carWashPath(actor.getSnapshot())?.path).toBe('/pay/wash/finish');
  });

  it('a failed order creation is the generic error page, a failed wait the payment error page', () => {
    const creating = createActor(inert, { input: base }).start();
    creating.send({ type: 'xstate.error.actor.createOrder', error: new Error('409') } as never);
    expect(carWashPath(creating.getSnapshot())).toEqual({ path: '/error', query: { orderId: undefined } });
    const waiting = resumed(order('PAYMENT_AUTHORIZED'));
    waiting.send({
      type: 'xstate.done.actor.orderPoll',
      output: { status: 'failed', order: order('REJECTED'), errorCode: 'orderFailed' },
    } as never);
    expect(carWashPath(waiting.getSnapshot())).toEqual({ path: '/error', query: { type: 'payment', orderId: 'o-1' } });
  });
});
