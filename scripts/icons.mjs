// Draws the app's install icons (public/icons/*.png) from its mark, in Debian's Chromium: `node scripts/icons.mjs`.
// Run it after a change to the mark; the PNGs are committed. The maskable icon keeps the mark inside the middle
// 80 % circle that every launcher's mask leaves visible.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const green = '#0b5c3b';
const glyph =
  '<path d="M9 25V8h9v8h-9m9-4h3l2 2v8a2 2 0 0 0 4 0V12l-3-3" fill="none" stroke="#fff" stroke-width="2.4" stroke-linejoin="round"/>';
/** `any`: the mark as the favicon draws it, rounded corners and all. */
const anyIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${green}"/>${glyph}</svg>`;
/** `maskable`: full bleed, the glyph scaled into the safe zone. */
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${green}"/><g transform="translate(16 16) scale(0.62) translate(-17.5 -16.5)">${glyph}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: anyIcon },
  { file: 'icon-512.png', size: 512, svg: anyIcon },
  { file: 'maskable-512.png', size: 512, svg: maskableIcon },
  { file: 'apple-touch-icon.png', size: 180, svg: maskableIcon },
];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const { file, size, svg } of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent"><img src="data:image/svg+xml,${encodeURIComponent(svg)}" width="${size}" height="${size}" style="display:block"></body></html>`,
  );
  await page.locator('img').screenshot({ path: `public/icons/${file}`, omitBackground: true });
}
await browser.close();
