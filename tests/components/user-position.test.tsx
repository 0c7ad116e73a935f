import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { positionPollMs } from '../../machines/userPosition';
import { readPositionEarly } from '../../src/features/map/earlyPosition';
import { defaultCentre } from '../../src/features/map/geo';
import { useUserPosition } from '../../src/features/map/useUserPosition';

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

  it('keeps the same position while the driver stands still, so the map does not redraw at every poll', async () => {
    vi.useFakeTimers();
    const at = { latitude: 52.52, longitude: 13.405 };
    const reads = fakeLocation(at);
    const { result, unmount } = renderHook(() => useUserPosition());
    await act(() => vi.advanceTimersByTimeAsync(0));
    const first = result.current;
    expect(first.coords).toEqual(at);
    await act(() => vi.advanceTimersByTimeAsync(3 * positionPollMs));
    expect(reads).toHaveBeenCalledTimes(4);
    expect(result.current).toBe(first);
    unmount();
  });

  it('gives the new position once the driver has moved', async () => {
    vi.useFakeTimers();
    const at = { latitude: 52.52, longitude: 13.405 };
    fakeLocation(at);
    const { result, unmount } = renderHook(() => useUserPosition());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.coords).toEqual(at);
    at.latitude = 52.53;
    await act(() => vi.advanceTimersByTimeAsync(positionPollMs));
    expect(result.current.coords).toEqual({ latitude: 52.53, longitude: 13.405 });
    unmount();
  });

  it('starts from the reading the page took as it opened on /map, so the map draws around the driver at once', () => {
    vi.useFakeTimers();
    const at = { latitude: 52.52, longitude: 13.405 };
    const early = vi.fn((success: PositionCallback) =>
      success({ coords: { ...at, accuracy: 5 }, timestamp: Date.now() } as unknown as GeolocationPosition),
    );
    readPositionEarly({ getCurrentPosition: early } as unknown as Geolocation);
    // The map's own reading has not answered yet.
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: vi.fn() } });
    const { result, unmount } = renderHook(() => useUserPosition());
    expect(result.current).toEqual({ coords: at, disabled: false });
    unmount();
    // A later visit, past the poll's interval, does not start from that old reading.
    vi.advanceTimersByTime(positionPollMs + 1);
    const later = renderHook(() => useUserPosition());
    expect(later.result.current).toEqual({ disabled: false });
    later.unmount();
  });

  it("says at once that there is no geolocation when the page's early reading was refused", () => {
    vi.useFakeTimers();
    readPositionEarly({
      getCurrentPosition: (_: PositionCallback, failure: PositionErrorCallback) =>
        failure({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    } as unknown as Geolocation);
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: vi.fn() } });
    const { result, unmount } = renderHook(() => useUserPosition());
    expect(result.current).toEqual({
      coords: { latitude: defaultCentre[1], longitude: defaultCentre[0] },
      disabled: true,
    });
    unmount();
  });

  it('says there is no geolocation, and stops asking, in a browser without it', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    const { result, unmount } = renderHook(() => useUserPosition());
    expect(result.current).toEqual({
      coords: { latitude: defaultCentre[1], longitude: defaultCentre[0] },
      disabled: true,
    });
    await act(() => vi.advanceTimersByTimeAsync(3 * positionPollMs));
    expect(result.current.disabled).toBe(true);
    unmount();
  });

  it('stops reading when the map closes', async () => {
    vi.useFakeTimers();
    const reads = fakeLocation({ latitude: 52.52, longitude: 13.405 });
    const { unmount } = renderHook(() => useUserPosition());
    await act(() => vi.advanceTimersByTimeAsync(positionPollMs));
    expect(reads).toHaveBeenCalledTimes(2);
    unmount();
    await vi.advanceTimersByTimeAsync(3 * positionPollMs);
    expect(reads).toHaveBeenCalledTimes(2);
  });
});
