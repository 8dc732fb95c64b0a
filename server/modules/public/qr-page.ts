// /qr/{slug}: the employee holds up their phone and the customer scans it. White in every theme
// (a dark page gives scanners a poor, inverted code), the code as large as the screen allows,
// medium error correction so a scratched screen protector still scans. No touch is recorded:
// showing the code is not a visit.
import QRCode from 'qrcode';
import type { Language } from '@common/constants';
import { escapeHtml, renderDocument } from './page-layout';
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
  const label = escapeHtml(`QR: ${model.publicUrl}`);
  const labelledSvg = svg.trim().replace('<svg ', `<svg role="img" aria-label="${label}" `);
  return renderDocument({
    lang: model.lang,
    title: `${model.firstName} · ${model.businessName}`,
    variant: 'qr',
    body: `<h1>${escapeHtml(model.firstName)}</h1>
<p class="muted">${escapeHtml(model.businessName)}</p>
${labelledSvg}
<p>${TEXTS[model.lang].qrScan}</p>`,
    switchPath: model.switchPath,
  });
}
