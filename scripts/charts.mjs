// `npm run charts`: writes every statechart to docs/charts/ as SVG, Mermaid text and Stately-importable JSON
// (src/charts/files.ts). Files of charts that no longer exist are removed.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { module } = await runnerImport(path.join(root, 'src/charts/files.ts'), { root, configFile: false });
const directory = path.join(root, module.chartsDirectory);
const files = await module.chartFiles();
mkdirSync(directory, { recursive: true });
const names = new Set(files.map((file) => file.name));
for (const name of readdirSync(directory)) if (!names.has(name)) rmSync(path.join(directory, name));
for (const file of files) writeFileSync(path.join(directory, file.name), file.content);
console.log(`${files.length} files written to ${module.chartsDirectory}/`);
