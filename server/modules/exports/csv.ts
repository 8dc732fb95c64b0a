// CSV for spreadsheets (RFC 4180): UTF-8 with a BOM (so Excel reads č ć š ž đ right), CRLF
// between records, and cells that could run as formulas neutralised. Review texts and author
// names come from the internet (docs/SECURITY.md): a cell starting with = + - @ TAB or CR, or
// their full-width forms (＝ ＋ － ＠, which spreadsheets may read as the ASCII ones), would be
// evaluated by Excel, LibreOffice or Sheets, so it gets a leading apostrophe. Numbers stay
// numbers (a real -2 is a value, not a formula) and are never quoted. A text longer than Excel's
// cell limit is cut to it, in both files: Excel would split the cell or repair the workbook.
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

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** The most characters one spreadsheet cell holds (Excel's limit). */
export const CELL_MAX_LENGTH = 32_767;

/** A text as long as a cell may be: cut with an ellipsis, never inside a surrogate pair. */
export function fitCell(value: string, room = CELL_MAX_LENGTH): string {
  if (value.length <= room) return value;
  const kept = Array.from(value.slice(0, room - 1));
  if (kept.at(-1)?.length === 1 && /[\uD800-\uDBFF]/.test(kept.at(-1)!)) kept.pop();
  return `${kept.join('')}…`;
}

export function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${fitCell(value, CELL_MAX_LENGTH - 1)}` : fitCell(value);
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
