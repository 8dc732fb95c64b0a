// The Excel workbook of an export (docs/exports.md): one sheet, typed cells (times as dates,
// ratings and figures as numbers), a frozen header row and widths that fit. Built with exceljs's
// streaming writer, so rows leave as they are read. Texts are stored as text cells, never as
// formulas, so a review starting with "=" is shown, not run.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { fitCell, type Cell } from './csv';

export interface XlsxStyle {
  sheetName: string;
  /** Column widths in characters, in header order (the streaming writer sets them up front). */
  widths: readonly number[];
  /** Excel's number format for times ("dd.mm.yyyy hh:mm"). */
  dateFormat: string;
  yes: string;
  no: string;
}

/** Writes the rows into a workbook; the returned stream carries the file's bytes. */
export function xlsxStream(
  header: readonly string[],
  rows: AsyncIterable<Cell[]>,
  style: XlsxStyle,
): NodeJS.ReadableStream {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(style.sheetName, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = header.map((title, index) => ({
    header: title,
    width: Math.max(style.widths[index] ?? 12, title.length + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  void (async () => {
    for await (const cells of rows) {
      const values = cells.map((cell) =>
        cell === undefined
          ? null
          : typeof cell === 'boolean'
            ? cell
              ? style.yes
              : style.no
            : typeof cell === 'string'
              ? fitCell(cell)
              : cell,
      );
      const row = sheet.addRow(values);
      cells.forEach((cell, index) => {
        if (cell instanceof Date) row.getCell(index + 1).numFmt = style.dateFormat;
      });
      row.commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
