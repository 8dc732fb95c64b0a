// /qr/{slug}: the employee holds up their phone and the customer scans it. White in every theme
// (a dark page gives scanners a poor, inverted code), the code as large as the screen allows,
// medium error correction so a scratched screen protector still scans. No touch is recorded:
// showing the code is not a visit.
import QRCode from 'qrcode';
import type { Language } from '@common/constants';
import { markup, trusted } from '../../lib/html';
import { renderDocument } from './page-layout';
import { TEXTS } from './public-texts';

export interface QrPageModel {
  lang: Language;
  slug: string;
  /** Absolute URL of the public page: what the code encodes. */
  publicUrl: string;
  businessName: string;
  firstName: string;
  switchPath: string;
}

export const QR_OPTIONS = { type: 'svg', errorCorrectionLevel: 'M', margin: 2 } as const;

export async function renderQrPage(model: QrPageModel): Promise<string> {
  const svg = await QRCode.toString(model.publicUrl, QR_OPTIONS);
  const label = markup`<svg role="img" aria-label="${`QR: ${model.publicUrl}`}" `.markup;
  // The qrcode library's own SVG: made from the URL's bits, no text of anyone's in it.
  const labelledSvg = trusted(svg.trim().replace('<svg ', label));
  return renderDocument({
    lang: model.lang,
    title: `${model.firstName} · ${model.businessName}`,
    variant: 'qr',
    body: markup`<h1>${model.firstName}</h1>
<p class="muted">${model.businessName}</p>
${labelledSvg}
<p>${TEXTS[model.lang].qrScan}</p>`,
    switchPath: model.switchPath,
  });
}
