import * as z from 'zod/mini';
import type { Host } from './client';
import { ApiError } from './client';
import { Ack, CloudBoolean, WebauthnOptions } from './schemas';

type Signal = { signal?: AbortSignal };

/** The has-webauthn and has-pin checks answer false on any failure (SPEC.md section 8). */
const falseOnFailure = (check: Promise<{ result: boolean }>) =>
  check.then(
    ({ result }) => result,
    (error: unknown) => {
      if (error instanceof ApiError && error.kind === 'cancelled') throw error;
      return false;
    },
  );

/** An answer that asks to wait (HTTP 429) says for how many seconds in its Retry-After header. */
const withRetryAfter = (error: unknown) => {
  if (!(error instanceof ApiError) || error.status !== 429) return error;
  const response = (error.cause as { response?: Response } | undefined)?.response;
  return Object.assign(error, { retryAfterSeconds: Number(response?.headers.get('retry-after')) });
};

export const createCloudFunctionsApi = (functions: Host) => ({
  savePin: (pin: string, { signal }: Signal = {}) =>
    functions.json(Ack, '/save_pin', { method: 'POST', body: { pin }, signal }),
  /** A wrong PIN answers HTTP 403; a PIN locked after too many wrong tries 429, with `retryAfterSeconds`. */
  validatePin: (pin: string, { signal }: Signal = {}) =>
    functions
      .json(CloudBoolean, '/validate_pin', { method: 'POST', body: { pin }, signal, silentStatuses: [403, 429] })
      .catch((error: unknown) => {
        throw withRetryAfter(error);
      }),
  generateRegisterOptions: (payload: { userId: string; userName: string }, { signal }: Signal = {}) =>
    functions.json(WebauthnOptions, '/generate_register_options', { method: 'POST', body: payload, signal }),
  registerWebauthn: (payload: Record<string, unknown>, { signal }: Signal = {}) =>
    functions.json(CloudBoolean, '/register_webauthn', { method: 'POST', body: payload, signal }),
  generateLoginOptions: (userId: string, { signal }: Signal = {}) =>
    functions.json(WebauthnOptions, '/generate_login_options', { method: 'POST', body: { userId }, signal }),
  loginWebauthn: (payload: { userId: string } & Record<string, unknown>, { signal }: Signal = {}) =>
    functions.json(CloudBoolean, '/login_webauthn', { method: 'POST', body: payload, signal }),
  hasUserWebauthn: ({ signal }: Signal = {}) =>
    falseOnFailure(functions.json(CloudBoolean, '/has_user_webauthn', { signal })),
  userHasPin: ({ signal }: Signal = {}) => falseOnFailure(functions.json(CloudBoolean, '/user_has_pin', { signal })),
  deleteUser: ({ signal }: Signal = {}) => functions.json(Ack, '/delete_user', { method: 'DELETE', signal }),
  decryptOtp: (payload: { email: string; encryptOtp: string }, { signal }: Signal = {}) =>
    functions.json(z.object({ otp: z.string() }), '/decrypt_otp', { method: 'POST', body: payload, signal }),
});
