import { describe, expect, it } from 'vitest';
import { quietUpdates } from '../../src/sandbox/browser';

describe("the sandbox worker's update check", () => {
  it('settles quietly when the newer script cannot be fetched', async () => {
    const registration = {
      update: (): Promise<unknown> => Promise.reject(new TypeError('Failed to update a ServiceWorker: network error')),
    };
    quietUpdates([registration]);
    await expect(registration.update()).resolves.toBe(registration);
  });

  it('still reports a successful check', async () => {
    const updated = { scope: '/' };
    const registration = { update: (): Promise<unknown> => Promise.resolve(updated) };
    quietUpdates([registration]);
    await expect(registration.update()).resolves.toBe(updated);
  });
});
