// `npm test`: every check, with one summary at the end. Exits non-zero when any step failed.
// `npm run test:quick` (`--quick`): all but the browsers (Playwright's and the other engines'), for the inner loop.
// The type check (one core) runs beside lint, translations and Vitest; the browsers' steps run alone after them.
import { spawn } from 'node:child_process';

const quick = process.argv.includes('--quick');
const typecheck = ['typecheck', 'npx', ['tsc', '--noEmit']];
const checks = [
  ['lint', 'npx', ['biome', 'check', '.']],
  ['translations', 'node', ['scripts/check-translations.mjs']],
  ['vitest', 'npx', ['vitest', 'run']],
];
const browsers = [
  ['playwright', 'npx', ['playwright', 'test']],
  // Gecko and WebKit (Debian's firefox-esr and WebKitGTK), on the sandbox build the Playwright step made.
  ['engines', 'npx', ['vitest', 'run', '--config', 'vitest.engines.config.ts']],
];

const results = [];

/** The lines of a step's output that name what failed (Playwright's ✘ and its closing list, Vitest's FAIL and ×). */
function failures(output) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the colours of a terminal are stripped
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const named = plain
    .split('\n')
    .filter((line) => /✘|^\s*(FAIL|×)\s|^\s+\[\w+\] › |^\s*\d+ (failed|flaky)\b/.test(line));
  return [...new Set(named.map((line) => line.trimEnd()))].slice(0, 30).concat(reasons(plain));
}

/**
 * The first lines of each of Playwright's failure reports (`  1) [sandbox] › file › test`, then its error up to the
 * call log or the code): a CI log may keep only the summary, which must then still say why a test failed.
 */
function reasons(plain) {
  const lines = plain.split('\n');
  const out = [];
  lines.forEach((line, index) => {
    if (!/^\s+\d+\) \[\w+\] › /.test(line)) return;
    const said = [];
    for (const next of lines.slice(index + 1, index + 30)) {
      if (/^\s*(Call log:|\d+ \||>\s*\d+ \||at \S)/.test(next) || said.length === 6) break;
      if (next.trim()) said.push(`  ${next.trim().slice(0, 200)}`);
    }
    out.push(line.trim(), ...said);
  });
  return out.slice(0, 60);
}

/** Runs a step; its output is printed as it comes, or, for a step beside others, at its end in one piece. */
function run([name, command, args], { buffered = false } = {}) {
  const started = Date.now();
  if (!buffered) console.log(`\n── ${name} ──`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '1' },
    });
    const output = [];
    const keep = (chunk) => {
      output.push(chunk);
      if (!buffered) process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString();
      if (buffered) process.stdout.write(`\n── ${name} ──\n${text}`);
      results.push({
        name,
        ok: code === 0,
        seconds: ((Date.now() - started) / 1000).toFixed(1),
        failed: failures(text),
      });
      resolve();
    });
  });
}

const typechecked = run(typecheck, { buffered: true });
for (const step of checks) await run(step);
await typechecked;
if (!quick) for (const step of browsers) await run(step);

console.log('\n── summary ──');
for (const { name, ok, seconds, failed } of results) {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(13)} ${seconds} s`);
  // What failed, repeated here: a CI log is often read from its end.
  if (!ok) for (const line of failed) console.log(`      ${line.trim()}`);
}
const failed = results.filter((result) => !result.ok);
console.log(failed.length ? `\n${failed.length} step(s) failed.` : '\nAll checks passed.');
process.exit(failed.length ? 1 : 0);
