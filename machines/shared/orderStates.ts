/**
 * The platform's order states (SPEC.md section 4) and the groups every order flow reads, named once.
 *
 * The exact order of the platform's transitions is not known; each group says what a state means to the app.
 */
import type { OrderState } from './ports';

export type { OrderState } from './ports';

/** Paid, and the product not yet given: the pump, wash or charger is being prepared. */
export const paidStates = ['PAYMENT_AUTHORIZED', 'PRODUCT_PENDING'] as const satisfies readonly OrderState[];

/** The product is being given (fuel flowing, car charging). */
export const supplyingStates = ['PRODUCT_SUPPLYING'] as const satisfies readonly OrderState[];

/** Done: the product was given; the receipt can be shown (the total may still change until invoiced). */
export const doneStates = [
  'PRODUCT_ACQUIRED',
  'READY_FOR_INVOICE',
  'COMPLETED',
] as const satisfies readonly OrderState[];

/** Invoiced: the total is final. */
export const invoicedStates = ['READY_FOR_INVOICE', 'COMPLETED'] as const satisfies readonly OrderState[];

/** Failed: the order ended without its product (or without it being known). */
export const failedStates = ['PROBLEM', 'CANCELLED', 'FAILED', 'REJECTED'] as const satisfies readonly OrderState[];

/** Running: started and not ended; at most one of these per driver and product. */
export const runningStates = [
  'CREATED',
  'PAYMENT_PENDING',
  ...paidStates,
  ...supplyingStates,
] as const satisfies readonly OrderState[];

export const isIn = (states: readonly OrderState[], state: OrderState | undefined) =>
  state !== undefined && states.includes(state);

/** SPEC.md section 4: a FAILED order with a message containing "expired" is the expired-order error. */
export const isExpiredOrder = (order: { state: OrderState; error?: { message: string } } | undefined) =>
  order?.state === 'FAILED' && /expired/i.test(order.error?.message ?? '');
