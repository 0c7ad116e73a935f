/**
 * CSV that opens right in a spreadsheet in the driver's country (issue: history export): UTF-8 with a byte-order
 * mark (without it, Excel reads UTF-8 as the system's code page), CRLF line ends, and the locale's list
 * conventions: where the decimal separator is a comma (de, nl, fr, it, es, pt, da, pl) fields are separated by
 * semicolons, else by commas. Numbers are written with the locale's decimal separator and no grouping, so the
 * spreadsheet reads them as numbers. A text cell that a spreadsheet would run as a formula (starting with =, +,
 * -, @, a tab or a carriage return) is neutralised with a leading apostrophe (OWASP, CSV injection).
 */
import { numberSeparators } from '../../i18n/numbers';

/** A number written with a fixed count of decimals (an amount: `78.30`, never `78.3`). */
export interface CsvFixed {
  fixed: number;
  digits: number;
}

export type CsvValue = string | number | CsvFixed | undefined;

export interface CsvDialect {
  separator: ',' | ';';
  decimal: string;
}

export const byteOrderMark = '\uFEFF';

export function csvDialect(locale: string): CsvDialect {
  const { decimal } = numberSeparators(locale);
  return { separator: decimal === ',' ? ';' : ',', decimal };
}

const formulaStart = /^[=+\-@\t\r]/;

/** One cell: a number in the locale's notation, a text neutralised and quoted where it needs to be. */
export function csvCell(value: CsvValue, dialect: CsvDialect): string {
  if (value === undefined) return '';
  if (typeof value === 'object') {
    if (!Number.isFinite(value.fixed)) return '';
    return value.fixed.toFixed(value.digits).replace('.', dialect.decimal);
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return String(value).replace('.', dialect.decimal);
  }
  const text = formulaStart.test(value) ? `'${value}` : value;
  const needsQuotes = text.includes(dialect.separator) || /["\r\n]/.test(text) || text !== text.trim();
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: the byte-order mark, the header row and one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[], locale: string): string {
  const dialect = csvDialect(locale);
  const line = (cells: readonly CsvValue[]) => cells.map((cell) => csvCell(cell, dialect)).join(dialect.separator);
  return `${byteOrderMark}${[header, ...rows].map(line).join('\r\n')}\r\n`;
}
