// A table read from a file a person exported (a CSV from any spreadsheet or tool, an Excel sheet):
// its header names as written, and each record's cells under the folded header names, so "Review
// ID", review_id and reviewId are one column. Shared by the review import and the visits import.
import Papa from 'papaparse';

export const foldHeader = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_.-]+/g, '');

/** A table: folded header names and the records under them, each with its row number. */
export interface Table {
  headers: string[];
  records: { row: number; values: Record<string, string> }[];
}

/** A CSV's text as a table. The delimiter is Papa Parse's guess, or Excel's `sep=` line. */
export function csvTable(content: string): Table | null {
  let body = content;
  let delimiter = '';
  const sep = /^sep=(.)\r?\n/i.exec(body);
  if (sep) {
    delimiter = sep[1]!;
    body = body.slice(sep[0].length);
  }
  const result = Papa.parse<string[]>(body, {
    delimiter,
    delimitersToGuess: [',', ';', '\t', '|'],
    skipEmptyLines: 'greedy',
  });
  const [header, ...rest] = result.data;
  if (!header || header.length < 2) return null;
  const headers = header.map(foldHeader);
  const offset = sep ? 2 : 1;
  return {
    headers: header.map((h) => h.replace(/^\uFEFF/, '').trim()),
    records: rest.map((cells, i) => ({
      row: i + 1 + offset,
      values: Object.fromEntries(headers.map((h, c) => [h, (cells[c] ?? '').trim()])),
    })),
  };
}
