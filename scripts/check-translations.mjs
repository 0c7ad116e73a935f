// Extracts the messages from the source, then fails when any catalog lacks a translation of any message.
// English is the source language: its catalog may repeat the source text.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const locales = ['de', 'nl', 'fr', 'it', 'es', 'pt', 'da', 'pl'];

const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], { encoding: 'utf8' });
if (extract.status !== 0) {
  console.error(extract.stdout, extract.stderr);
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

const source = readPo('locales/en/messages.po');
let missing = 0;
for (const locale of locales) {
  const catalog = readPo(`locales/${locale}/messages.po`);
  const untranslated = [...source.keys()].filter((id) => !catalog.get(id));
  missing += untranslated.length;
  if (untranslated.length)
    console.error(`${locale}: ${untranslated.length} missing, e.g. ${untranslated.slice(0, 3).join(' | ')}`);
}
console.log(
  `${source.size} messages × ${locales.length} languages: ${missing ? `${missing} missing` : 'all translated'}`,
);
process.exit(missing ? 1 : 0);
