import { describe, expect, it } from 'vitest';
import type { HistoryEvent } from '../../src/api/schemas';
import { maskCode, ticketKindOf, ticketState, ticketsOf } from '../../src/features/washTickets/tickets';

const now = Date.parse('2026-11-24T12:00:00Z');
const day = 24 * 3_600_000;
const at = (days: number) => new Date(now + days * day).toISOString();

const payment = (
  id: string,
  category: 'CAR_WASH' | 'GIFT_CARD',
  codes: { expiresIn: number; used?: boolean }[],
): HistoryEvent => ({
  _id: `payment-${id}`,
  type: 'PAYMENT',
  orderId: id,
  category,
  name: category === 'CAR_WASH' ? 'Comfort wash' : 'Bluebird Books gift card, 25.00 EUR',
  stationName: 'Demo Berlin Mitte',
  redemptionCodes: codes.map((code, index) => ({
    _id: `${id}-code-${index + 1}`,
    code: `12345${index}`,
    expirationDate: at(code.expiresIn),
    isRedeemed: code.used,
  })),
});

describe('a wash ticket', () => {
  it('is valid until its expiry, then expired; used once marked, even when expired since', () => {
    expect(ticketState({ expirationDate: at(1) }, now)).toBe('valid');
    expect(ticketState({ expirationDate: at(-1) }, now)).toBe('expired');
    expect(ticketState({ expirationDate: at(0) }, now)).toBe('expired');
    expect(ticketState({ expirationDate: at(5), isRedeemed: true }, now)).toBe('used');
    expect(ticketState({ expirationDate: at(-5), isRedeemed: true }, now)).toBe('used');
  });

  it('shows only the last four letters or digits of its code in lists', () => {
    expect(maskCode('123456')).toBe('•••• 3456');
    expect(maskCode('GC-ABCD-EFGH-JKLM')).toBe('•••• JKLM');
    expect(maskCode('1234')).toBe('1234');
  });

  it('is a gift card when its order names a card value', () => {
    expect(ticketKindOf({ products: [{ _id: 'p', name: 'Gift', itemCode: 'EUR-25' }] })).toBe('giftCard');
    expect(ticketKindOf({ products: [{ _id: 'p', name: 'Comfort wash' }] })).toBe('wash');
  });
});

describe('the tickets of a page', () => {
  it('lists the valid codes soonest expiry first, and the used and expired ones apart, latest first', () => {
    const { valid, spent } = ticketsOf(
      [
        payment('a', 'CAR_WASH', [{ expiresIn: 20 }]),
        payment('b', 'GIFT_CARD', [{ expiresIn: 900 }]),
        payment('c', 'CAR_WASH', [{ expiresIn: 3 }, { expiresIn: 3, used: true }]),
        payment('d', 'CAR_WASH', [{ expiresIn: -10 }]),
        payment('e', 'CAR_WASH', [{ expiresIn: 12, used: true }]),
      ],
      now,
    );
    expect(valid.map((ticket) => ticket.id)).toEqual(['c-code-1', 'a-code-1', 'b-code-1']);
    expect(spent.map((ticket) => [ticket.id, ticket.state])).toEqual([
      ['e-code-1', 'used'],
      ['c-code-2', 'used'],
      ['d-code-1', 'expired'],
    ]);
    expect(valid[2]).toMatchObject({ kind: 'giftCard', orderId: 'b', stationName: 'Demo Berlin Mitte' });
    expect(valid[0]).toMatchObject({ kind: 'wash', name: 'Comfort wash', code: '123450' });
  });

  it('has no tickets for payments without codes', () => {
    expect(ticketsOf([{ _id: 'x', type: 'PAYMENT', category: 'CAR_WASH' }], now)).toEqual({ valid: [], spent: [] });
  });
});
