import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/i18n';

/** msgid → msgstr of a PO file. */
function readPo(path: string) {
  const entries = new Map<string, string>();
  const text = readFileSync(path, 'utf8');
  for (const block of text.split(/\n\s*\n/)) {
    const id = block.match(/^msgid "(.*)"$/m)?.[1];
    const str = [...block.matchAll(/^(?:msgstr )?"(.*)"$/gm)];
    const msgstrStart = block.indexOf('msgstr "');
    if (id === undefined || msgstrStart < 0) continue;
    const value = block
      .slice(msgstrStart)
      .split('\n')
      .map((line) => line.replace(/^msgstr /, '').replace(/^"|"$/g, ''))
      .join('');
    if (id && str.length) entries.set(id, value);
  }
  return entries;
}

const source = readPo('locales/en/messages.po');
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}|<\/?\d+>/g)].map((match) => match[0]).sort();

describe.each(locales.filter((locale) => locale !== 'en'))('the %s catalog', (locale) => {
  const catalog = readPo(`locales/${locale}/messages.po`);

  it('translates every message', () => {
    expect([...source.keys()].filter((id) => !catalog.get(id))).toEqual([]);
  });

  it('keeps every placeholder and tag of the source', () => {
    const broken = [...source.keys()].filter(
      (id) => catalog.get(id) && placeholders(id).join() !== placeholders(catalog.get(id)!).join(),
    );
    expect(broken).toEqual([]);
  });
});
