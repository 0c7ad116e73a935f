import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * What a PDF viewer shows of a file: PDF.js (Firefox's viewer) opens it, or throws as a viewer would refuse it;
 * the answer is its page count and each page's text, one line per row of text.
 */
export async function readPdf(bytes: Uint8Array) {
  const document = await getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[][] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const rows = new Map<number, string[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5] as number);
      rows.set(y, [...(rows.get(y) ?? []), item.str]);
    }
    pages.push([...rows.entries()].sort(([a], [b]) => b - a).map(([, parts]) => parts.join(' ')));
  }
  await document.destroy();
  return { pageCount: document.numPages, lines: pages.flat() };
}
