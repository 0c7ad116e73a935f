import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { doubleTapMs, guardDoubleTaps } from '../../src/app/tapGuard';

/** A tap as a phone's browser sends it: pointer down and up, then the mouse events and the click. */
function tap(element: Element, x: number, y: number) {
  const at = { bubbles: true, cancelable: true, clientX: x, clientY: y, isPrimary: true, pointerType: 'touch' };
  element.dispatchEvent(new PointerEvent('pointerdown', { ...at, pointerId: 7 }));
  element.dispatchEvent(new PointerEvent('pointerup', { ...at, pointerId: 7 }));
  element.dispatchEvent(new MouseEvent('mousedown', { ...at, detail: 1 }));
  element.dispatchEvent(new MouseEvent('mouseup', { ...at, detail: 1 }));
  element.dispatchEvent(new MouseEvent('click', { ...at, detail: 1 }));
}

/** A mouse's click, the `clicks`th of a run the browser counts as one double (or triple) click. */
function click(element: Element, x: number, y: number, clicks: number) {
  const at = { bubbles: true, cancelable: true, clientX: x, clientY: y, isPrimary: true, pointerType: 'mouse' };
  element.dispatchEvent(new PointerEvent('pointerdown', { ...at, pointerId: 1 }));
  element.dispatchEvent(new MouseEvent('mousedown', { ...at, detail: clicks }));
  element.dispatchEvent(new PointerEvent('pointerup', { ...at, pointerId: 1 }));
  element.dispatchEvent(new MouseEvent('mouseup', { ...at, detail: clicks }));
  element.dispatchEvent(new MouseEvent('click', { ...at, detail: clicks }));
}

describe('the second tap of a double tap', () => {
  let time = 0;
  let release: () => void;
  beforeEach(() => {
    time = 1_000;
    release = guardDoubleTaps(window, () => time);
  });
  afterEach(() => {
    release();
    document.body.replaceChildren();
  });

  /** A confirmation's "Yes" whose tap takes it away, leaving a footer link where it was. */
  function confirmationOverLink() {
    const yes = document.createElement('button');
    yes.textContent = 'Yes, finish charging';
    const link = document.createElement('a');
    link.href = '#privacy';
    link.textContent = 'Data protection';
    const finished = vi.fn(() => yes.replaceWith(link));
    const followed = vi.fn((event: Event) => event.preventDefault());
    yes.addEventListener('click', finished);
    link.addEventListener('click', followed);
    const pressedLink = vi.fn();
    link.addEventListener('pointerdown', pressedLink);
    document.body.append(yes);
    return { yes, link, finished, followed, pressedLink };
  }

  it('does not act on what the first tap brought up beneath the finger', () => {
    const { yes, link, finished, followed, pressedLink } = confirmationOverLink();
    tap(yes, 195, 736);
    time += 120;
    tap(link, 197, 738);
    expect(finished).toHaveBeenCalledOnce();
    expect(pressedLink).not.toHaveBeenCalled();
    expect(followed).not.toHaveBeenCalled();

    // A third tap of the same burst is swallowed too.
    time += 120;
    tap(link, 196, 737);
    expect(followed).not.toHaveBeenCalled();
  });

  it("does not act on it either for a mouse's double click, and cancels the press it began", () => {
    const { yes, link, finished, followed } = confirmationOverLink();
    const cancelled = vi.fn();
    link.addEventListener('pointercancel', cancelled);
    const released = vi.fn();
    link.addEventListener('pointerup', released);
    click(yes, 195, 736, 1);
    time += 90;
    click(link, 195, 736, 2);
    expect(finished).toHaveBeenCalledOnce();
    expect(released).not.toHaveBeenCalled();
    expect(followed).not.toHaveBeenCalled();
    expect(cancelled).toHaveBeenCalledOnce();

    // Two separate clicks (no double click) reach the link.
    time += 90;
    click(link, 195, 736, 1);
    expect(followed).toHaveBeenCalledOnce();
  });

  it('lets a tap through once the double-tap time has passed', () => {
    const { yes, link, followed } = confirmationOverLink();
    tap(yes, 195, 736);
    time += doubleTapMs + 1;
    tap(link, 195, 736);
    expect(followed).toHaveBeenCalledOnce();
  });

  it('lets through a second tap on the same control, and a quick tap elsewhere', () => {
    const button = document.createElement('button');
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    const other = document.createElement('button');
    const otherPressed = vi.fn();
    other.addEventListener('click', otherPressed);
    const label = document.createElement('span');
    button.append(label);
    document.body.append(button, other);

    tap(button, 100, 100);
    time += 100;
    // On the button's own label: the same control.
    tap(label, 102, 101);
    expect(pressed).toHaveBeenCalledTimes(2);
    // And a mouse's double click on it.
    time += 1_000;
    click(button, 100, 100, 1);
    time += 90;
    click(label, 100, 100, 2);
    expect(pressed).toHaveBeenCalledTimes(4);

    time += 100;
    tap(other, 100, 300);
    expect(otherPressed).toHaveBeenCalledOnce();
  });

  it('lets through a quick click elsewhere that an engine counts as a double click (WebKitGTK does)', () => {
    const amount = document.createElement('button');
    const skip = document.createElement('button');
    const skipped = vi.fn();
    skip.addEventListener('click', skipped);
    document.body.append(amount, skip);
    click(amount, 100, 100, 1);
    time += 150;
    click(skip, 100, 600, 2);
    expect(skipped).toHaveBeenCalledOnce();
  });

  it('leaves the keyboard alone', () => {
    const { yes, link, followed } = confirmationOverLink();
    tap(yes, 195, 736);
    time += 50;
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(followed).toHaveBeenCalledOnce();
  });
});
