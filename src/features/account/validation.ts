/**
 * Form rules of SPEC.md section 5, as pure functions returning error codes; screens turn codes into text.
 */
export const passwordMin = 8;
export const passwordMax = 40;

export type FieldError =
  | 'required'
  | 'invalidEmail'
  | 'passwordLength'
  | 'passwordMismatch'
  | 'termsRequired'
  | 'invalidTaxId';

export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());

export function emailError(value: string): FieldError | undefined {
  if (!value.trim()) return 'required';
  return isEmail(value) ? undefined : 'invalidEmail';
}

export function passwordError(value: string): FieldError | undefined {
  if (!value) return 'required';
  return value.length < passwordMin || value.length > passwordMax ? 'passwordLength' : undefined;
}

export function repeatError(password: string, repeat: string): FieldError | undefined {
  if (!repeat) return 'required';
  return password === repeat ? undefined : 'passwordMismatch';
}

/** A strong password has 8 or more characters with upper and lower case, digits and specials. */
export function passwordAdvice(value: string) {
  return {
    length: value.length >= passwordMin,
    upper: /[A-Z]/.test(value),
    lower: /[a-z]/.test(value),
    digit: /\d/.test(value),
    special: /[^A-Za-z0-9]/.test(value),
  };
}

/** Portuguese NIF: 9 digits, a valid first digit, and the mod-11 check digit. */
export function isPortugueseTaxId(value: string) {
  const digits = value.replace(/\s/g, '');
  if (!/^[125689]\d{8}$/.test(digits) && !/^(45|70|71|72|74|75|77|79|90|91|98|99)\d{7}$/.test(digits)) return false;
  const sum = [...digits.slice(0, 8)].reduce((total, digit, index) => total + Number(digit) * (9 - index), 0);
  const check = 11 - (sum % 11);
  return (check >= 10 ? 0 : check) === Number(digits[8]);
}

export function taxIdError(value: string, country: string): FieldError | undefined {
  if (!value.trim()) return 'required';
  if (country === 'PT' && !isPortugueseTaxId(value)) return 'invalidTaxId';
  return undefined;
}
