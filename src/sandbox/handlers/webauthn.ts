/**
 * The platform's WebAuthn two-factor calls (SPEC.md section 7, /auth/2fa/*), verified for real with
 * @simplewebauthn/server: one challenge per user for the ceremony under way, the credential's public key and
 * signature counter kept with the user. The library is loaded on the first of these calls only.
 */
import { HttpResponse, http } from 'msw';
import * as z from 'zod/mini';
import type { SandboxCredential } from '../store';
import { authenticate, fail, readJson, type SandboxContext } from './context';

const transports = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const Transport = z.enum(transports);
/** What the browser answers a ceremony with (WebAuthn's JSON encoding); the library verifies the rest. */
const credentialAnswer = <R extends z.ZodMiniType>(response: R) =>
  z.object({
    id: z.string(),
    rawId: z.string(),
    type: z.literal('public-key'),
    response,
    clientExtensionResults: z.object({}),
    authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  });
const RegistrationAnswer = credentialAnswer(
  z.object({
    clientDataJSON: z.string(),
    attestationObject: z.string(),
    transports: z.optional(z.array(Transport)),
  }),
);
const AuthenticationAnswer = credentialAnswer(
  z.object({
    clientDataJSON: z.string(),
    authenticatorData: z.string(),
    signature: z.string(),
    userHandle: z.optional(z.string()),
  }),
);

/** The library's certificate code needs the Reflect metadata polyfill loaded before it (it is not in browsers). */
const server = () => import('reflect-metadata').then(() => import('@simplewebauthn/server'));
const helpers = () => import('@simplewebauthn/server/helpers');

/**
 * The app's origin: the request's Origin (the app calling the sandbox's HTTP server), else the platform's (in the
 * browser the sandbox's hosts are paths of the app's own origin).
 */
const relyingParty = (ctx: SandboxContext, request: Request) => {
  const url = new URL(request.headers.get('Origin') ?? ctx.hosts.platformUrl);
  return { origin: url.origin, id: url.hostname, name: 'Forecourt' };
};

export function webauthnHandlers(ctx: SandboxContext) {
  const base = ctx.hosts.platformUrl;
  const { store } = ctx;
  const credentialsOf = (userId: string): SandboxCredential[] => store.data.users[userId]?.webauthnCredentials ?? [];
  const transportsOf = (credential: SandboxCredential) =>
    credential.transports?.flatMap((transport) => {
      const known = Transport.safeParse(transport);
      return known.success ? [known.data] : [];
    });

  return [
    http.post(`${base}/auth/2fa/registration/generate-options`, async ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const { generateRegistrationOptions } = await server();
      const rp = relyingParty(ctx, request);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: auth.user.email ?? auth.user.id,
        userID: new TextEncoder().encode(auth.user.id),
        attestationType: 'none',
        excludeCredentials: credentialsOf(auth.user.id).map((credential) => ({
          id: credential.id,
          transports: transportsOf(credential),
        })),
        authenticatorSelection: { authenticatorAttachment: 'platform', userVerification: 'required' },
      });
      store.update((data) => {
        data.users[auth.user.id]!.webauthnChallenge = { challenge: options.challenge, kind: 'registration' };
      });
      return HttpResponse.json(options);
    }),

    http.post(`${base}/auth/2fa/registration/verify`, async ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const expected = auth.user.webauthnChallenge;
      if (expected?.kind !== 'registration') return fail(400, 'No registration under way', [180]);
      const { verifyRegistrationResponse } = await server();
      const { isoBase64URL } = await helpers();
      const rp = relyingParty(ctx, request);
      const answer = RegistrationAnswer.safeParse(await readJson(request));
      if (!answer.success) return fail(422, 'Not a WebAuthn registration response', [187]);
      const verification = await verifyRegistrationResponse({
        response: answer.data,
        expectedChallenge: expected.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }).catch(() => undefined);
      store.update((data) => {
        data.users[auth.user.id]!.webauthnChallenge = undefined;
      });
      if (!verification?.verified) return fail(400, 'WebAuthn registration could not be verified', [181]);
      const { credential } = verification.registrationInfo;
      store.update((data) => {
        const user = data.users[auth.user.id]!;
        user.webauthnCredentials = [
          ...(user.webauthnCredentials ?? []),
          {
            id: credential.id,
            publicKey: isoBase64URL.fromBuffer(credential.publicKey),
            counter: credential.counter,
            transports: credential.transports,
          },
        ];
        user.twoFactorMethod = 'webauthn';
      });
      return HttpResponse.json({ verified: true });
    }),

    http.post(`${base}/auth/2fa/authentication/generate-options`, async ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const { paymentMethodId } = await readJson(request);
      if (typeof paymentMethodId !== 'string' || !store.data.paymentMethods[paymentMethodId]) {
        return fail(422, 'Unknown payment method', [182]);
      }
      const credentials = credentialsOf(auth.user.id);
      if (credentials.length === 0) return fail(404, 'No WebAuthn credential', [183]);
      const { generateAuthenticationOptions } = await server();
      const options = await generateAuthenticationOptions({
        rpID: relyingParty(ctx, request).id,
        allowCredentials: credentials.map((credential) => ({
          id: credential.id,
          transports: transportsOf(credential),
        })),
        userVerification: 'required',
      });
      store.update((data) => {
        data.users[auth.user.id]!.webauthnChallenge = {
          challenge: options.challenge,
          kind: 'authentication',
          paymentMethodId,
        };
      });
      return HttpResponse.json(options);
    }),

    http.post(`${base}/auth/2fa/authentication/verify`, async ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const expected = auth.user.webauthnChallenge;
      const { paymentMethodId, assertion } = await readJson(request);
      if (expected?.kind !== 'authentication' || expected.paymentMethodId !== paymentMethodId) {
        return fail(400, 'No authentication under way for this payment method', [184]);
      }
      const answer = AuthenticationAnswer.safeParse(assertion);
      if (!answer.success) return fail(422, 'Not a WebAuthn authentication response', [187]);
      const credential = credentialsOf(auth.user.id).find((candidate) => candidate.id === answer.data.id);
      if (!credential) return fail(400, 'Unknown WebAuthn credential', [185]);
      const { verifyAuthenticationResponse } = await server();
      const { isoBase64URL } = await helpers();
      const rp = relyingParty(ctx, request);
      const verification = await verifyAuthenticationResponse({
        response: answer.data,
        expectedChallenge: expected.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: credential.id,
          publicKey: isoBase64URL.toBuffer(credential.publicKey),
          counter: credential.counter,
          transports: transportsOf(credential),
        },
        requireUserVerification: true,
      }).catch(() => undefined);
      store.update((data) => {
        const user = data.users[auth.user.id]!;
        user.webauthnChallenge = undefined;
        const stored = user.webauthnCredentials?.find((candidate) => candidate.id === credential.id);
        if (verification?.verified && stored) stored.counter = verification.authenticationInfo.newCounter;
      });
      if (!verification?.verified) return fail(403, 'WebAuthn authentication could not be verified', [186]);
      return HttpResponse.json({ verified: true });
    }),
  ];
}
