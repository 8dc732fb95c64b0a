// Addresses of the files the server makes for employees: QR codes as attachments (plain
// <a download> links, no fetch) and the printable sheet of QR cards.
import { qrApi } from '@common/api/qr';
import type { Language } from '@common/constants';
import type { CardSize } from '@common/schemas/employees';
import { hrefOf } from '../../../lib/api-client';

export type QrFormat = 'png' | 'svg';

export const qrDownloadPath = (id: string, format: QrFormat) =>
  hrefOf(qrApi[format], { params: { id }, query: { download: '1' } });

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
  const { ids, lang, size, location } = options;
  return hrefOf(qrApi.sheet, {
    query: { ids: ids && ids.length > 0 ? ids.join(',') : undefined, lang, size, location },
  });
}
