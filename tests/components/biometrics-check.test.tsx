import { afterEach, describe, expect, it, vi } from 'vitest';
import { authenticatorCheckWaitMs, deviceSupportsBiometrics } from '../../src/features/twoFactor/webauthn';

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
