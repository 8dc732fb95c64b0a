// Addresses of one employee's API resources and of the files the server makes: QR codes as
// attachments (plain <a download> links, no fetch) and the printable sheet of QR cards.

export const EMPLOYEES_PATH = '/api/employees';

export const employeePath = (id: string) => `${EMPLOYEES_PATH}/${encodeURIComponent(id)}`;

export type QrFormat = 'png' | 'svg';

export const qrDownloadPath = (id: string, format: QrFormat) =>
  `${employeePath(id)}/qr.${format}?download=1`;

/** A4 PDF of QR cards; without ids, every active employee's card. */
export function qrSheetPath(ids?: readonly string[]): string {
  const base = `${EMPLOYEES_PATH}/qr-sheet.pdf`;
  return ids && ids.length > 0 ? `${base}?ids=${ids.map(encodeURIComponent).join(',')}` : base;
}
