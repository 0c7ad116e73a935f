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

export const createCloudFunctionsApi = (functions: Host) => ({
  savePin: (pin: string, { signal }: Signal = {}) =>
    functions.json(Ack, '/save_pin', { method: 'POST', body: { pin }, signal }),
  /** A wrong PIN answers HTTP 403. */
  validatePin: (pin: string, { signal }: Signal = {}) =>
    functions.json(CloudBoolean, '/validate_pin', { method: 'POST', body: { pin }, signal, silentStatuses: [403] }),
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
