/** The two-factor PIN's rules (SPEC.md section 5): exactly 4 digits, numbers only; on set-up, typed twice. */

/** SPEC.md section 9: PIN length. */
export const pinLength = 4;

const pinPattern = new RegExp(`^\\d{${pinLength}}$`);

export const isPin = (value: string) => pinPattern.test(value);

/** `onlyNumbers`: not exactly 4 digits (paymentPin.validate.error_only_numbers). `mismatch`: the confirmation differs. */
export type PinProblem = 'onlyNumbers' | 'mismatch';

/** What is wrong with a PIN typed at set-up and its confirmation; nothing when it may be saved. */
export function pinSetupProblems(pin: string, confirmation: string): { pin?: PinProblem; confirmation?: PinProblem } {
  if (!isPin(pin)) return { pin: 'onlyNumbers' };
  if (confirmation !== pin) return { confirmation: 'mismatch' };
  return {};
}
