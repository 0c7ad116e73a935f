/**
 * What a mutation changes, declared where the mutation is defined: the query client's mutation cache
 * invalidates these keys (and awaits their refetch) when the mutation succeeds, so a screen never reloads by
 * hand and every screen showing the resource sees the change.
 */
import type { QueryKey } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Query keys (prefixes) to invalidate after the mutation succeeded. */
      invalidates?: readonly QueryKey[];
    };
  }
}

/** How long a resource counts as fresh; within it, a screen opening the resource makes no request. */
export const staleTimes = {
  /** Changes only through the app's own edits, which invalidate it. */
  account: 5 * 60_000,
  /** Can change on a hosted page (card registration) or on another device. */
  paymentMethods: 30_000,
  /** The driver's vouchers and referral progress: a friend's refuel or an expiry can change them. */
  vouchers: 60_000,
  /** Depends on the vouchers held and the amount; recomputed after a minute. */
  discountPreview: 60_000,
  /** Never served from the cache: an order may have started or ended a moment ago. */
  ongoingOrders: 0,
  /** Reward points grow with each completed order (and on other devices). */
  benefits: 60_000,
  /** Names and products of a station; its availability is polled where it matters (the pay area). */
  station: 5 * 60_000,
  /** The vehicle catalogue (makes, models, fuel types): changes with new models, not during a visit. */
  catalog: 24 * 60 * 60_000,
  /** The driver's payments, costs and trips: a new order joins it when it completes; edits here invalidate it. */
  history: 30_000,
  /** The driver's wash and gift card codes: marked used here (which invalidates them) or at the wash. */
  washTickets: 60_000,
  /** The loyalty programmes offered: change with the platform's contracts, not during a visit. */
  loyaltyPrograms: 60 * 60_000,
  /** The driver's loyalty cards: change through the app's own edits, which invalidate them. */
  loyaltySubscriptions: 5 * 60_000,
  /** A shop's products and what is in stock: the vending machine empties during the day. */
  shop: 30_000,
  /** The content site's texts (tutorials): edited by the content team, rarely during a visit. */
  content: 10 * 60_000,
} as const;

/**
 * The only resources the cache reads again on a timer, while they change by themselves. Everything else is read
 * when a screen opens it past its stale time; the flows' polls that decide where the driver goes (an order's
 * state, the station, the position) are their charts' delays.
 */
export const refreshIntervals = {
  /** The running orders, while one runs: a charging session's reading stays live on the map and the pump list. */
  runningOrders: 5_000,
  /** An order whose product was given, until it is COMPLETED (unless the order names its own interval). */
  settlingOrder: 2_000,
} as const;
