// Extracts the messages from the source into a scratch copy of the catalogs, so the working tree is left as it
// is; then fails when the committed catalogs are not what extraction gives (run `npm run extract`) or when any
// catalog lacks a translation of any message. English is the source language: its catalog may repeat the source.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const locales = ['de', 'nl', 'fr', 'it', 'es', 'pt', 'da', 'pl'];

const scratch = mkdtempSync(join(tmpdir(), 'forecourt-catalogs-'));
cpSync('locales', scratch, { recursive: true });
const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], {
  encoding: 'utf8',
  env: { ...process.env, LINGUI_CATALOGS: scratch },
});
if (extract.status !== 0) {
  console.error(extract.stdout, extract.stderr);
  rmSync(scratch, { recursive: true, force: true });
  process.exit(1);
}

/** msgid → msgstr of a .po file (multi-line strings joined). */
function readPo(path) {
  const entries = new Map();
  let current = null;
  let field = null;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const start = line.match(/^(msgid|msgstr) "(.*)"$/);
    if (start) {
      field = start[1];
      if (field === 'msgid') current = { msgid: start[2], msgstr: '' };
      else current.msgstr = start[2];
      continue;
    }
    const more = line.match(/^"(.*)"$/);
    if (more && current && field) current[field] += more[1];
    else if (line.trim() === '' && current) {
      if (current.msgid) entries.set(current.msgid, current.msgstr);
      current = null;
      field = null;
    }
  }
  if (current?.msgid) entries.set(current.msgid, current.msgstr);
  return entries;
}

/** The catalog's text without its header, whose creation date extraction may set anew. */
const body = (path) => readFileSync(path, 'utf8').replace(/^msgid ""\nmsgstr ""\n(?:".*"\n)*/, '');

let failed = false;
const stale = ['en', ...locales].filter(
  (locale) => body(`locales/${locale}/messages.po`) !== body(join(scratch, locale, 'messages.po')),
);
if (stale.length) {
  failed = true;
  const committed = readPo('locales/en/messages.po');
  const extracted = readPo(join(scratch, 'en', 'messages.po'));
  const added = [...extracted.keys()].filter((id) => !committed.has(id));
  const removed = [...committed.keys()].filter((id) => !extracted.has(id));
  console.error(
    `The catalogs of ${stale.join(', ')} are not what the source gives (${added.length} new, ${removed.length} ` +
      'no longer used, or moved): run `npm run extract` and translate what is new.',
  );
  for (const id of added.slice(0, 5)) console.error(`  new: ${id}`);
  for (const id of removed.slice(0, 5)) console.error(`  no longer used: ${id}`);
}

const source = readPo(join(scratch, 'en', 'messages.po'));
let missing = 0;
for (const locale of locales) {
  const catalog = readPo(join(scratch, locale, 'messages.po'));
  const untranslated = [...source.keys()].filter((id) => !catalog.get(id));
  missing += untranslated.length;
  if (untranslated.length)
    console.error(`${locale}: ${untranslated.length} missing, e.g. ${untranslated.slice(0, 3).join(' | ')}`);
}
if (missing) failed = true;
console.log(
  `${source.size} messages × ${locales.length} languages: ${missing ? `${missing} missing` : 'all translated'}`,
);
rmSync(scratch, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
