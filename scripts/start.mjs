// `npm start`: builds the production bundle and serves it on http://localhost:4173 with the embedded sandbox
// platform (no platform URL configured), then prints ready links.
import { spawn, spawnSync } from 'node:child_process';

const port = 4173;
const base = `http://localhost:${port}`;
const demoStation = '5b9a7c1e-0000-4000-8000-000000000001';

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
server.stdout.on('data', (chunk) => {
  if (!String(chunk).includes('Local')) return;
  console.log(`
Forecourt is running on the sandbox platform: ${base}

  Demo station (QR deep link): ${base}/?pid=${demoStation}
  Station map:                 ${base}/map

  Sign in as demo@forecourt.test / Forecourt-demo-1, or just continue as a guest.
  Sandbox scenarios: add ?sandbox=declined (or user-interaction, slow, …) or use the Sandbox button.
`);
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
