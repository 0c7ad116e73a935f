import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chartFiles, chartsDirectory } from '../../src/charts/files';

describe(`the charts in ${chartsDirectory}/`, async () => {
  const files = await chartFiles();
  const directory = path.resolve(chartsDirectory);

  it.each(files.map((file) => [file.name, file.content] as const))(
    '%s is current with its machine (`npm run charts` writes it)',
    (name, content) => {
      const written = readFileSync(path.join(directory, name), 'utf8');
      expect(written === content, `${chartsDirectory}/${name} is out of date: run npm run charts`).toBe(true);
    },
  );

  it('holds no chart of a machine that is gone', () => {
    expect(readdirSync(directory).sort()).toEqual(files.map((file) => file.name).sort());
  });
});
