import { describe, expect, it } from 'vitest';
import { byteOrderMark, csvCell, csvDialect, toCsv } from '../../src/features/history/csv';
import { parseCsv } from '../csv';

describe('CSV export', () => {
  it.each([
    ['en', ',', '.'],
    ['de', ';', ','],
    ['nl', ';', ','],
    ['fr', ';', ','],
    ['it', ';', ','],
    ['es', ';', ','],
    ['pt', ';', ','],
    ['da', ';', ','],
    ['pl', ';', ','],
  ])('%s: fields separated by "%s", decimals by "%s"', (locale, separator, decimal) => {
    expect(csvDialect(locale)).toEqual({ separator, decimal });
  });

  it('writes a byte-order mark, a header and CRLF rows that read back the same, amounts in the locale', () => {
    const header = ['Date', 'Description', 'Amount'];
    const rows = [
      ['2026-11-02', 'Super E5, pump 3', 62.4],
      ['2026-11-03', 'Wash "Premium"\nwith wax', -12.5],
    ];
    const german = toCsv(header, rows, 'de');
    expect(german.startsWith(byteOrderMark)).toBe(true);
    expect(german.endsWith('\r\n')).toBe(true);
    expect(german).toContain(';62,4\r\n');
    expect(parseCsv(german.slice(1), ';')).toEqual([
      header,
      ['2026-11-02', 'Super E5, pump 3', '62,4'],
      ['2026-11-03', 'Wash "Premium"\nwith wax', '-12,5'],
    ]);
    const english = toCsv(header, rows, 'en');
    expect(parseCsv(english.slice(1), ',')).toEqual([
      header,
      ['2026-11-02', 'Super E5, pump 3', '62.4'],
      ['2026-11-03', 'Wash "Premium"\nwith wax', '-12.5'],
    ]);
  });

  it.each(['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\r=1'])(
    'neutralises a text a spreadsheet would run: %j',
    (text) => {
      expect(csvCell(text, csvDialect('en')).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('keeps negative amounts as numbers and empty values empty', () => {
    const dialect = csvDialect('fr');
    expect(csvCell(-3.5, dialect)).toBe('-3,5');
    expect(csvCell(undefined, dialect)).toBe('');
    expect(csvCell(Number.NaN, dialect)).toBe('');
  });
});
