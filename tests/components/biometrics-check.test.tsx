import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../src/api';
import {
  authenticatorCheckWaitMs,
  BiometricError,
  ceremonyGraceMs,
  confirmPayment,
  deviceSupportsBiometrics,
} from '../../src/features/twoFactor/webauthn';

/** A browser with WebAuthn whose built-in authenticator check answers with `answer` (or never). */
function browserAnswering(answer: Promise<boolean>) {
  const credential = Object.assign(() => {}, { isUserVerifyingPlatformAuthenticatorAvailable: () => answer });
  vi.stubGlobal('PublicKeyCredential', credential);
}

describe('whether the device can confirm with biometrics', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("is the browser's answer when it gives one", async () => {
    browserAnswering(Promise.resolve(true));
    expect(await deviceSupportsBiometrics()).toBe(true);
    browserAnswering(Promise.resolve(false));
    expect(await deviceSupportsBiometrics()).toBe(false);
  });

  it(`is no after ${authenticatorCheckWaitMs} ms of silence, so the payment is not held up`, async () => {
    vi.useFakeTimers();
    browserAnswering(new Promise(() => {}));
    let answer: boolean | undefined;
    void deviceSupportsBiometrics().then((value) => {
      answer = value;
    });
    await vi.advanceTimersByTimeAsync(authenticatorCheckWaitMs - 1);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe(false);
  });
});

describe('the confirmation of a payment on the device', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("is called off as the driver's cancel when the browser never answers past the ceremony's time limit", async () => {
    vi.useFakeTimers();
    browserAnswering(Promise.resolve(true));
    // A web view that shows no prompt: the request is never answered, only aborted.
    let aborted = false;
    vi.stubGlobal('navigator', {
      ...navigator,
      credentials: {
        get: ({ signal }: { signal: AbortSignal }) =>
          new Promise((_, reject) =>
            signal.addEventListener('abort', () => {
              aborted = true;
              reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
            }),
          ),
      },
    });
    const verify = vi.fn();
    const api = {
      auth: {
        generate2faAuthenticationOptions: async () => ({ challenge: 'Y2hhbGxlbmdl', timeout: 30_000 }),
        verify2faAuthentication: verify,
      },
    } as unknown as Api;
    let outcome: unknown;
    void confirmPayment(api, { orderId: 'order-1', paymentMethodId: 'method-1' }).then(
      () => (outcome = 'confirmed'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(30_000 + ceremonyGraceMs - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(BiometricError);
    expect((outcome as BiometricError).reason).toBe('cancelled');
    expect(aborted).toBe(true);
    expect(verify).not.toHaveBeenCalled();
  });
});
