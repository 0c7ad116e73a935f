/**
 * The second tap of a double tap never acts on what its first tap brought up.
 *
 * A driver in a hurry taps twice. The first tap may take its page away — a confirmation dialog closes, the next
 * page or a shorter one appears — and the second tap, a tenth of a second later at the same spot, lands on
 * whatever now lies beneath the finger: a footer link, the next page's button, the dialog's "Yes". The charts
 * already ignore a second press of the same button; this guards the other case, for every button and link at
 * once, at the window, before any handler hears the tap.
 *
 * - A finger's or a pen's press is swallowed when it starts within {@link doubleTapMs} and
 *   {@link doubleTapSlopPx} of the press before it, on another control than that press was on.
 * - A mouse's press is swallowed when the browser counts it as the second click of a double click (its
 *   `mousedown` carries the click count; the `pointerdown` before it does not), within the same time and slop,
 *   on another control than the first click. The press it had begun is cancelled, so no button stays pressed.
 *
 * A swallowed press is swallowed whole: its pointer, touch, mouse and click events. Taps further apart, on the
 * same control or anywhere else on the screen are untouched, and so is the keyboard. (A mouse's separate quick
 * clicks, as a test runner sends them, are not a double click and are untouched too.)
 */

/** The longest gap between the two taps of a double tap (the phone systems' double-tap time-outs are 300 ms). */
export const doubleTapMs = 400;
/** How far apart the two taps of a double tap may land (a finger's slop). */
export const doubleTapSlopPx = 40;

/** What a tap acts on: the nearest control around where it landed, or the element itself. */
const controlSelector =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="option"], [role="menuitem"], [tabindex]';

function controlOf(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  return target.closest(controlSelector) ?? target;
}

interface Press {
  control: Element | null;
  x: number;
  y: number;
  at: number;
  pointerId: number;
  pointerType: string;
}

/** The events that follow a swallowed press, up to its click. */
const followers = ['pointerup', 'pointercancel', 'touchstart', 'touchend', 'mouseup', 'click'] as const;

export function guardDoubleTaps(target: Window, now: () => number = () => target.performance.now()) {
  let last: Press | undefined;
  /** The press before a mouse's latest, which a double click's second click is told apart from. */
  let beforeMouse: Press | undefined;
  /** Until when the events of a swallowed press are swallowed too (its click comes after its pointerup). */
  let swallowUntil = Number.NEGATIVE_INFINITY;

  const swallow = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const startSwallowing = (at: number) => {
    swallowUntil = at + doubleTapMs;
  };
  /** Whether a press at this spot and time, on this control, is the second tap of a double tap over another. */
  const landsOnAnother = (press: Press, previous: Press | undefined) =>
    previous !== undefined &&
    press.at - previous.at <= doubleTapMs &&
    Math.hypot(press.x - previous.x, press.y - previous.y) <= doubleTapSlopPx &&
    press.control !== previous.control;

  const onPointerDown = (event: PointerEvent) => {
    if (event.isPrimary === false) return;
    const press: Press = {
      control: controlOf(event.target),
      x: event.clientX,
      y: event.clientY,
      at: now(),
      pointerId: event.pointerId,
      pointerType: event.pointerType,
    };
    const previous = last;
    last = press;
    swallowUntil = Number.NEGATIVE_INFINITY;
    // A mouse's double click is told by the browser's click count, on the mousedown that follows.
    if (event.pointerType === 'mouse') beforeMouse = previous;
    if (event.pointerType === 'mouse' || !landsOnAnother(press, previous)) return;
    // The screen under the finger changed between the two taps: this one was meant for what is gone.
    last = previous;
    startSwallowing(press.at);
    swallow(event);
  };
  const onMouseDown = (event: MouseEvent) => {
    if (now() <= swallowUntil) return swallow(event);
    const press = last;
    if (event.detail < 2 || press?.pointerType !== 'mouse') return;
    // Some engines (WebKitGTK) count a quick second click anywhere on the screen as a double click: only one at
    // the same spot, soon after, on another control, is the case this guards.
    if (!landsOnAnother(press, beforeMouse)) return;
    // The second click of a double click, on a control the first click brought up: the press its pointerdown
    // began (a button's pressed state) is cancelled, and the rest of it swallowed.
    last = beforeMouse;
    startSwallowing(now());
    swallow(event);
    event.target?.dispatchEvent(
      new PointerEvent('pointercancel', {
        bubbles: true,
        pointerId: press.pointerId,
        pointerType: 'mouse',
        isPrimary: true,
      }),
    );
  };
  const onFollower = (event: Event) => {
    if (now() > swallowUntil) return;
    // The cancel sent above for a mouse's press passes; every event of the press itself is swallowed.
    if (event.type === 'pointercancel' && !event.isTrusted) return;
    swallow(event);
    if (event.type === 'click') swallowUntil = Number.NEGATIVE_INFINITY;
  };

  target.addEventListener('pointerdown', onPointerDown, true);
  target.addEventListener('mousedown', onMouseDown, true);
  for (const type of followers) target.addEventListener(type, onFollower, true);
  return () => {
    target.removeEventListener('pointerdown', onPointerDown, true);
    target.removeEventListener('mousedown', onMouseDown, true);
    for (const type of followers) target.removeEventListener(type, onFollower, true);
  };
}
