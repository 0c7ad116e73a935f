/**
 * Wash tickets as the driver sees them (SPEC.md section 4, wash ticket: valid, then marked used): each code a wash
 * or gift card payment issued, its state, and the order they are listed in.
 */
import type { HistoryEvent, Order, RedemptionCode } from '../../api/schemas';

export type TicketState = 'valid' | 'used' | 'expired';
export type TicketKind = 'wash' | 'giftCard';

export interface Ticket {
  /** The code's id. */
  id: string;
  orderId: string;
  kind: TicketKind;
  code: string;
  name?: string;
  stationName?: string;
  expiresAt: string;
  state: TicketState;
}

/** Used once marked so (even after its expiry); otherwise valid until its expiry, then expired. */
export function ticketState(code: Pick<RedemptionCode, 'isRedeemed' | 'expirationDate'>, now: number): TicketState {
  if (code.isRedeemed) return 'used';
  return Date.parse(code.expirationDate) > now ? 'valid' : 'expired';
}

/** The code with all but its last four letters or digits hidden, for lists others may see over a shoulder. */
export function maskCode(code: string): string {
  const plain = code.replace(/[^0-9A-Za-z]/g, '');
  return plain.length <= 4 ? plain : `•••• ${plain.slice(-4)}`;
}

/** A gift card's order names the card's value (`itemCode`); a wash package has none. */
export const ticketKindOf = (order: Pick<Order, 'products'>): TicketKind =>
  order.products[0]?.itemCode ? 'giftCard' : 'wash';

const byExpiry = (a: Ticket, b: Ticket) => a.expiresAt.localeCompare(b.expiresAt) || a.id.localeCompare(b.id);

/**
 * The tickets of the driver's payments: the valid ones, soonest expiry first, then the used and expired ones, most
 * recent first.
 */
export function ticketsOf(events: readonly HistoryEvent[], now: number): { valid: Ticket[]; spent: Ticket[] } {
  const tickets = events.flatMap((event) =>
    (event.redemptionCodes ?? []).map(
      (code): Ticket => ({
        id: code._id,
        orderId: event.orderId ?? '',
        kind: event.category === 'GIFT_CARD' ? 'giftCard' : 'wash',
        code: code.code,
        name: event.name,
        stationName: event.stationName,
        expiresAt: code.expirationDate,
        state: ticketState(code, now),
      }),
    ),
  );
  return {
    valid: tickets.filter((ticket) => ticket.state === 'valid').sort(byExpiry),
    spent: tickets.filter((ticket) => ticket.state !== 'valid').sort((a, b) => byExpiry(b, a)),
  };
}

/** One page of the ordered tickets (valid first, then spent), split back into its valid and spent ones. */
export function ticketPage(all: { valid: Ticket[]; spent: Ticket[] }, page: number, pageSize: number) {
  const ordered = [...all.valid, ...all.spent];
  const shown = ordered.slice((page - 1) * pageSize, page * pageSize);
  return {
    valid: shown.filter((ticket) => ticket.state === 'valid'),
    spent: shown.filter((ticket) => ticket.state !== 'valid'),
    total: ordered.length,
  };
}
