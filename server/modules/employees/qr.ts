// QR codes of an employee's public page, shared by the employees API, the printable card sheet
// and the public /qr/{slug} page. Error correction M survives a scuffed or partly covered print;
// a 2-module quiet zone is enough for phone cameras and keeps the code large on small cards.
import QRCode from 'qrcode';

const OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

/** A PNG of the QR code; 1024 px wide by default, big enough for a poster. */
export function qrPng(url: string, width = 1024): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...OPTIONS, type: 'png', width });
}

/** A resolution-independent SVG document of the QR code. */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...OPTIONS, type: 'svg' });
}
