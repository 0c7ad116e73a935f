import { describe, expect, it } from 'vitest';
import { headerNames } from '../../src/api/headers';
import { isAppOrigin, parseOrigins } from '../../src/sandbox/origins';
import { seedData } from '../../src/sandbox/seed';
import { platformHosts, requiredHeaders } from '../../src/sandbox/server';
import { createStore, type FileAccess, fileStorage, storageKey } from '../../src/sandbox/store';

/** A file system of one folder, in memory. */
function memoryFiles(): FileAccess & { files: Map<string, string> } {
  const files = new Map<string, string>();
  return {
    files,
    existsSync: (path) => files.has(path),
    readFileSync: (path) => {
      const contents = files.get(path);
      if (contents === undefined) throw new Error(`ENOENT: ${path}`);
      return contents;
    },
    writeFileSync: (path, data) => void files.set(path, data),
    renameSync: (from, to) => {
      files.set(to, files.get(from) ?? '');
      files.delete(from);
    },
  };
}

describe('the apps the sandbox HTTP server lets in', () => {
  it('accepts any app on this machine and the partners it was started with, nothing else', () => {
    expect(isAppOrigin('http://localhost:4410', [])).toBe(true);
    expect(isAppOrigin('http://127.0.0.1:5173', [])).toBe(true);
    expect(isAppOrigin('http://localhost', [])).toBe(true);
    expect(isAppOrigin('https://localhost:4410', [])).toBe(false);
    expect(isAppOrigin('http://localhost.evil.example', [])).toBe(false);
    expect(isAppOrigin('https://app.partner.example', [])).toBe(false);
    expect(isAppOrigin('https://app.partner.example', ['https://app.partner.example'])).toBe(true);
  });

  it('reads origins from repeated options and comma-separated lists, dropping what is not a URL', () => {
    expect(parseOrigins(['https://a.example/path, http://localhost:3000/', 'nonsense', ''])).toEqual([
      'https://a.example',
      'http://localhost:3000',
    ]);
  });
});

describe('the headers the server asks of a call', () => {
  it('refuses platform calls without locale, app version or correlation id', () => {
    expect(requiredHeaders('/_sandbox/platform/v4/order').required).toEqual([
      headerNames.locale,
      headerNames.appVersion,
      headerNames.correlationId,
    ]);
  });

  it('only warns for cloud functions, and asks nothing of the sandbox-only paths, pages and files', () => {
    expect(requiredHeaders('/_sandbox/functions/user_has_pin')).toEqual({
      required: [],
      expected: [headerNames.locale, headerNames.appVersion],
    });
    for (const path of ['/_sandbox/platform/_sandbox/control', '/_sandbox/3ds', '/_sandbox/maintenance/status.json'])
      expect(requiredHeaders(path)).toEqual({ required: [], expected: [] });
  });

  it('places every host at the sandbox paths of its own origin', () => {
    expect(platformHosts('http://localhost:4400')).toEqual({
      platformUrl: 'http://localhost:4400/_sandbox/platform',
      cloudFunctionsUrl: 'http://localhost:4400/_sandbox/functions',
      contentUrl: 'http://localhost:4400/_sandbox/content',
      maintenanceUrl: 'http://localhost:4400/_sandbox/maintenance/status.json',
      paymentProviderUrl: 'http://localhost:4400/_sandbox/psp',
      errorTrackerUrl: 'http://localhost:4400/_sandbox/tracker',
      identityProviderUrl: 'http://localhost:4400/_sandbox/identity',
    });
  });
});

describe('a store kept in a JSON file', () => {
  it('saves every change and a new server starts from it', () => {
    const fs = memoryFiles();
    const first = createStore(seedData, fileStorage('/state.json', fs));
    first.update((data) => {
      data.settings.stepMs = 500;
    });
    const saved = JSON.parse(fs.files.get('/state.json') ?? '{}');
    expect(saved[storageKey].settings.stepMs).toBe(500);
    expect(fs.files.has('/state.json.tmp')).toBe(false);
    const second = createStore(seedData, fileStorage('/state.json', fs));
    expect(second.data.settings.stepMs).toBe(500);
  });

  it('starts from the seed when the file is damaged, and a reset writes the seed back', () => {
    const fs = memoryFiles();
    fs.files.set('/state.json', '{ not json');
    const store = createStore(seedData, fileStorage('/state.json', fs));
    expect(store.data.settings.stepMs).toBe(seedData().settings.stepMs);
    store.update((data) => {
      data.settings.scenarios = ['slow'];
    });
    store.reset();
    expect(JSON.parse(fs.files.get('/state.json') ?? '{}')[storageKey].settings.scenarios).toEqual([]);
  });
});
