import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { positionPollMs, useUserPosition } from '../../src/features/map/useUserPosition';

/** A browser whose location answers with whatever `at` holds at each reading. */
function fakeLocation(at: { latitude: number; longitude: number }) {
  const getCurrentPosition = vi.fn((success: PositionCallback) =>
    success({ coords: { ...at, accuracy: 5 }, timestamp: Date.now() } as unknown as GeolocationPosition),
  );
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

describe('the map’s position poll', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('keeps the same position while the driver stands still, so the map does not redraw at every poll', () => {
    vi.useFakeTimers();
    const at = { latitude: 52.52, longitude: 13.405 };
    const reads = fakeLocation(at);
    const { result, unmount } = renderHook(() => useUserPosition());
    const first = result.current;
    expect(first.coords).toEqual(at);
    act(() => vi.advanceTimersByTime(3 * positionPollMs));
    expect(reads).toHaveBeenCalledTimes(4);
    expect(result.current).toBe(first);
    unmount();
  });

  it('gives the new position once the driver has moved', () => {
    vi.useFakeTimers();
    const at = { latitude: 52.52, longitude: 13.405 };
    fakeLocation(at);
    const { result, unmount } = renderHook(() => useUserPosition());
    at.latitude = 52.53;
    act(() => vi.advanceTimersByTime(positionPollMs));
    expect(result.current.coords).toEqual({ latitude: 52.53, longitude: 13.405 });
    unmount();
  });
});
