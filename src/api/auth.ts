import type { Host } from './client';
import { guestLoginPath } from './earlyCalls';
import { Ack, AuthToken, type RegistrationPayload, WebauthnOptions, WebauthnVerification } from './schemas';

/** 401, 403 and 422 on the two login calls are shown on the form, never reported globally (SPEC.md section 8). */
const loginFailures = [401, 403, 422] as const;
type Signal = { signal?: AbortSignal };

export const createAuthApi = (platform: Host) => ({
  register: (payload: RegistrationPayload, { signal }: Signal = {}) =>
    platform.json(AuthToken, '/auth/register', { method: 'POST', body: payload, signal, silentStatuses: [409, 422] }),
  loginLocal: (credentials: { email: string; password: string }, { signal }: Signal = {}) =>
    platform.json(AuthToken, '/auth/login/local', {
      method: 'POST',
      body: credentials,
      signal,
      silentStatuses: loginFailures,
    }),
  registerGuest: ({ signal }: Signal = {}) => platform.json(AuthToken, guestLoginPath, { method: 'POST', signal }),
  loginOpenId: (payload: { idProvider: string; idToken: string }, { signal }: Signal = {}) =>
    platform.json(AuthToken, '/auth/login/openId', {
      method: 'POST',
      body: payload,
      signal,
      silentStatuses: loginFailures,
    }),
  changePassword: (newPassword: string, { signal }: Signal = {}) =>
    platform.json(Ack, '/auth/change-password', { method: 'POST', body: { newPassword }, signal }),
  resendPassword: (email: string, { signal }: Signal = {}) =>
    platform.json(Ack, '/auth/resend-password', { method: 'POST', body: { email }, signal }),
  logout: ({ signal }: Signal = {}) => platform.json(Ack, '/auth/logout', { method: 'POST', signal }),
  /** Two-factor registration and authentication with WebAuthn. */
  generate2faRegistrationOptions: ({ signal }: Signal = {}) =>
    platform.json(WebauthnOptions, '/auth/2fa/registration/generate-options', { method: 'POST', signal }),
  verify2faRegistration: (attestation: Record<string, unknown>, { signal }: Signal = {}) =>
    platform.json(WebauthnVerification, '/auth/2fa/registration/verify', { method: 'POST', body: attestation, signal }),
  generate2faAuthenticationOptions: (payload: { orderId: string; paymentMethodId: string }, { signal }: Signal = {}) =>
    platform.json(WebauthnOptions, '/auth/2fa/authentication/generate-options', {
      method: 'POST',
      body: payload,
      signal,
    }),
  verify2faAuthentication: (
    payload: { orderId: string; paymentMethodId: string; assertion: Record<string, unknown> },
    { signal }: Signal = {},
  ) =>
    platform.json(WebauthnVerification, '/auth/2fa/authentication/verify', { method: 'POST', body: payload, signal }),
});
