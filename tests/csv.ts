/**
 * Reads a CSV file back as a spreadsheet would (quoted cells, doubled quotes, CRLF line ends), to check what the
 * history export writes; the unit tests of the writer and the e2e download share it. The app itself never reads
 * CSV, so it lives with the tests.
 */
export function parseCsv(text: string, separator: string): string[][] {
  const table: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      table.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return table;
}

/** The history export's header in English, as a driver reads it in a spreadsheet: what the export must write. */
export const englishHistoryColumns = [
  'Date',
  'Type',
  'Category',
  'Description',
  'Vehicle',
  'Quantity',
  'Unit',
  'Amount',
  'Currency',
  'Notes',
];
