// CSV for spreadsheets (RFC 4180): UTF-8 with a BOM (so Excel reads č ć š ž đ right), CRLF
// between records, and cells that could run as formulas neutralised. Review texts and author
// names come from the internet (DESIGN §6): a cell starting with = + - @ TAB or CR would be
// evaluated by Excel, LibreOffice or Sheets, so it gets a leading apostrophe. Numbers stay
// numbers (a real -2 is a value, not a formula) and are never quoted.
import { stringify, type Stringifier } from 'csv-stringify';

export type Cell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A streaming CSV writer: write arrays of cells in header order, read bytes. */
export function csvWriter(header: readonly string[]): Stringifier {
  return stringify({
    bom: true,
    header: true,
    columns: [...header],
    record_delimiter: '\r\n',
    // csv-stringify quotes a line break only when it equals the record delimiter; a bare LF or CR
    // inside a review text must be quoted too, or the file gains rows.
    quoted_match: /[\r\n]/,
    cast: {
      string: neutralise,
      boolean: (value) => (value ? 'yes' : 'no'),
    },
  });
}
