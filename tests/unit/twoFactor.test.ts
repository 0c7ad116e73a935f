import { describe, expect, it } from 'vitest';
import { isPin, pinSetupProblems } from '../../machines/shared/pin';
import { pinPolicy } from '../../src/sandbox/handlers/functions';
import { seedUsers } from '../../src/sandbox/seed';
import { clock, loggedIn, sandbox } from '../sandboxServer';

describe('the PIN rules (SPEC.md section 5)', () => {
  it.each(['1234', '0000', '9876'])('takes %s', (pin) => expect(isPin(pin)).toBe(true));
  it.each(['', '123', '12345', '12a4', ' 1234', '12.4', '١٢٣٤'])('refuses %j: 4 digits, numbers only', (pin) => {
    expect(isPin(pin)).toBe(false);
    expect(pinSetupProblems(pin, pin)).toEqual({ pin: 'onlyNumbers' });
  });
  it('asks for the same PIN twice at set-up', () => {
    expect(pinSetupProblems('2468', '2486')).toEqual({ confirmation: 'mismatch' });
    expect(pinSetupProblems('2468', '')).toEqual({ confirmation: 'mismatch' });
    expect(pinSetupProblems('2468', '2468')).toEqual({});
  });
});

describe('the sandbox cloud functions', () => {
  it('saves a PIN as a hash, checks it (403 when wrong) and reports it in the profile', async () => {
    const api = await loggedIn();
    expect(await api.cloud.userHasPin()).toBe(false);
    await expect(api.cloud.savePin('12a4')).rejects.toMatchObject({ status: 422 });
    await api.cloud.savePin('2468');
    expect(await api.cloud.userHasPin()).toBe(true);
    expect((await api.users.getUser(seedUsers.demo.id)).twoFactorMethod).toBe('pin');
    expect(JSON.stringify(sandbox.context.store.data)).not.toContain('2468');
    await expect(api.cloud.validatePin('1357')).rejects.toMatchObject({ status: 403 });
    expect(await api.cloud.validatePin('2468')).toEqual({ result: true });
    expect(await api.cloud.hasUserWebauthn()).toBe(false);
  });

  it('locks the PIN after five wrong ones in a row, checks nothing while locked, and locks longer after each wrong one', async () => {
    const api = await loggedIn();
    await api.cloud.savePin('2468');
    for (let i = 0; i < pinPolicy.tries - 1; i++)
      await expect(api.cloud.validatePin('1357')).rejects.toMatchObject({ status: 403 });
    // The fifth wrong PIN locks it for fifteen minutes; the right one is then refused unchecked.
    await expect(api.cloud.validatePin('1357')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 900 });
    await expect(api.cloud.validatePin('2468')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 900 });
    clock.advance(10 * 60_000);
    await expect(api.cloud.validatePin('2468')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 300 });
    // Once over, one more wrong PIN locks it again, for twice as long.
    clock.advance(5 * 60_000);
    await expect(api.cloud.validatePin('1357')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 1_800 });
    clock.advance(30 * 60_000);
    // The right PIN after the lock pays, and the count starts again.
    expect(await api.cloud.validatePin('2468')).toEqual({ result: true });
    await expect(api.cloud.validatePin('1357')).rejects.toMatchObject({ status: 403 });
  });

  it('never locks longer than a day, and a new PIN ends a lock', async () => {
    const api = await loggedIn();
    await api.cloud.savePin('2468');
    for (let i = 0; i < pinPolicy.tries + 10; i++) {
      await api.cloud.validatePin('1357').catch(() => undefined);
      clock.advance(pinPolicy.longestLockMs);
    }
    await expect(api.cloud.validatePin('1357')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 86_400 });
    await api.cloud.savePin('1357');
    expect(await api.cloud.validatePin('1357')).toEqual({ result: true });
  });

  it('answers 500 to validate_pin in the pin-check-fails scenario', async () => {
    const api = await loggedIn();
    await api.cloud.savePin('2468');
    sandbox.context.store.update((data) => {
      data.settings.scenarios = ['pin-check-fails'];
    });
    await expect(api.cloud.validatePin('2468')).rejects.toMatchObject({ status: 500 });
  });

  it('refuses a WebAuthn registration answer that was not made for its challenge', async () => {
    const api = await loggedIn();
    const options = await api.auth.generate2faRegistrationOptions();
    expect(options.challenge).toEqual(expect.any(String));
    await expect(
      api.auth.verify2faRegistration({
        id: 'x',
        rawId: 'x',
        type: 'public-key',
        response: { clientDataJSON: 'e30', attestationObject: 'oA' },
        clientExtensionResults: {},
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect((await api.users.getUser(seedUsers.demo.id)).twoFactorMethod).toBe('none');
  });
});
