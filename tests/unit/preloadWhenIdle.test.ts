// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: when the first screen is past its first seconds is kept per page. */
const freshLazy = async () => {
  vi.resetModules();
  return import('../../src/app/lazy');
};

const component = (log: string[], name: string) => ({
  preload: vi.fn(async () => {
    log.push(name);
  }),
});

describe('preloadWhenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // One idle moment per tick of the fake clock.
    vi.stubGlobal('requestIdleCallback', (run: () => void) => window.setTimeout(run, 1));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => window.clearTimeout(handle));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('leaves the first screen alone for 4 s after the load, then loads one component per idle moment', async () => {
    const { preloadWhenIdle } = await freshLazy();
    const log: string[] = [];
    preloadWhenIdle([component(log, 'prepay'), component(log, 'postpay'), component(log, 'hint')]);
    await vi.advanceTimersByTimeAsync(3_900);
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(101);
    expect(log).toEqual(['prepay']);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['prepay', 'postpay']);
    await vi.advanceTimersByTimeAsync(10);
    expect(log).toEqual(['prepay', 'postpay', 'hint']);
  });

  it('starts at the driver’s first touch, and stops where it is when the screen goes', async () => {
    const { preloadWhenIdle } = await freshLazy();
    const log: string[] = [];
    const stop = preloadWhenIdle([component(log, 'prepay'), component(log, 'postpay')]);
    await vi.advanceTimersByTimeAsync(500);
    expect(log).toEqual([]);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['prepay']);
    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(log).toEqual(['prepay']);
  });

  it('goes on past a component whose code fails to load, and loads nothing with Data Saver on', async () => {
    const { preloadWhenIdle } = await freshLazy();
    const log: string[] = [];
    const failing = { preload: vi.fn(() => Promise.reject(new Error('offline'))) };
    preloadWhenIdle([failing, component(log, 'postpay')]);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    await vi.advanceTimersByTimeAsync(5);
    expect(failing.preload).toHaveBeenCalledOnce();
    expect(log).toEqual(['postpay']);

    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const saved = component(log, 'wash');
    preloadWhenIdle([saved]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(saved.preload).not.toHaveBeenCalled();
  });
});
