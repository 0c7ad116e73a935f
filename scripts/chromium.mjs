// Where the browser for tests lives: Debian's Chromium, or a local Chrome. Never a downloaded one.
import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
].filter(Boolean);

export function chromiumPath() {
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error('No Chromium found. Install it with: sudo apt-get install chromium');
  return found;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];
