/**
 * Device wallet tokens as the platform's payment provider receives them, in test mode: the wallet is told by the
 * token's own format, and a token that is not in its wallet's format is refused with the reason.
 *
 * - Google Pay, tokenization type PAYMENT_GATEWAY: `paymentMethodData.tokenizationData.token`, a JSON string with
 *   `protocolVersion` "ECv2", a `signature`, an `intermediateSigningKey` (`signedKey`, a JSON string with
 *   `keyValue` and `keyExpiration`, and its `signatures`) and a `signedMessage` (a JSON string with
 *   `encryptedMessage`, `ephemeralPublicKey` and `tag`). Google's "Payment data cryptography" page.
 * - Apple Pay: `payment.token.paymentData`, sent as JSON: `version` "EC_v1" (or "RSA_v1"), `data`, `signature`
 *   and a `header` (`ephemeralPublicKey` for EC_v1, `wrappedKey` for RSA_v1, `publicKeyHash`, `transactionId`).
 *   Apple's "Payment token format reference".
 *
 * A test-mode provider does not hold the keys to decrypt or verify: it checks the format, as the sandbox does.
 */
import { z } from 'zod/mini';

const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/), z.minLength(8));
/** A JSON string whose content has the given shape. */
const jsonOf = <Shape extends z.ZodMiniType>(shape: Shape) =>
  z.string().check(
    z.refine((text) => {
      try {
        return shape.safeParse(JSON.parse(text)).success;
      } catch {
        return false;
      }
    }),
  );

const GooglePayToken = z.object({
  protocolVersion: z.literal('ECv2'),
  signature: base64,
  intermediateSigningKey: z.object({
    signedKey: jsonOf(z.object({ keyValue: base64, keyExpiration: z.string().check(z.regex(/^\d+$/)) })),
    signatures: z.array(base64).check(z.minLength(1)),
  }),
  signedMessage: jsonOf(z.object({ encryptedMessage: base64, ephemeralPublicKey: base64, tag: base64 })),
});

const ApplePayToken = z.union([
  z.object({
    version: z.literal('EC_v1'),
    data: base64,
    signature: base64,
    header: z.object({
      ephemeralPublicKey: base64,
      publicKeyHash: base64,
      transactionId: z.string().check(z.regex(/^[0-9a-fA-F]{16,}$/)),
    }),
  }),
  z.object({
    version: z.literal('RSA_v1'),
    data: base64,
    signature: base64,
    header: z.object({
      wrappedKey: base64,
      publicKeyHash: base64,
      transactionId: z.string().check(z.regex(/^[0-9a-fA-F]{16,}$/)),
    }),
  }),
]);

export type WalletToken = { wallet: 'GOOGLE_PAY' | 'APPLE_PAY' } | { malformed: string };

/**
 * Which wallet a payment token comes from, told by its format; `malformed` when it looks like a wallet's token
 * but is not in that wallet's format, undefined when it is no wallet's token at all.
 */
export function readWalletToken(token: string): WalletToken | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(token);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object') return undefined;
  if ('protocolVersion' in parsed || 'signedMessage' in parsed) {
    return GooglePayToken.safeParse(parsed).success
      ? { wallet: 'GOOGLE_PAY' }
      : { malformed: 'Google Pay token is not a PAYMENT_GATEWAY token of protocol ECv2' };
  }
  if ('version' in parsed || 'header' in parsed) {
    return ApplePayToken.safeParse(parsed).success
      ? { wallet: 'APPLE_PAY' }
      : { malformed: 'Apple Pay token is not a payment token of version EC_v1 or RSA_v1' };
  }
  return undefined;
}

/** Base64 of n random-looking bytes, from a seed, so a test-mode token is new for every payment. */
function bytes(seed: number, length: number) {
  let state = seed >>> 0 || 1;
  const values = Array.from({ length }, () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state >>> 24;
  });
  return btoa(String.fromCharCode(...values));
}

const hex = (seed: number, length: number) =>
  Array.from(atob(bytes(seed, length)), (char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('');

/** A Google Pay test-mode token (ECv2), as pay.js hands one over in its TEST environment. */
export function googlePayTestToken(seed: number = Date.now()) {
  return JSON.stringify({
    signature: bytes(seed, 70),
    intermediateSigningKey: {
      signedKey: JSON.stringify({ keyValue: bytes(seed + 1, 91), keyExpiration: String(Date.now() + 86_400_000) }),
      signatures: [bytes(seed + 2, 71)],
    },
    protocolVersion: 'ECv2',
    signedMessage: JSON.stringify({
      encryptedMessage: bytes(seed + 3, 120),
      ephemeralPublicKey: bytes(seed + 4, 65),
      tag: bytes(seed + 5, 32),
    }),
  });
}

/** An Apple Pay test-mode payment token's `paymentData` (EC_v1), as the app sends it. */
export function applePayTestToken(seed: number = Date.now()) {
  return JSON.stringify({
    version: 'EC_v1',
    data: bytes(seed, 180),
    signature: bytes(seed + 1, 120),
    header: {
      ephemeralPublicKey: bytes(seed + 2, 91),
      publicKeyHash: bytes(seed + 3, 32),
      transactionId: hex(seed + 4, 32),
    },
  });
}
