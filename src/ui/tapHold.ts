/**
 * After a tap that takes away what was under the finger (a dialog's button, which closes it or acts; a screen
 * replaced by the next), the page takes no taps for a moment: the second tap of a double tap must never act on
 * whatever appears beneath (the footer's privacy link under "Yes, finish charging", say). Longer than a double
 * tap, shorter than a driver's reaction. Keyboards are not held: a key press is never a stray second tap.
 */
export const tapHoldMs = 300;

/** The element the holding tap was on: it still takes that tap's click (the browser sends it after pointerup). */
const originAttribute = 'data-tap-origin';

let release: number | undefined;

/** The whole page but `origin` takes no taps for `tapHoldMs` from now (`.taps-held` in global.css). */
export function holdTaps(root: HTMLElement = document.documentElement, origin?: Element) {
  root.classList.add('taps-held');
  origin?.setAttribute(originAttribute, '');
  window.clearTimeout(release);
  release = window.setTimeout(() => {
    root.classList.remove('taps-held');
    for (const element of root.querySelectorAll(`[${originAttribute}]`)) element.removeAttribute(originAttribute);
  }, tapHoldMs);
}

/**
 * A tap that ends on a button of a dialog holds the page's taps: the listener runs before the button acts (capture),
 * so the dialog closes over a page that already takes no taps. Returns the way to stop listening.
 */
export function holdTapsAfterDialogs(doc: Document = document) {
  const listener = (event: PointerEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('[role="dialog"] button, [role="alertdialog"] button');
    if (button) holdTaps(doc.documentElement, button);
  };
  doc.addEventListener('pointerup', listener, true);
  return () => doc.removeEventListener('pointerup', listener, true);
}
