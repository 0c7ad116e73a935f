/**
 * Device biometrics (WebAuthn) in the browser, through @simplewebauthn/browser: registering this device as the
 * driver's two-factor method, and confirming a payment with it. The platform's /auth/2fa/* calls give the
 * options and verify the answers. Loaded only where a screen or the checkout needs it (never with the QR entry).
 */
import {
  browserSupportsWebAuthn,
  platformAuthenticatorIsAvailable,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import * as z from 'zod/mini';
import type { Api } from '../../api';

const str = z.string();
const Descriptor = z.object({ id: str, type: str, transports: z.optional(z.array(str)) });
const Hint = z.enum(['hybrid', 'security-key', 'client-device']);
const UserVerification = z.enum(['discouraged', 'preferred', 'required']);

/** PublicKeyCredentialCreationOptionsJSON, as the platform answers generate-options for a registration. */
const CreationOptions = z.object({
  rp: z.object({ name: str, id: z.optional(str) }),
  user: z.object({ id: str, name: str, displayName: str }),
  challenge: str,
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.optional(z.number()),
  excludeCredentials: z.optional(z.array(Descriptor)),
  authenticatorSelection: z.optional(
    z.object({
      authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
      requireResidentKey: z.optional(z.boolean()),
      residentKey: z.optional(z.enum(['discouraged', 'preferred', 'required'])),
      userVerification: z.optional(UserVerification),
    }),
  ),
  hints: z.optional(z.array(Hint)),
  attestation: z.optional(z.enum(['direct', 'enterprise', 'indirect', 'none'])),
});

/** PublicKeyCredentialRequestOptionsJSON, as the platform answers generate-options for a payment. */
const RequestOptions = z.object({
  challenge: str,
  timeout: z.optional(z.number()),
  rpId: z.optional(str),
  allowCredentials: z.optional(z.array(Descriptor)),
  userVerification: z.optional(UserVerification),
  hints: z.optional(z.array(Hint)),
});

/**
 * Why the device did not confirm: the driver cancelled (or let it time out), the device has no authenticator,
 * or the check failed.
 */
export class BiometricError extends Error {
  constructor(
    readonly reason: 'cancelled' | 'unsupported' | 'failed',
    options?: { cause?: unknown },
  ) {
    super(`Biometric check ${reason}`, options);
    this.name = 'BiometricError';
  }
}

/** The browser refuses or the driver dismissed the prompt (WebAuthn's NotAllowedError, or an abort). */
const asBiometricError = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
    ? new BiometricError('cancelled', { cause: error })
    : error;

/** How long the browser may take to say whether it has a built-in authenticator; silent, it has none. */
export const authenticatorCheckWaitMs = 3_000;

/**
 * This browser speaks WebAuthn and the device has a built-in authenticator (fingerprint, face, screen lock). A
 * browser that does not answer within {@link authenticatorCheckWaitMs} counts as without one: nothing waits for it.
 */
export async function deviceSupportsBiometrics() {
  if (!browserSupportsWebAuthn()) return false;
  const silent = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), authenticatorCheckWaitMs));
  return Promise.race([platformAuthenticatorIsAvailable().catch(() => false), silent]);
}

/** The ceremony's own time limit when the platform gives none (WebAuthn's recommended default is 5 minutes). */
const defaultCeremonyMs = 120_000;
/** What a browser may take past the ceremony's time limit to say it is over. */
export const ceremonyGraceMs = 5_000;

/**
 * The device's ceremony, at most until its time limit (`timeout` of the options) and a little more: a browser or a
 * web view that shows no prompt and never answers (some embedding apps) counts as the driver not confirming, as
 * the prompt timing out does. The ceremony is then called off, so a later one can start.
 */
async function ceremony<T>(run: () => Promise<T>, timeoutMs = defaultCeremonyMs): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unanswered = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      WebAuthnAbortService.cancelCeremony();
      reject(new BiometricError('cancelled'));
    }, timeoutMs + ceremonyGraceMs);
  });
  try {
    return await Promise.race([
      run().catch((error: unknown) => {
        throw asBiometricError(error);
      }),
      unanswered,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** POST /auth/2fa/registration/generate-options, the device's ceremony, then /auth/2fa/registration/verify. */
export async function registerDevice(api: Api, { signal }: { signal?: AbortSignal } = {}) {
  const options = CreationOptions.parse(await api.auth.generate2faRegistrationOptions({ signal }));
  const attestation = await ceremony(() => startRegistration({ optionsJSON: options }), options.timeout);
  const { verified } = await api.auth.verify2faRegistration({ ...attestation }, { signal });
  if (!verified) throw new BiometricError('failed');
}

/**
 * Confirms a payment: POST /auth/2fa/authentication/generate-options (order and method), the device's ceremony,
 * then /auth/2fa/authentication/verify. Rejects with a BiometricError when the driver cancelled.
 */
export async function confirmPayment(
  api: Api,
  payment: { orderId: string; paymentMethodId: string },
  { signal }: { signal?: AbortSignal } = {},
) {
  const options = RequestOptions.parse(await api.auth.generate2faAuthenticationOptions(payment, { signal }));
  const assertion = await ceremony(() => startAuthentication({ optionsJSON: options }), options.timeout);
  const { verified } = await api.auth.verify2faAuthentication({ ...payment, assertion: { ...assertion } }, { signal });
  if (!verified) throw new BiometricError('failed');
}
