// An Excel workbook (.xlsx) of reviews: its first sheet read as a table, like a CSV. A date cell
// is Excel's wall-clock time, so it is handed on without a zone and read in the location's time.
import ExcelJS from 'exceljs';
import { foldHeader, type Table } from './table';

const pad = (n: number) => String(n).padStart(2, '0');

/** exceljs gives Excel's wall clock as the same fields of a UTC instant. */
const wallClock = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
  `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return wallClock(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value);
}

/** The first sheet of an .xlsx (a zip files.ts found `xl/workbook.xml` in); null if unreadable. */
export async function workbookTable(bytes: Uint8Array): Promise<Table | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const rows: { row: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value).trim();
    });
    rows.push({ row: number, cells });
  });
  const [header, ...rest] = rows;
  if (!header) return null;
  const headers = Array.from(header.cells, (h) => h ?? '');
  const keys = headers.map(foldHeader);
  return {
    headers,
    records: rest.map(({ row, cells }) => ({
      row,
      values: Object.fromEntries(keys.map((key, i) => [key, cells[i] ?? ''])),
    })),
  };
}
