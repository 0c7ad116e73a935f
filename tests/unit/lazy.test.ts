import { beforeAll, describe, expect, it } from 'vitest';
import { importWithRetry, isLoadFailure } from '../../src/app/lazy';
import { activateLocale } from '../../src/i18n/i18n';

// The app chooses its language before it loads any code after the entry (main.tsx), whose catalogs wait for it.
beforeAll(() => activateLocale('en', { whole: false }));

describe('a failed download of code', () => {
  it('is told from a fault in the code', () => {
    expect(
      isLoadFailure(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/A.js')),
    ).toBe(true);
    expect(isLoadFailure(new TypeError('error loading dynamically imported module: /assets/A.js'))).toBe(true);
    expect(isLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isLoadFailure(new Error('Unable to preload CSS for /assets/A.css'))).toBe(true);
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isLoadFailure(new SyntaxError('Unexpected token'))).toBe(false);
    expect(isLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('waits for the rest of the catalogs, whose failed download is tried again as the code is', async () => {
    let catalogLoads = 0;
    let releaseCatalogs = () => {};
    let settled = false;
    const result = importWithRetry(async () => ({ default: 'screen' }), {
      reachable: async () => undefined,
      reload: () => false,
      catalogs: () => {
        catalogLoads += 1;
        if (catalogLoads === 1)
          return Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/messages.js'));
        return new Promise<void>((resolve) => (releaseCatalogs = resolve));
      },
    }).then((module) => {
      settled = true;
      return module;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(catalogLoads).toBe(2);
    expect(settled).toBe(false);
    releaseCatalogs();
    expect(await result).toEqual({ default: 'screen' });
  });

  it('is tried again when the connection is back', async () => {
    let loads = 0;
    let reachableCalls = 0;
    const load = async () => {
      loads += 1;
      if (loads < 2) throw new TypeError('Failed to fetch dynamically imported module: /assets/A.js');
      return { default: 'screen' };
    };
    const result = await importWithRetry(load, {
      reachable: async () => {
        reachableCalls += 1;
      },
      reload: () => true,
    });
    expect(result).toEqual({ default: 'screen' });
    expect(loads).toBe(2);
    expect(reachableCalls).toBe(1);
  });

  it('loads the page again when a try with the connection back fails too (the browser kept the failure)', async () => {
    let loads = 0;
    let reloads = 0;
    void importWithRetry(
      async () => {
        loads += 1;
        throw new TypeError('Failed to fetch dynamically imported module: /assets/A.js');
      },
      {
        reachable: async () => undefined,
        reload: () => {
          reloads += 1;
          return true;
        },
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loads).toBe(2);
    expect(reloads).toBe(1);
  });

  it('keeps waiting for the connection instead of loading the page again in a loop', async () => {
    let loads = 0;
    const result = await importWithRetry(
      async () => {
        loads += 1;
        if (loads < 4) throw new TypeError('Failed to fetch dynamically imported module: /assets/A.js');
        return { default: 'screen' };
      },
      { reachable: async () => undefined, reload: () => false },
    );
    expect(result).toEqual({ default: 'screen' });
    expect(loads).toBe(4);
  });

  it('does not wait for the connection before the first try, nor after a success', async () => {
    let reachableCalls = 0;
    await importWithRetry(async () => ({ default: 'screen' }), {
      reachable: async () => {
        reachableCalls += 1;
      },
    });
    expect(reachableCalls).toBe(0);
  });

  it('lets a fault in the code through at once, without waiting', async () => {
    let reachableCalls = 0;
    const fault = new TypeError('x is not a function');
    await expect(
      importWithRetry(() => Promise.reject(fault), {
        reachable: async () => {
          reachableCalls += 1;
        },
      }),
    ).rejects.toBe(fault);
    expect(reachableCalls).toBe(0);
  });
});
