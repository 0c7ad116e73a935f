import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { platformBuildDir } from './hosts';

/**
 * The byte budget (bench/budget.json) of the production build this project serves: per route, gzip -9 of the files
 * its start modules need (each with its static imports and their CSS), as the build's manifest lists them. Computed
 * from the build, not timed; growing past a budget fails the suite.
 */
interface Chunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const budget: { routes: Record<string, { from: string[]; gzipBytes: number }> } = JSON.parse(
  readFileSync('bench/budget.json', 'utf8'),
);
const manifest: Record<string, Chunk> = JSON.parse(
  readFileSync(path.join(platformBuildDir, '.vite/manifest.json'), 'utf8'),
);

/** The files a route needs: its start modules and, recursively, their static imports and CSS. */
function filesOf(from: readonly string[]): string[] {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no ${key}: bench/budget.json names a module that moved`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of from) visit(key);
  return [...files].sort();
}

const gzipOf = (file: string) => gzipSync(readFileSync(path.join(platformBuildDir, file)), { level: 9 }).length;

for (const [route, { from, gzipBytes }] of Object.entries(budget.routes)) {
  test(`${route} stays within its byte budget of ${gzipBytes.toLocaleString('en')} bytes gzipped`, () => {
    const files = filesOf(from).map((file) => ({ file, gzip: gzipOf(file) }));
    const total = files.reduce((sum, { gzip }) => sum + gzip, 0);
    const largest = [...files]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 8)
      .map(({ file, gzip }) => `${file} ${gzip}`)
      .join(', ');
    expect(total, `${route}: ${total} bytes in ${files.length} files (largest: ${largest})`).toBeLessThanOrEqual(
      gzipBytes,
    );
  });
}

test('the QR entry needs no map code, no sandbox and no chart descriptions viewer', () => {
  const files = filesOf(budget.routes['qr-entry']?.from ?? []);
  expect(files.filter((file) => /maplibre|mapbox|MapScreen|sandbox|ChartsScreen/.test(file))).toEqual([]);
});

test('the QR entry starts with at most three scripts (the entry, the bundler runtime and the app chunk)', () => {
  const scripts = filesOf(budget.routes['qr-entry']?.from ?? []).filter((file) => file.endsWith('.js'));
  const catalogs = scripts.filter((file) => /\/messages-/.test(file));
  expect(scripts.filter((file) => !catalogs.includes(file)).length).toBeLessThanOrEqual(3);
});
