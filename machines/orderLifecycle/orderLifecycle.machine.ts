/**
 * The order lifecycle every order flow shares (SPEC.md section 4): find a running order of the driver's for the
 * same product, create the order once, take the payment, authorise it, follow the bank's page and resume after
 * it, wait for the flow's target state, and end in one of four outcomes. Prepay, postpay, wash and EV invoke it
 * with their own settings and keep their own charts only for what differs (fueling, codes, charging).
 *
 * The payment step (`checkout`): the odometer first where the account asks for it (registered drivers, once
 * per order), then the eligible method (the `checkoutEligibility` child), then the confirmation step for the
 * methods that need one (skipped with quickCheckout), the device wallet's token (Google Pay, Apple Pay, amount
 * above zero) and the PIN where the method needs two-factor confirmation (PayPal).
 *
 * Invariants:
 * - One order: it is created only from `creatingOrder`, which is entered only without an order; with an
 *   `orderId` (a reload, a bank return) or a running order of the driver's for this product the flow resumes
 *   it instead.
 * - One authorisation: `authorizing` is entered only from the payment step, which is left for good once the
 *   order is authorised; a resumed order that was paid, or whose bank page waits, is never offered for payment.
 * - Outcomes (the output): `reached` with the order in a target state; `cancelled` when the driver's cancel
 *   went through; `cancelFailed` when it was refused and the flow says that ends it; `failed` with the phase
 *   it failed in and the order when one was read. The flow turns them into its screens.
 */
import { assign, fromPromise, sendTo, setup } from 'xstate';
import {
  type CheckoutBlockedReason,
  type CheckoutOutcome,
  checkoutEligibilityMachine,
  isWallet,
  needsConfirmationStep,
  selectOutcome,
} from '../checkoutEligibility';
import { type OrderCancelOutput, orderCancelMachine } from '../orderCancel';
import { type OrderPollOutput, orderPollMachine } from '../orderPoll';
import { parseOdometerKm, type VehicleLike } from '../shared/odometer';
import { isExpiredOrder, isIn } from '../shared/orderStates';
import type { OrderLike, OrderState, PaymentMethodLike } from '../shared/ports';

/** What the order is for; created once, with what the payment step adds (vehicle, mileage). */
export interface OrderRequest {
  stationId: string;
  productId: string;
  fuelTypeId?: string;
  /** Postpay and wash orders release the product without an authorisation first. */
  autoAcquire: boolean;
}

export type CancelPlace = 'waitingToPay' | 'checkout' | 'waitingForTarget';

export interface OrderLifecycleInput {
  request: OrderRequest;
  /** Resume this order (a reload, a bank return, a running session). */
  orderId?: string;
  /** Back on the page the bank returns to after the driver approved: a pending payment is not offered again. */
  returnedFromBank?: boolean;
  /** Created on entry (postpay, wash: the order is paid later) or when the driver pays (prepay, EV). */
  createAt: 'start' | 'payment';
  /** The authorised amount (prepay, EV pre-authorisation); without one the order's total is paid. */
  amount?: number;
  currency?: string;
  /** The states the paid order is awaited in. */
  target: readonly OrderState[];
  cancel: {
    orderType: 'PREPAY' | 'POSTPAY';
    /** Where the driver may cancel. */
    from: readonly CancelPlace[];
    /** A refused cancel: the order goes on (with a notice) or the flow ends on the cancel page. */
    whenRefused: 'goOn' | 'end';
  };
  isGuest: boolean;
  /** The account's quickCheckout feature: no confirmation step. */
  quickCheckout: boolean;
  /** The account asks for the mileage before checkout and it was not answered for this order yet. */
  asksOdometer: boolean;
  /** The driver has a two-factor method (a PIN): needed for PayPal. */
  hasTwoFactor: boolean;
}

export type OrderPhase = 'resume' | 'beforePayment' | 'creation' | 'payment' | 'afterPayment';

export type OrderOutcome =
  | { type: 'reached'; order: OrderLike }
  | { type: 'cancelled' }
  | { type: 'cancelFailed' }
  | { type: 'failed'; phase: OrderPhase; order?: OrderLike };

export interface PaymentChoice {
  method: PaymentMethodLike;
  /** A device wallet's token (Google Pay, Apple Pay). */
  paymentToken?: string;
}

export type CheckoutStepError =
  | 'walletFailed'
  | 'odometerInvalid'
  | 'odometerSaveFailed'
  | 'pinInvalid'
  | 'pinWrong'
  | 'pinFailed';

export interface OrderLifecycleContext extends OrderLifecycleInput {
  order?: OrderLike;
  /** A running order of the driver's for this product, offered instead of a second one. */
  runningOrderId?: string;
  /** The eligibility check as it stands (mirrored from the `eligibility` child for guards and screens). */
  eligibility?: {
    outcome?: CheckoutOutcome;
    method?: PaymentMethodLike;
    methods: readonly PaymentMethodLike[];
    blockedReason?: CheckoutBlockedReason;
    loadFailed: boolean;
  };
  payment?: PaymentChoice;
  odometer?: { vehicles: VehicleLike[]; preferredId?: string };
  /** What the payment step adds to the order created after it. */
  vehicle?: { thingId?: string; carOdometerM?: number };
  stepError?: CheckoutStepError;
  /** The platform refused the cancel; the screen says so until dismissed. */
  notice?: 'cancelFailed';
  outcome?: OrderOutcome;
}

export type OrderLifecycleEvent =
  | { type: 'payment.changed'; methodId: string }
  | { type: 'checkout.retried' }
  | { type: 'payment.started' }
  | { type: 'payment.confirmed' }
  | { type: 'payment.dismissed' }
  | { type: 'twoFactor.submitted'; pin: string }
  | { type: 'odometer.submitted'; km: string; vehicleId?: string }
  | { type: 'odometer.skipped'; neverAsk: boolean }
  | { type: 'order.resumed' }
  | { type: 'cancel.requested' }
  | { type: 'notice.dismissed' };

export interface CreateOrderInput extends OrderRequest {
  thingId?: string;
  carOdometerM?: number;
}

export interface AuthorizeInput {
  orderId: string;
  /** The amount to reserve (prepay, EV); undefined authorises the order's total. */
  amount?: number;
  payment: { paymentMethodId?: string; paymentToken?: string };
}

export interface WalletTokenInput {
  methodType: string;
  amount: number;
  currency: string;
  productId: string;
}

export type WalletResult = { status: 'token'; token: string } | { status: 'cancelled' };

const notProvided = (name: string) => () => {
  throw new Error(`orderLifecycle: actor "${name}" not provided`);
};

/** The wallets whose token the device gives (SPEC.md section 5: zero amounts skip it). */
const tokenWallets = ['GOOGLE_PAY', 'APPLE_PAY'];
/** SPEC.md section 5: PayPal is paid only after a two-factor confirmation. */
const needsTwoFactor = (method: PaymentMethodLike) => method.method === 'PAYPAL';

const payAmount = (context: OrderLifecycleContext) => context.amount ?? context.order?.totalAfterDiscounts?.amount ?? 0;
const pendingBankPage = (order: OrderLike) =>
  order.userInteraction?.isRequired ? order.userInteraction.urls?.start : undefined;
const failure = (phase: OrderPhase, order?: OrderLike): OrderOutcome => ({ type: 'failed', phase, order });

export const orderLifecycleMachine = setup({
  types: {
    input: {} as OrderLifecycleInput,
    context: {} as OrderLifecycleContext,
    events: {} as OrderLifecycleEvent,
    output: {} as OrderOutcome,
    children: {} as {
      findRunningOrder: 'findRunningOrder';
      fetchOrder: 'fetchOrder';
      createOrder: 'createOrder';
      orderPoll: 'orderPoll';
      eligibility: 'checkoutEligibility';
      loadOdometer: 'loadOdometer';
      saveOdometer: 'saveOdometer';
      refuseOdometer: 'refuseOdometer';
      requestWalletToken: 'requestWalletToken';
      verifyTwoFactor: 'verifyTwoFactor';
      authorize: 'authorize';
      orderCancel: 'orderCancel';
    },
    /** `busy`: waiting on the platform or the device. `paid`: the payment is authorised (or the bank has it). */
    tags: {} as 'busy' | 'paid',
  },
  actors: {
    /** GET v4/ongoing-orders: the driver's running order for this station and product, if any. */
    findRunningOrder: fromPromise<OrderLike | undefined, OrderRequest>(notProvided('findRunningOrder')),
    /** GET v4/order/{id}. */
    fetchOrder: fromPromise<OrderLike, { orderId: string }>(notProvided('fetchOrder')),
    /** POST v4/order with the whole payload (vehicle, mileage, the driver's position, the partner header). */
    createOrder: fromPromise<OrderLike, CreateOrderInput>(notProvided('createOrder')),
    orderPoll: orderPollMachine,
    checkoutEligibility: checkoutEligibilityMachine,
    /** The driver's vehicles and whether the mileage question was refused for good. */
    loadOdometer: fromPromise<{ vehicles: VehicleLike[]; preferredId?: string; refused: boolean }>(
      notProvided('loadOdometer'),
    ),
    /** The mileage to the vehicle, and to the order when it exists (postpay). */
    saveOdometer: fromPromise<unknown, { orderId?: string; vehicleId?: string; carOdometerM: number }>(
      notProvided('saveOdometer'),
    ),
    /** "Don't ask me again": the refusal is stored with the user. */
    refuseOdometer: fromPromise<unknown>(notProvided('refuseOdometer')),
    /** The device wallet's sheet; a cancel is silent (SPEC.md section 8). */
    requestWalletToken: fromPromise<WalletResult, WalletTokenInput>(notProvided('requestWalletToken')),
    /** The PIN check; rejects with status 403 for a wrong PIN. */
    verifyTwoFactor: fromPromise<unknown, { pin: string; orderId?: string; paymentMethodId: string }>(
      notProvided('verifyTwoFactor'),
    ),
    /** POST v4/order/{id}/authorize; resolves with the bank page when the bank wants the driver. */
    authorize: fromPromise<{ interactionUrl?: string }, AuthorizeInput>(notProvided('authorize')),
    /** POST v4/order/{id}/cancel, then the wait for CANCELLED (30 s). */
    orderCancel: orderCancelMachine,
  },
  actions: {
    /** Sends the browser to the bank's page (provided by the app). */
    openInteraction: (_, _params: { url: string }) => {},
    /** The mileage question was answered for this order: a reload does not ask again (provided by the app). */
    rememberOdometerAnswered: () => {},
    recordFailure: assign({
      outcome: ({ context }, params: { phase: OrderPhase }) => failure(params.phase, context.order),
    }),
    choosePayment: assign({
      payment: ({ context }) => (context.eligibility?.method ? { method: context.eligibility.method } : undefined),
    }),
  },
  guards: {
    isResuming: ({ context }) => context.orderId !== undefined,
    createsAtStart: ({ context }) => context.createAt === 'start',
    hasOrder: ({ context }) => context.order !== undefined,
    isRunning: (_, params: { order: OrderLike | undefined }) => params.order !== undefined,
    is: ({ context }, params: { states: readonly OrderState[] }) => isIn(params.states, context.order?.state),
    isPayable: ({ context }) =>
      isIn([context.createAt === 'start' ? 'PAYMENT_PENDING' : 'CREATED'], context.order?.state) &&
      !(context.returnedFromBank && context.order?.state === 'PAYMENT_PENDING'),
    isWaitingForBank: ({ context }) =>
      context.order?.state === 'PAYMENT_PENDING' && !context.returnedFromBank && !!pendingBankPage(context.order),
    isExpired: ({ context }) => isExpiredOrder(context.order),
    isTarget: ({ context }) => isIn(context.target, context.order?.state),
    asksOdometer: ({ context }) => context.asksOdometer && !context.isGuest,
    wasRefused: (_, params: { refused: boolean }) => params.refused,
    isValidMileage: (_, params: { km: string }) => parseOdometerKm(params.km) !== undefined,
    neverAsk: (_, params: { neverAsk: boolean }) => params.neverAsk,
    canPay: ({ context }) =>
      context.eligibility?.outcome === 'allowed' && !!context.eligibility.method && !context.runningOrderId,
    needsConfirmation: ({ context }) =>
      !context.quickCheckout && !!context.payment && needsConfirmationStep(context.payment.method),
    needsWalletToken: ({ context }) =>
      !!context.payment &&
      isWallet(context.payment.method) &&
      tokenWallets.includes(context.payment.method.method) &&
      payAmount(context) > 0,
    needsTwoFactor: ({ context }) => !!context.payment && needsTwoFactor(context.payment.method),
    isToken: (_, params: { result: WalletResult }) => params.result.status === 'token',
    isFourDigits: (_, params: { pin: string }) => /^\d{4}$/.test(params.pin),
    isWrongPin: (_, params: { error: unknown }) =>
      typeof params.error === 'object' &&
      params.error !== null &&
      'status' in params.error &&
      params.error.status === 403,
    hasInteraction: (_, params: { url?: string }) => !!params.url,
    reached: (_, params: { output: OrderPollOutput }) => params.output.status === 'reached',
    wasCancelled: (_, params: { output: OrderCancelOutput }) => params.output.state.startsWith('CANCELLED_'),
    hasRunningOrder: ({ context }) => context.runningOrderId !== undefined,
    goesOnWhenRefused: ({ context }) => context.cancel.whenRefused === 'goOn',
    canCancelFrom: ({ context }, params: { place: CancelPlace }) => context.cancel.from.includes(params.place),
  },
}).createMachine({
  id: 'orderLifecycle',
  context: ({ input }) => ({ ...input }),
  initial: 'starting',
  output: ({ context }) => context.outcome ?? failure('resume'),
  on: { 'notice.dismissed': { actions: assign({ notice: undefined }) } },
  states: {
    starting: {
      always: [{ guard: 'isResuming', target: 'resuming' }, { target: 'findingRunningOrder' }],
    },
    /** A running order of the driver's for this product is resumed, never doubled. */
    findingRunningOrder: {
      tags: 'busy',
      invoke: {
        id: 'findRunningOrder',
        src: 'findRunningOrder',
        input: ({ context }) => context.request,
        onDone: [
          {
            guard: { type: 'isRunning', params: ({ event }) => ({ order: event.output }) },
            target: 'offeringRunningOrder',
            actions: assign({ runningOrderId: ({ event }) => event.output?._id }),
          },
          { guard: 'createsAtStart', target: 'creatingOrder' },
          { target: 'checkout' },
        ],
        // The check must not stop a payment: without an answer the flow goes on as if there were none.
        onError: [{ guard: 'createsAtStart', target: 'creatingOrder' }, { target: 'checkout' }],
      },
    },
    /**
     * Flows that create the order on entry resume the running one at once; the others show it on their
     * summary ("follow it here") and block a second payment there.
     */
    offeringRunningOrder: {
      always: [
        {
          guard: 'createsAtStart',
          target: 'resuming',
          actions: assign({ orderId: ({ context }) => context.runningOrderId }),
        },
        { target: 'checkout' },
      ],
    },
    resuming: {
      tags: 'busy',
      invoke: {
        id: 'fetchOrder',
        src: 'fetchOrder',
        input: ({ context }) => ({ orderId: context.orderId ?? '' }),
        onDone: { target: 'resumed', actions: assign({ order: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'recordFailure', params: { phase: 'resume' } } },
      },
    },
    /** Where the order's state puts a resumed flow. */
    resumed: {
      always: [
        { guard: { type: 'is', params: { states: ['CREATED'] } }, target: 'beforePayment' },
        {
          guard: 'isWaitingForBank',
          target: 'awaitingInteraction',
          actions: {
            type: 'openInteraction',
            params: ({ context }) => ({ url: (context.order && pendingBankPage(context.order)) ?? '' }),
          },
        },
        { guard: 'isPayable', target: 'checkout' },
        { guard: 'isTarget', target: 'waitingForTarget' },
        { guard: 'isExpired', target: 'failed', actions: { type: 'recordFailure', params: { phase: 'resume' } } },
        {
          guard: { type: 'is', params: { states: ['PROBLEM', 'CANCELLED', 'FAILED', 'REJECTED'] } },
          target: 'failed',
          actions: { type: 'recordFailure', params: { phase: 'resume' } },
        },
        { target: 'waitingForTarget' },
      ],
    },
    /** A created order: paid now (prepay, EV) or once the platform prices it (postpay, wash). */
    beforePayment: {
      always: [{ guard: 'createsAtStart', target: 'waitingToPay' }, { target: 'checkout' }],
    },
    creatingOrder: {
      tags: 'busy',
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({ ...context.request, ...context.vehicle }),
        onDone: [
          { guard: 'createsAtStart', target: 'waitingToPay', actions: assign({ order: ({ event }) => event.output }) },
          { target: 'authorizing', actions: assign({ order: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: { type: 'recordFailure', params: { phase: 'creation' } } },
      },
    },
    /** Postpay and wash: the product is given first; the order can be paid once PAYMENT_PENDING. */
    waitingToPay: {
      on: {
        'cancel.requested': {
          guard: { type: 'canCancelFrom', params: { place: 'waitingToPay' } },
          target: 'cancelling',
        },
      },
      invoke: {
        id: 'orderPoll',
        src: 'orderPoll',
        input: ({ context }) => ({ orderId: context.order?._id ?? '', targets: ['PAYMENT_PENDING'], wait: 'other' }),
        onDone: [
          {
            guard: { type: 'reached', params: ({ event }) => ({ output: event.output }) },
            target: 'checkout',
            actions: assign({ order: ({ event }) => event.output.order }),
          },
          {
            target: 'failed',
            actions: assign({ outcome: ({ event }) => failure('beforePayment', event.output.order) }),
          },
        ],
        onError: { target: 'failed', actions: { type: 'recordFailure', params: { phase: 'beforePayment' } } },
      },
    },
    /** The summary's payment step. */
    checkout: {
      initial: 'deciding',
      invoke: {
        id: 'eligibility',
        src: 'checkoutEligibility',
        input: ({ context }) => ({ isGuest: context.isGuest, hasTwoFactor: context.hasTwoFactor }),
        onSnapshot: {
          actions: assign({
            eligibility: ({ event }) => ({
              outcome: selectOutcome(event.snapshot),
              method: event.snapshot.context.method,
              methods: event.snapshot.context.methods,
              blockedReason: event.snapshot.context.blockedReason,
              loadFailed: event.snapshot.matches('failed'),
            }),
          }),
        },
      },
      entry: sendTo('eligibility', { type: 'poi.requested' }),
      on: {
        'payment.changed': { actions: sendTo('eligibility', ({ event }) => event) },
        // The payment methods could not be loaded: the driver asks again.
        'checkout.retried': { actions: sendTo('eligibility', { type: 'poi.requested' }) },
        // "Follow it here": the running order of the driver's for this product instead of a second one.
        'order.resumed': {
          guard: 'hasRunningOrder',
          target: 'resuming',
          actions: assign({ orderId: ({ context }) => context.runningOrderId, runningOrderId: undefined }),
        },
        'cancel.requested': { guard: { type: 'canCancelFrom', params: { place: 'checkout' } }, target: 'cancelling' },
      },
      states: {
        deciding: { always: [{ guard: 'asksOdometer', target: 'odometer' }, { target: 'choosing' }] },
        odometer: {
          initial: 'loading',
          states: {
            loading: {
              tags: 'busy',
              invoke: {
                id: 'loadOdometer',
                src: 'loadOdometer',
                onDone: [
                  {
                    guard: { type: 'wasRefused', params: ({ event }) => ({ refused: event.output.refused }) },
                    target: '#orderLifecycle.checkout.choosing',
                  },
                  {
                    target: 'asking',
                    actions: assign({
                      odometer: ({ event }) => ({
                        vehicles: event.output.vehicles,
                        preferredId: event.output.preferredId,
                      }),
                    }),
                  },
                ],
                // The payment never depends on the mileage.
                onError: '#orderLifecycle.checkout.choosing',
              },
            },
            asking: {
              on: {
                'odometer.submitted': [
                  {
                    guard: { type: 'isValidMileage', params: ({ event }) => ({ km: event.km }) },
                    target: 'saving',
                    actions: assign({
                      stepError: undefined,
                      vehicle: ({ context, event }) => ({
                        thingId: event.vehicleId ?? context.odometer?.preferredId ?? context.odometer?.vehicles[0]?._id,
                        carOdometerM: (parseOdometerKm(event.km) ?? 0) * 1000,
                      }),
                    }),
                  },
                  { actions: assign({ stepError: 'odometerInvalid' }) },
                ],
                'odometer.skipped': [
                  {
                    guard: { type: 'neverAsk', params: ({ event }) => ({ neverAsk: event.neverAsk }) },
                    target: 'refusing',
                  },
                  { target: '#orderLifecycle.checkout.choosing', actions: 'rememberOdometerAnswered' },
                ],
              },
            },
            saving: {
              tags: 'busy',
              invoke: {
                id: 'saveOdometer',
                src: 'saveOdometer',
                input: ({ context }) => ({
                  orderId: context.order?._id,
                  vehicleId: context.vehicle?.thingId,
                  carOdometerM: context.vehicle?.carOdometerM ?? 0,
                }),
                onDone: { target: '#orderLifecycle.checkout.choosing', actions: 'rememberOdometerAnswered' },
                onError: { target: 'asking', actions: assign({ stepError: 'odometerSaveFailed' }) },
              },
            },
            refusing: {
              tags: 'busy',
              invoke: {
                id: 'refuseOdometer',
                src: 'refuseOdometer',
                onDone: { target: '#orderLifecycle.checkout.choosing', actions: 'rememberOdometerAnswered' },
                onError: { target: 'asking', actions: assign({ stepError: 'odometerSaveFailed' }) },
              },
            },
          },
        },
        choosing: {
          entry: assign({ stepError: undefined }),
          on: {
            // The method is taken as the eligibility check left it; only an allowed one pays.
            'payment.started': { guard: 'canPay', target: 'starting', actions: 'choosePayment' },
          },
        },
        starting: {
          always: [
            { guard: 'needsConfirmation', target: 'confirming' },
            { guard: 'needsWalletToken', target: 'walletToken' },
            { guard: 'needsTwoFactor', target: 'twoFactor' },
            { target: '#orderLifecycle.paying' },
          ],
        },
        /** "Confirm and pay" for the methods that show a confirmation step (SPEC.md section 4). */
        confirming: {
          on: {
            'payment.confirmed': [
              { guard: 'needsTwoFactor', target: 'twoFactor' },
              { guard: 'canPay', target: '#orderLifecycle.paying' },
            ],
            'payment.dismissed': 'choosing',
          },
        },
        walletToken: {
          tags: 'busy',
          invoke: {
            id: 'requestWalletToken',
            src: 'requestWalletToken',
            input: ({ context }) => ({
              methodType: context.payment?.method.method ?? '',
              amount: payAmount(context),
              currency: context.currency ?? context.order?.totalAfterDiscounts?.currency ?? 'EUR',
              productId: context.request.productId,
            }),
            onDone: [
              {
                guard: { type: 'isToken', params: ({ event }) => ({ result: event.output }) },
                target: '#orderLifecycle.paying',
                actions: assign({
                  payment: ({ context, event }) =>
                    context.payment && {
                      ...context.payment,
                      paymentToken: event.output.status === 'token' ? event.output.token : undefined,
                    },
                }),
              },
              // A cancelled sheet is silent (SPEC.md section 8).
              { target: 'choosing' },
            ],
            onError: { target: 'choosing', actions: assign({ stepError: 'walletFailed' }) },
          },
        },
        /** The PIN before PayPal pays (SPEC.md section 5). */
        twoFactor: {
          on: {
            'twoFactor.submitted': [
              { guard: { type: 'isFourDigits', params: ({ event }) => ({ pin: event.pin }) }, target: 'verifying' },
              { actions: assign({ stepError: 'pinInvalid' }) },
            ],
            'payment.dismissed': 'choosing',
          },
        },
        verifying: {
          tags: 'busy',
          invoke: {
            id: 'verifyTwoFactor',
            src: 'verifyTwoFactor',
            input: ({ context, event }) => ({
              pin: event.type === 'twoFactor.submitted' ? event.pin : '',
              orderId: context.order?._id,
              paymentMethodId: context.payment?.method.id ?? '',
            }),
            onDone: '#orderLifecycle.paying',
            onError: [
              {
                guard: { type: 'isWrongPin', params: ({ event }) => ({ error: event.error }) },
                target: 'twoFactor',
                actions: assign({ stepError: 'pinWrong' }),
              },
              { target: 'twoFactor', actions: assign({ stepError: 'pinFailed' }) },
            ],
          },
        },
      },
    },
    /** Paying: the order is created if it is not yet, then authorised. */
    paying: {
      always: [{ guard: 'hasOrder', target: 'authorizing' }, { target: 'creatingOrder' }],
    },
    authorizing: {
      tags: 'busy',
      invoke: {
        id: 'authorize',
        src: 'authorize',
        input: ({ context }) => ({
          orderId: context.order?._id ?? '',
          amount: context.amount,
          payment: context.payment?.paymentToken
            ? { paymentToken: context.payment.paymentToken }
            : { paymentMethodId: context.payment?.method.id },
        }),
        onDone: [
          {
            guard: { type: 'hasInteraction', params: ({ event }) => ({ url: event.output.interactionUrl }) },
            target: 'awaitingInteraction',
            actions: { type: 'openInteraction', params: ({ event }) => ({ url: event.output.interactionUrl ?? '' }) },
          },
          { target: 'waitingForTarget' },
        ],
        onError: { target: 'failed', actions: { type: 'recordFailure', params: { phase: 'payment' } } },
      },
    },
    /** The browser is on the bank's page; the flow resumes when it comes back (a new page load). */
    awaitingInteraction: { tags: ['busy', 'paid'] },
    /** Paid: the flow's target state is awaited (the pump released, the codes issued, the charger started). */
    waitingForTarget: {
      tags: 'paid',
      on: {
        'cancel.requested': {
          guard: { type: 'canCancelFrom', params: { place: 'waitingForTarget' } },
          target: 'cancelling',
        },
      },
      invoke: {
        id: 'orderPoll',
        src: 'orderPoll',
        input: ({ context }) => ({ orderId: context.order?._id ?? '', targets: [...context.target], wait: 'other' }),
        onDone: [
          {
            guard: { type: 'reached', params: ({ event }) => ({ output: event.output }) },
            target: 'reached',
            actions: assign({
              order: ({ event }) => event.output.order,
              outcome: ({ event }) => ({ type: 'reached', order: event.output.order }),
            }),
          },
          {
            target: 'failed',
            actions: assign({
              order: ({ event }) => event.output.order,
              outcome: ({ event }) => failure('afterPayment', event.output.order),
            }),
          },
        ],
        onError: { target: 'failed', actions: { type: 'recordFailure', params: { phase: 'afterPayment' } } },
      },
    },
    cancelling: {
      tags: 'busy',
      invoke: {
        id: 'orderCancel',
        src: 'orderCancel',
        input: ({ context }) => ({ orderId: context.order?._id ?? '', orderType: context.cancel.orderType }),
        onDone: [
          {
            guard: { type: 'wasCancelled', params: ({ event }) => ({ output: event.output }) },
            target: 'cancelled',
            actions: assign({ outcome: { type: 'cancelled' } }),
          },
          { guard: 'goesOnWhenRefused', target: 'waitingForTarget', actions: assign({ notice: 'cancelFailed' }) },
          { target: 'cancelFailed', actions: assign({ outcome: { type: 'cancelFailed' } }) },
        ],
        onError: [
          { guard: 'goesOnWhenRefused', target: 'waitingForTarget', actions: assign({ notice: 'cancelFailed' }) },
          { target: 'cancelFailed', actions: assign({ outcome: { type: 'cancelFailed' } }) },
        ],
      },
    },
    reached: { type: 'final' },
    cancelled: { type: 'final' },
    cancelFailed: { type: 'final' },
    failed: { type: 'final' },
  },
});
