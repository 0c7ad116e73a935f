/**
 * Where the e2e project `platform` runs (playwright.config.ts): the production build, built with
 * `vite build --mode platform` against the sandbox's HTTP server (`npm run platform`) on a port of its own.
 */
export const platformPorts = { app: 4411, server: 4401 } as const;
export const platformOrigin = `http://localhost:${platformPorts.server}`;
export const appOrigin = `http://localhost:${platformPorts.app}`;
/** The build the project's web server makes (git-ignored, as every dist-*). */
export const platformBuildDir = 'dist-platform-e2e';
/** The sandbox project's build, for comparison. */
export const sandboxBuildDir = 'dist-e2e';
