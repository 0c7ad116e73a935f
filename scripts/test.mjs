// `npm test`: every check, in order, with one summary at the end. Exits non-zero when any step failed.
// `npm run test:quick` (`--quick`): all but the browsers (Playwright's and the other engines'), for the inner loop.
import { spawnSync } from 'node:child_process';

const quick = process.argv.includes('--quick');
const all = [
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['biome', 'check', '.']],
  ['translations', 'node', ['scripts/check-translations.mjs']],
  ['vitest', 'npx', ['vitest', 'run']],
  ['playwright', 'npx', ['playwright', 'test']],
  // Gecko and WebKit (Debian's firefox-esr and WebKitGTK), on the sandbox build the Playwright step made.
  ['engines', 'npx', ['vitest', 'run', '--config', 'vitest.engines.config.ts']],
];
const browsers = ['playwright', 'engines'];
const steps = quick ? all.filter(([name]) => !browsers.includes(name)) : all;

const results = [];
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n── ${name} ──`);
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } });
  results.push({ name, ok: run.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

console.log('\n── summary ──');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(13)} ${seconds} s`);
const failed = results.filter((result) => !result.ok);
console.log(failed.length ? `\n${failed.length} step(s) failed.` : '\nAll checks passed.');
process.exit(failed.length ? 1 : 0);
