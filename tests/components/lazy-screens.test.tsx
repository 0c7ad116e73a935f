import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWithRetry, preloadWhenIdle } from '../../src/app/lazy';
import { payScreens } from '../../src/flows/pay/flowScreens';
import { neighbourScreens, routes } from '../../src/routes/routes';

afterEach(() => cleanup());

/** A screen whose code "downloads" when asked, counting the downloads. */
function screenWithCode() {
  const downloads = vi.fn();
  const Screen = lazyWithRetry(async () => {
    downloads();
    return { default: ({ name }: { name: string }) => <h1>{name}</h1> };
  });
  return { Screen, downloads };
}

const show = (Screen: ReturnType<typeof screenWithCode>['Screen']) =>
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <Screen name="Choose your fuel" />
    </Suspense>,
  );

describe('a screen whose code loads on first use', () => {
  it('shows the loading screen while its code downloads, then the screen', async () => {
    const { Screen } = screenWithCode();
    show(Screen);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Choose your fuel' })).toBeTruthy();
  });

  it('shows at once, with no loading screen, once its code was loaded beforehand', async () => {
    const { Screen, downloads } = screenWithCode();
    await Screen.preload();
    show(Screen);
    // Drawn in the first render: React keeps a loading screen it has shown for 300 ms, so none may show.
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Choose your fuel' })).toBeTruthy();
    await Screen.preload();
    expect(downloads).toHaveBeenCalledTimes(1);
  });

  it('is loaded when the browser is idle, unless the driver asked to save data', async () => {
    vi.useFakeTimers();
    let connection: { saveData: boolean } | undefined = { saveData: true };
    Object.defineProperty(navigator, 'connection', { configurable: true, get: () => connection });
    try {
      const { Screen, downloads } = screenWithCode();
      preloadWhenIdle([Screen]);
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(downloads).not.toHaveBeenCalled();
      connection = undefined;
      preloadWhenIdle([Screen]);
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(downloads).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
      vi.useRealTimers();
    }
  });
});

describe('what the route layer loads beforehand', () => {
  const at = (path: string) => {
    const route = routes.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`no route ${path}`);
    return neighbourScreens(route);
  };
  const screenOf = (path: string) => routes.find((route) => route.path === path)?.component;

  it('from the pump screen, the first screen of each flow, not their later steps', () => {
    const next = at(payScreens.pump);
    for (const first of [payScreens.fuelSelection, payScreens.washSelection, payScreens.evSummary, payScreens.shop])
      expect(next).toContain(screenOf(first));
    expect(next).not.toContain(screenOf(payScreens.prepaySummary));
    expect(next).not.toContain(screenOf(payScreens.washFinish));
  });

  it("from a flow's screen, the rest of that flow and the cancel page, not another flow's screens", () => {
    const next = at(payScreens.prepaySummary);
    expect(next).toContain(screenOf(payScreens.prepayFueling));
    expect(next).toContain(screenOf(payScreens.receipt));
    expect(next).toContain(screenOf(payScreens.cancel));
    expect(next).not.toContain(screenOf(payScreens.washSelection));
    expect(next).not.toContain(screenOf(payScreens.evCharging));
  });

  it("from a profile page, the profile's other pages and nothing of the pay area", () => {
    const next = at('/profile');
    expect(next).toContain(screenOf('/profile/payments'));
    expect(next).not.toContain(screenOf(payScreens.fuelSelection));
  });
});
