import type { Host } from './client';
import { AuthorizeResult, Order, Orders } from './flowSchemas';
import { headerNames } from './headers';
import { Ack, type AuthorizePayload, type OrderCreatePayload } from './schemas';

type Signal = { signal?: AbortSignal };
const orderPath = (id: string) => `/v4/order/${encodeURIComponent(id)}`;

export const ongoingOrdersLimit = 5;

/** What a platform without the feedback call answers it. */
export const feedbackNotTaken = [404, 405, 501] as const;

export const createOrdersApi = (platform: Host) => ({
  getOrder: (id: string, { signal }: Signal = {}) => platform.json(Order, orderPath(id), { signal }),
  /** `partner` adds the partner header (embedding apps' partner mode). */
  createOrder: (payload: OrderCreatePayload, { signal, partner }: Signal & { partner?: string } = {}) =>
    platform.json(Order, '/v4/order', {
      method: 'POST',
      body: payload,
      headers: { [headerNames.partner]: partner || undefined },
      signal,
    }),
  updateOrder: (id: string, fields: { thingExternalId?: string; carOdometerM?: number }, { signal }: Signal = {}) =>
    platform.json(Order, `${orderPath(id)}/update-order`, { method: 'PATCH', body: fields, signal }),
  authorize: (id: string, payload: AuthorizePayload, { signal }: Signal = {}) =>
    platform.json(AuthorizeResult, `${orderPath(id)}/authorize`, { method: 'POST', body: payload, signal }),
  stopAcquire: (id: string, { signal }: Signal = {}) =>
    platform.json(Order, `${orderPath(id)}/acquire/stop`, { method: 'PUT', signal }),
  cancel: (id: string, { signal }: Signal = {}) =>
    platform.json(Order, `${orderPath(id)}/cancel`, { method: 'POST', signal }),
  getOngoing: ({ signal }: Signal = {}) =>
    platform.json(Orders, '/v4/ongoing-orders', { query: { limit: ongoingOrdersLimit }, signal }),
  updateCostByOrder: (id: string, fields: { tankIsFull?: boolean; carOdometerM?: number }, { signal }: Signal = {}) =>
    platform.json(Ack, `/v4/account-history/costs/by-order/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: fields,
      signal,
    }),
  getInvoice: (id: string, { signal }: Signal = {}) =>
    platform.blob(`/v4/invoices/${encodeURIComponent(id)}`, { signal }),
  /**
   * The driver's rating (1–5) and optional comment of a completed order, given once. This path is Forecourt's
   * own: the platform specification has no feedback call, so it is made only for accounts with the
   * `orderFeedback` feature, and a platform that does not know it (404, 405, 501) is not an error to report.
   */
  sendFeedback: (id: string, feedback: { rating: number; comment?: string }, { signal }: Signal = {}) =>
    platform.json(Ack, `${orderPath(id)}/feedback`, {
      method: 'POST',
      body: feedback,
      signal,
      silentStatuses: feedbackNotTaken,
    }),
  redeemCode: (id: string, { signal }: Signal = {}) =>
    platform.json(Ack, `/v4/redemption-codes/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: { isRedeemed: true },
      signal,
    }),
});
