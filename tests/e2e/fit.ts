import type { CDPSession, Page } from '@playwright/test';

/**
 * How the driver's phone shows the app: a narrow one (iPhone SE, 320 px), one turned on its side, and one whose
 * text size is set to 200 % (the browser's default font size doubled, as Chrome's text scaling and Firefox's
 * minimum font size do; the app's sizes are in rem, so they follow it).
 */
export const postures = {
  narrow: { viewport: { width: 320, height: 568 }, textScale: 1 },
  landscape: { viewport: { width: 844, height: 390 }, textScale: 1 },
  largeText: { viewport: { width: 390, height: 844 }, textScale: 2 },
} as const;
export type Posture = keyof typeof postures;

/** Puts the page in the posture (before its first page, or between pages). */
export async function takePosture(page: Page, posture: Posture) {
  const { viewport, textScale } = postures[posture];
  await page.setViewportSize(viewport);
  if (textScale === 1) return;
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send('Page.setFontSizes', { fontSizes: { standard: 16 * textScale, fixed: 13 * textScale } });
}

/**
 * What a driver could not read or reach on the page as it is: the page wider than the screen, a text cut by its
 * box, a control partly off the screen's sides, or one that something else lies on when it is scrolled to (a fixed
 * bar, a neighbour). With a modal dialog open, only the dialog. Each problem says what and where.
 */
export function fitProblems(page: Page) {
  // The screen's width: a mobile browser lays a wider page out wider and zooms it out, so the page's own width
  // is no measure.
  const width = page.viewportSize()?.width ?? 390;
  return page.evaluate((width) => {
    const problems: string[] = [];
    const describe = (element: Element) => {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
      return `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} "${text.slice(0, 40)}"`;
    };
    const hidden = (element: Element) =>
      element.closest('.visually-hidden, [aria-hidden="true"], [hidden], .sandbox-panel, .sandbox') !== null;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    };

    if (document.documentElement.scrollWidth > width) {
      // The innermost boxes that reach past the screen's edge.
      const wide = [...document.body.querySelectorAll('*')].filter(
        (element) =>
          element.getBoundingClientRect().right > width + 1 &&
          ![...element.children].some((child) => child.getBoundingClientRect().right > width + 1),
      );
      // Or text that runs out of its box.
      const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        if (range.getBoundingClientRect().right > width + 1 && node.parentElement) wide.push(node.parentElement);
      }
      problems.push(
        `the page is ${document.documentElement.scrollWidth - width} px wider than the screen: ${wide.slice(0, 3).map(describe).join(', ')}`,
      );
    }

    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')].filter(
      visible,
    );
    const scope: ParentNode = dialogs.at(-1) ?? document;
    const elements = [...scope.querySelectorAll('*')].filter((element) => !hidden(element) && visible(element));

    for (const element of elements) {
      const style = getComputedStyle(element);
      const clips = ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
      if (clips && element.textContent?.trim() && element.children.length <= 3) {
        if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
          problems.push(`cut: ${describe(element)}`);
        continue;
      }
      // A box of a fixed height whose text runs out of it, over what lies below.
      if (
        element.textContent?.trim() &&
        element.children.length <= 3 &&
        style.display !== 'inline' &&
        style.overflowY === 'visible' &&
        element !== document.documentElement &&
        element !== document.body &&
        element.clientHeight > 0 &&
        element.scrollHeight > element.clientHeight + 2
      )
        problems.push(`text out of its box: ${describe(element)}`);
    }

    // A word of a few letters split over two lines ("Prefe-rred") reads as two; a long one (an e-mail address, a
    // compound word wider than the screen) may wrap, and a hyphen or a dash is a place to break.
    const walker = document.createTreeWalker(
      scope instanceof Document ? scope.body : (scope as Element),
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || hidden(parent) || !visible(parent)) continue;
      for (const match of (node.textContent ?? '').matchAll(/(?<!\S)[^\s\-–]{2,9}(?!\S)/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) problems.push(`word broken: "${match[0]}" in ${describe(parent)}`);
      }
    }

    const controls = elements.filter((element) =>
      element.matches(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="radio"], [role="checkbox"], [role="switch"], [role="tab"]',
      ),
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.left < -1 || box.right > width + 1) {
        problems.push(`off the side: ${describe(control)} (${Math.round(box.left)}–${Math.round(box.right)})`);
        continue;
      }
      control.scrollIntoView({ block: 'center', inline: 'nearest' });
      const now = control.getBoundingClientRect();
      const x = now.left + now.width / 2;
      const y = now.top + Math.min(now.height / 2, 12);
      if (now.top < -1 || (now.bottom > innerHeight + 1 && now.height < innerHeight)) {
        problems.push(
          `out of reach: ${describe(control)} (${Math.round(now.top)}–${Math.round(now.bottom)} on a ${innerHeight} px screen)`,
        );
        continue;
      }
      const top = document.elementFromPoint(x, y);
      if (!top || control.contains(top) || top.contains(control)) continue;
      // A control drawn inside a label or a wrapper the tap goes to is reached.
      const label = top.closest('label');
      if (label && (label.contains(control) || (control.id && label.htmlFor === control.id))) continue;
      problems.push(`covered: ${describe(control)} under ${describe(top)}`);
    }
    window.scrollTo(0, 0);
    return [...new Set(problems)];
  }, width);
}
