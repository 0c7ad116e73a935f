/** The rules of `/profile/manage`'s details form: what the driver typed, cleaned, and what is wrong with it. */
import { emailError, type FieldError, nameError, sanitizeName } from '../account/validation';

export const companyMax = 100;

export interface AccountDetails {
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
}

/** The details as they are saved: names cleaned up as everywhere names are typed, the email trimmed. */
export const cleanDetails = (details: AccountDetails): AccountDetails => ({
  firstName: sanitizeName(details.firstName),
  lastName: sanitizeName(details.lastName),
  companyName: sanitizeName(details.companyName),
  email: details.email.trim(),
});

/** The error of each field of (cleaned) details that may not be saved; none when they may. */
export function detailsErrors(details: AccountDetails): Partial<Record<keyof AccountDetails, FieldError>> {
  const errors: Partial<Record<keyof AccountDetails, FieldError | undefined>> = {
    firstName: nameError(details.firstName),
    lastName: nameError(details.lastName),
    companyName: details.companyName.length > companyMax ? 'tooLong' : undefined,
    email: emailError(details.email),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined));
}
