/**
 * A loyalty card number as the driver types it (SPEC.md section 5: required, in a valid format). The valid format
 * of every programme: its number of digits (`cardNumberLength`), the last a Luhn check digit. Spaces and hyphens,
 * as printed on cards, are forgiven.
 */
import type { LoyaltyProgram, LoyaltySubscription } from '../../api/schemas';

/** What the platform is sent: the digits only. */
export const cardNumberDigits = (typed: string) => typed.replace(/[\s-]/g, '');

/** The Luhn check digit rule. */
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

/** Nothing typed; not the programme's digits (a letter, too few or too many); a digit wrong or two swapped. */
export type CardNumberProblem = 'required' | 'format' | 'checkDigit';

/** Why a typed card number cannot be sent, or undefined when it can. */
export function cardNumberProblem(typed: string, length: number): CardNumberProblem | undefined {
  const digits = cardNumberDigits(typed);
  if (digits === '') return 'required';
  if (digits.length !== length || !/^\d+$/.test(digits)) return 'format';
  if (!passesLuhn(digits)) return 'checkDigit';
  return undefined;
}

/** The card number as the list shows it: only the last four digits, the rest hidden. */
export function maskCardNumber(cardNumber: string): string {
  const digits = cardNumberDigits(cardNumber);
  return digits.length <= 4 ? digits : `•••• ${digits.slice(-4)}`;
}

/** Whether a subscription belongs to the programme (the platform names the programme, older ones only by name). */
export const isSubscriptionOf = (subscription: LoyaltySubscription, program: LoyaltyProgram) =>
  subscription.loyaltyProgramId
    ? subscription.loyaltyProgramId === program._id
    : subscription.programName === program.name;
