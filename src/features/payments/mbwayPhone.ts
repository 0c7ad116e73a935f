/**
 * The MB WAY phone number (SPEC.md section 3, MB WAY): a Portuguese mobile number, +351 and 9 digits starting
 * with 9. The driver may type it with spaces, with 00351 or without the country code.
 */

/** The number as the provider takes it. */
export const mbwayPhonePattern = /^\+3519\d{8}$/;

export type MbwayPhoneError = 'required' | 'invalidMbwayPhone';

/** The number in the provider's form (`+351912345678`), or undefined when it is not an MB WAY number. */
export function normalizeMbwayPhone(value: string): string | undefined {
  const compact = value.replace(/[\s\-().]/g, '');
  const national = compact.replace(/^(\+351|00351)/, '');
  const number = `+351${national}`;
  return mbwayPhonePattern.test(number) ? number : undefined;
}

export function mbwayPhoneError(value: string): MbwayPhoneError | undefined {
  if (value.trim() === '') return 'required';
  return normalizeMbwayPhone(value) ? undefined : 'invalidMbwayPhone';
}
