// Downloaded QR images carry the employee's name under the code, and their files are named after
// the employee (docs/cards.md): five downloads must not look alike. The label is drawn by resvg
// from an SVG, in the same DejaVu Sans as the printed cards, so names are written as they are.
import { markup, trusted } from '../../lib/html';
import { slugBase } from '../../lib/slug';
import { FONT_FILES } from './pdf-text';
import { qrPng } from '../../lib/qr';

const QR_SIZE = 1024;
const LABEL_HEIGHT = 170;

/** A file name: an ASCII one for every client, and the name as written for those that read it. */
export function fileNameFor(name: string, tail: string) {
  return { ascii: `qr-${slugBase(name) || 'employee'}${tail}`, utf8: `qr-${name}${tail}` };
}

/** Content-Disposition with both names (RFC 6266 / RFC 5987); `utf8` null: the ASCII one only. */
export function contentDisposition(
  kind: 'inline' | 'attachment',
  name: { ascii: string; utf8: string | null },
) {
  const plain = `${kind}; filename="${name.ascii}"`;
  if (!name.utf8 || name.utf8 === name.ascii) return plain;
  return `${plain}; filename*=UTF-8''${encodeURIComponent(name.utf8)}`;
}

/** A font size at which `text` fits `width` (DejaVu Sans averages about 0.6 em per character). */
const sizeToFit = (text: string, largest: number, width: number, em: number) =>
  Math.max(16, Math.min(largest, Math.floor(width / (em * Math.max(1, [...text].length)))));

function labelledSvg(qrDataUri: string, name: string, businessName: string) {
  const width = QR_SIZE;
  const nameSize = sizeToFit(name, 64, width - 80, 0.66);
  const businessSize = sizeToFit(businessName, 38, width - 80, 0.6);
  const height = QR_SIZE + LABEL_HEIGHT;
  return markup`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#ffffff"/>
<image href="${trusted(qrDataUri)}" x="0" y="0" width="${QR_SIZE}" height="${QR_SIZE}"/>
<text x="${width / 2}" y="${QR_SIZE + 62}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${nameSize}" fill="#000000">${name}</text>
<text x="${width / 2}" y="${QR_SIZE + 128}" text-anchor="middle" font-family="DejaVu Sans" font-size="${businessSize}" fill="#555555">${businessName}</text>
</svg>`.markup;
}

/** The QR code with the employee's name and the business under it, as an SVG document. */
export async function labelledQrSvg(url: string, name: string, businessName: string) {
  const png = await qrPng(url, QR_SIZE);
  return labelledSvg(`data:image/png;base64,${png.toString('base64')}`, name, businessName);
}

/** The same, rendered to PNG with the embedded fonts (no system fonts are consulted). */
export async function labelledQrPng(url: string, name: string, businessName: string) {
  const { Resvg } = await import('@resvg/resvg-js');
  const svg = await labelledQrSvg(url, name, businessName);
  const rendered = new Resvg(svg, {
    font: {
      fontFiles: [FONT_FILES.regular, FONT_FILES.bold],
      loadSystemFonts: false,
      defaultFontFamily: 'DejaVu Sans',
    },
  }).render();
  return rendered.asPng();
}
