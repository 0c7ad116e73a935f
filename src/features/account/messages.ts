import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldError } from './validation';

export const fieldErrorMessages: Record<FieldError, MessageDescriptor> = {
  required: msg`This field is required.`,
  invalidEmail: msg`Enter a valid email address.`,
  passwordLength: msg`The password must have 8 to 40 characters.`,
  passwordMismatch: msg`The passwords do not match.`,
  termsRequired: msg`Please accept the terms of use to continue.`,
  invalidTaxId: msg`Enter a valid Portuguese tax number (NIF).`,
};

/** Markers of SPEC.md section 8 for the account screens. */
export const accountErrorMessages = {
  wrong_login_details: msg`Username and/or password are wrong.`,
  not_registered: msg`There is no account for this Google account yet. Register first.`,
  email_has_account: msg`This email address already has an account. Log in instead.`,
  temp_pass: msg`Your password is temporary or has expired. Choose a new one to continue.`,
  generic: msg`Something went wrong. Check your connection and try again.`,
} as const;
export type AccountErrorMarker = keyof typeof accountErrorMessages;
