import { afterEach, describe, expect, it, vi } from 'vitest';
import { appContainer } from '../../src/firstScreen/takeOver';

/** The page as the first-screen handler serves it, and the app's screen arriving in the hidden container. */
function page(first: Record<string, string> = {}) {
  document.body.innerHTML =
    '<div id="root"><div data-first-screen=""><button aria-label="Pump 1">1</button></div></div>';
  const firstScreen = document.querySelector('[data-first-screen]')!;
  for (const [name, value] of Object.entries(first)) firstScreen.setAttribute(name, value);
  const container = appContainer(document);
  const pressed = vi.fn();
  const takeOver = async () => {
    const main = document.createElement('main');
    const pump = document.createElement('button');
    pump.setAttribute('aria-label', 'Pump 1');
    pump.addEventListener('click', pressed);
    main.append(pump);
    container.append(main);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return pump;
  };
  return { container, pressed, takeOver };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the app taking over the first screen', () => {
  it('shows the app’s screen in its place', async () => {
    const { container, takeOver, pressed } = page();
    expect(container.hidden).toBe(true);
    await takeOver();
    expect(container.hidden).toBe(false);
    expect(document.querySelector('[data-first-screen]')).toBeNull();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('presses the button tapped on the first screen, once', async () => {
    const { takeOver, pressed } = page({ 'data-tap': 'Pump 1' });
    await takeOver();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('presses the button a finger is on when that finger lifts, not when the gesture turns into a scroll', async () => {
    const lifted = page({ 'data-press': 'Pump 1' });
    await lifted.takeOver();
    expect(lifted.pressed).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('pointerup'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lifted.pressed).toHaveBeenCalledTimes(1);

    const scrolled = page({ 'data-press': 'Pump 1' });
    await scrolled.takeOver();
    document.dispatchEvent(new Event('pointercancel'));
    document.dispatchEvent(new Event('pointerup'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scrolled.pressed).not.toHaveBeenCalled();
  });

  it('does not press twice when the lift’s own click reaches the app’s button', async () => {
    const { takeOver, pressed } = page({ 'data-press': 'Pump 1' });
    const pump = await takeOver();
    document.dispatchEvent(new Event('pointerup'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    pump.click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
