/**
 * Voucher codes as drivers type them: in small letters, with spaces or hyphens copied from a flyer, and with
 * the letter O where the code has a zero (or the other way round). The platform knows a code only in capitals
 * and digits, so the app sends the code cleaned up, and when that is not known, the readings that swap O and 0.
 */

/** Capitals and digits only: case, spaces, hyphens and other separators do not matter. */
export function normaliseVoucherCode(typed: string): string {
  return typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

const isDigit = (character: string | undefined) => character !== undefined && character >= '0' && character <= '9';

/**
 * The codes to try, in order, for what the driver typed: the code as typed (cleaned up); then with an O read as
 * a zero where it stands next to a digit ("2O3O" → "2030"); then with every O read as a zero; then with every
 * zero read as an O. Each reading appears once; an empty entry gives none.
 */
export function voucherCodeCandidates(typed: string): string[] {
  const code = normaliseVoucherCode(typed);
  if (!code) return [];
  const characters = [...code];
  const oNextToDigits = characters
    .map((character, index) =>
      character === 'O' && (isDigit(characters[index - 1]) || isDigit(characters[index + 1])) ? '0' : character,
    )
    .join('');
  return [...new Set([code, oNextToDigits, code.replaceAll('O', '0'), code.replaceAll('0', 'O')])];
}

/** Whether the code holds an O or a zero, which drivers confuse: said beside a code that was not recognised. */
export const hasOZeroConfusion = (typed: string) => /[O0]/.test(normaliseVoucherCode(typed));
