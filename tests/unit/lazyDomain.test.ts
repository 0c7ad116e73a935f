import { describe, expect, it, vi } from 'vitest';
import { lazyDomain } from '../../src/api/lazyDomain';

const orders = () => ({
  getOrder: async (id: string) => ({ id }),
  mbway: { register: async (phone: string) => `registered ${phone}` },
});

describe('a domain that loads with its first call', () => {
  it('loads nothing until a method is called, then once for every call', async () => {
    const load = vi.fn(async () => orders());
    const { domain } = lazyDomain(load);
    const getOrder = domain.getOrder;
    expect(load).not.toHaveBeenCalled();
    // The same function at every read: a query's key or an effect's dependency does not change.
    expect(domain.getOrder).toBe(getOrder);
    expect(await Promise.all([getOrder('o-1'), domain.getOrder('o-2')])).toEqual([{ id: 'o-1' }, { id: 'o-2' }]);
    expect(await domain.mbway.register('+351912345678')).toBe('registered +351912345678');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not a promise: awaiting it does not load it', async () => {
    const load = vi.fn(async () => orders());
    const { domain } = lazyDomain(load);
    expect(await domain).toBe(domain);
    expect(load).not.toHaveBeenCalled();
  });

  it("passes a method's failure on, and tries a failed load again at the next call", async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof orders>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ ...orders(), getOrder: async () => Promise.reject(new Error('404')) });
    const { domain, preload } = lazyDomain(load);
    await expect(domain.getOrder('o-1')).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(domain.getOrder('o-1')).rejects.toThrow('404');
    await preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('brings its code through the given loader (the app tries again when the connection is back)', async () => {
    let brought = 0;
    const { domain } = lazyDomain(
      async () => orders(),
      (run) => {
        brought += 1;
        return run();
      },
    );
    await domain.getOrder('o-1');
    await domain.getOrder('o-2');
    expect(brought).toBe(1);
  });
});
