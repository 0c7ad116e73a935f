/**
 * The app taking over the station's first screen (src/firstScreen/handler.tsx) in place: when the page holds it,
 * the app renders into a hidden container beside it, and the first screen gives way as soon as the app shows a
 * screen of its own (a `main` that is not a wait, `data-waiting`). Until then the driver keeps the first screen,
 * not the app's starting screen; nothing is painted twice, nothing moves. A button tapped on the first screen
 * before (its label, noted by the page's own script, vite.firstPaint.ts) is pressed on the app's screen as it takes
 * over, and one a finger is still on is pressed when the finger lifts: the driver's tap is not lost.
 */
export function appContainer(document: Document): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const first = root.querySelector<HTMLElement>('[data-first-screen]');
  if (!first) return root;
  const container = document.createElement('div');
  container.setAttribute('data-app-root', '');
  container.hidden = true;
  root.append(container);
  const takeOver = () => {
    if (!container.querySelector('main:not([data-waiting])')) return;
    observer.disconnect();
    const tapped = first.getAttribute('data-tap');
    const pressed = first.getAttribute('data-press');
    first.remove();
    container.hidden = false;
    // A finger down now is the latest intent; else the last tap.
    if (pressed !== null) pressOnLift(document, container, pressed);
    else if (tapped !== null) pressAgain(container, tapped);
  };
  const observer = new MutationObserver(takeOver);
  observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-waiting'] });
  return container;
}

/** Presses the app's enabled button of this label (its `aria-label`, else its text), if the screen has one. */
function pressAgain(container: HTMLElement, label: string) {
  const buttons = [...container.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  buttons
    .find((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim() === label.trim())
    ?.click();
}

/** How long after the lift the browser's own click may still come (a touch's comes after its touchend). */
const liftClickMs = 60;

/**
 * A finger (or a mouse button) went down on the first screen's button and is still down as the app takes over: its
 * lift, unless the gesture became a scroll (pointercancel), presses the app's button. The browser's own click
 * mostly does not (its press began on an element that is gone); if one reaches a button all the same, nothing is
 * pressed twice.
 */
function pressOnLift(document: Document, container: HTMLElement, label: string) {
  let clicked = false;
  const onClick = (event: Event) => {
    if ((event.target as Element | null)?.closest?.('button')) clicked = true;
  };
  const stop = () => {
    document.removeEventListener('pointerup', onLift, true);
    document.removeEventListener('mouseup', onLift, true);
    document.removeEventListener('pointercancel', stop, true);
  };
  const onLift = () => {
    stop();
    document.addEventListener('click', onClick, true);
    setTimeout(() => {
      document.removeEventListener('click', onClick, true);
      if (!clicked) pressAgain(container, label);
    }, liftClickMs);
  };
  document.addEventListener('pointerup', onLift, true);
  document.addEventListener('mouseup', onLift, true);
  document.addEventListener('pointercancel', stop, true);
}
