/**
 * The sandbox build the engines' journeys open: the one the Playwright `sandbox` project builds (dist-e2e), built
 * here when missing, served by `vite preview` on a port of its own (vitest.engines.config.ts's global setup).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const enginePort = 4176;
export const engineBuildDir = 'dist-e2e';
export const engineBaseUrl = () => `http://localhost:${enginePort}`;

async function answering(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Serves the sandbox build on a port (its own origin: its own storage and service worker); the result stops it. */
export async function servePreview(port: number) {
  const server: ChildProcess = spawn(
    'npx',
    ['vite', 'preview', '--outDir', engineBuildDir, '--port', String(port), '--strictPort'],
    { stdio: 'ignore', detached: true, env: { ...process.env, PREVIEW_UNCOMPRESSED: '1' } },
  );
  await answering(`http://localhost:${port}`, 60_000);
  return () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
}

/** Vitest's global setup: builds when needed, serves, and stops the server at the end. */
export default async function serveSandboxBuild() {
  if (!existsSync(`${engineBuildDir}/index.html`)) {
    const built = spawnSync('npx', ['vite', 'build', '--outDir', engineBuildDir, '--logLevel', 'warn'], {
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('The sandbox build failed');
  }
  return servePreview(enginePort);
}
