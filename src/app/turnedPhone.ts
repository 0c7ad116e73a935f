/**
 * A phone on its side: wider than tall and too short for the portrait arrangement (an iPhone SE turned is 568×320,
 * a large phone 932×430). Tablets in landscape are tall enough for it. Read by the app (orientation.ts) and by the
 * first screen's own script, which takes the arrangement before the app's code has come (vite.firstPaint.ts).
 */
export const turnedPhone = '(orientation: landscape) and (max-height: 500px)';
