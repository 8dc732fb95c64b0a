// Addresses of one employee's API resources and of the files the server makes: QR codes as
// attachments (plain <a download> links, no fetch) and the printable sheet of QR cards.
import type { Language } from '@common/constants';
import type { CardSize } from '@common/schemas/employees';

export const EMPLOYEES_PATH = '/api/employees';

export const employeePath = (id: string) => `${EMPLOYEES_PATH}/${encodeURIComponent(id)}`;

export type QrFormat = 'png' | 'svg';

export const qrDownloadPath = (id: string, format: QrFormat) =>
  `${employeePath(id)}/qr.${format}?download=1`;

export interface SheetOptions {
  ids?: readonly string[];
  /** The language of the printed words. */
  lang?: Language;
  /** a4: a sheet of 8 cut-out cards; a6: one table tent per employee. */
  size?: CardSize;
  /** One location's cards (its id): the codes carry ?l= and the sheet holds its staff. */
  location?: string;
}

/** PDF of QR cards; without ids, every active employee's card. */
export function qrSheetPath(options: SheetOptions = {}): string {
  const base = `${EMPLOYEES_PATH}/qr-sheet.pdf`;
  const query = new URLSearchParams();
  if (options.ids && options.ids.length > 0) query.set('ids', options.ids.join(','));
  if (options.lang) query.set('lang', options.lang);
  if (options.size) query.set('size', options.size);
  if (options.location) query.set('location', options.location);
  const text = query.toString().replaceAll('%2C', ',');
  return text ? `${base}?${text}` : base;
}
