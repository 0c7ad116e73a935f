/**
 * The card checks of the simulated payment provider's card-entry page (and of its server, which checks again):
 * the number's Luhn digit and network, the expiry, the CVC and the holder. Only the provider sees card data;
 * the app never does.
 */

export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX';

/** The digits of a typed card number (spaces and dashes dropped); undefined if anything else was typed. */
export function cardDigits(typed: string): string | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : undefined;
}

/** The Luhn check digit rule every card number follows. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The network of a card number by its prefix and length: Visa, Mastercard or Amex, else undefined. */
export function cardBrand(digits: string): CardBrand | undefined {
  if (/^3[47]\d{13}$/.test(digits)) return 'AMEX';
  if (/^4(\d{12}|\d{15}|\d{18})$/.test(digits)) return 'VISA';
  const prefix = Number(digits.slice(0, 4));
  if (digits.length === 16 && (/^5[1-5]/.test(digits) || (prefix >= 2221 && prefix <= 2720))) return 'MASTERCARD';
  return undefined;
}

/** `MM/YY` or `MM/YYYY` as month and full year, if well formed. */
export function parseExpiry(typed: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/** A card is valid until the end of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return expiry.year * 12 + (expiry.month - 1) < thisMonth;
}

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardProblem = 'number' | 'brand' | 'expiry' | 'expired' | 'cvc' | 'holder';

export interface CheckedCard {
  digits: string;
  brand: CardBrand;
  expiry: { month: number; year: number };
}

/** Every problem of the form, field by field, or the card it describes. */
export function checkCard(form: CardForm, now: Date): { card: CheckedCard } | { problems: CardProblem[] } {
  const problems: CardProblem[] = [];
  const digits = cardDigits(form.number);
  const brand = digits ? cardBrand(digits) : undefined;
  if (!digits || digits.length < 12 || !passesLuhn(digits)) problems.push('number');
  else if (!brand) problems.push('brand');
  const expiry = parseExpiry(form.expiry);
  if (!expiry) problems.push('expiry');
  else if (isExpired(expiry, now)) problems.push('expired');
  if (!new RegExp(`^\\d{${brand === 'AMEX' ? 4 : 3}}$`).test(form.cvc.trim())) problems.push('cvc');
  if (form.holder.trim().length < 2) problems.push('holder');
  if (problems.length > 0 || !digits || !brand || !expiry) return { problems };
  return { card: { digits, brand, expiry } };
}

/** What a test card does (README.md lists them): any other valid card is registered at once. */
export const testCards: Record<string, 'challenge' | 'declined'> = {
  '4000000000003220': 'challenge',
  '5200000000001096': 'challenge',
  '4000000000000002': 'declined',
};

/** `•••• 4242`: the only part of the number the platform keeps. */
export const maskedNumber = (digits: string) => `•••• ${digits.slice(-4)}`;
