// CSV for spreadsheets (RFC 4180): UTF-8 with a BOM (so Excel reads č ć š ž đ right), CRLF
// between records, and cells that could run as formulas neutralised. Review texts and author
// names come from the internet (docs/SECURITY.md): a cell starting with = + - @ TAB or CR would be
// evaluated by Excel, LibreOffice or Sheets, so it gets a leading apostrophe. Numbers stay
// numbers (a real -2 is a value, not a formula) and are never quoted.
import { stringify, type Stringifier } from 'csv-stringify';

export type Cell = string | number | boolean | Date | null | undefined;

/** How a file for people writes what is not a plain text (docs/exports.md). */
export interface CsvStyle {
  /** ';' where spreadsheets use the decimal comma (Serbian), else ','. */
  delimiter: string;
  yes: string;
  no: string;
  number: (value: number) => string;
  date: (value: Date) => string;
}

const FORMULA_START = /^[=+\-@\t\r]/;

function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A streaming CSV writer: write arrays of cells in header order, read bytes. */
export function csvWriter(header: readonly string[], style?: CsvStyle): Stringifier {
  return stringify({
    bom: true,
    header: true,
    columns: [...header],
    delimiter: style?.delimiter ?? ',',
    record_delimiter: '\r\n',
    // csv-stringify quotes a line break only when it equals the record delimiter; a bare LF or CR
    // inside a review text must be quoted too, or the file gains rows.
    quoted_match: /[\r\n]/,
    cast: {
      string: neutralise,
      boolean: (value) => (value ? (style?.yes ?? 'yes') : (style?.no ?? 'no')),
      ...(style
        ? {
            number: (value: number) => style.number(value),
            date: (value: Date) => style.date(value),
          }
        : {}),
    },
  });
}
