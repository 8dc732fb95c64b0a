// QR codes of our links: an employee's public page (the employees API, the printable card sheet,
// the public /qr/{slug} page) and a review request's link. Error correction M survives a scuffed or partly covered print;
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

/** Where the dark modules are, row by row, quiet zone included: for drawing the code as vectors. */
export function qrModules(url: string): {
  size: number;
  dark: (row: number, column: number) => boolean;
} {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: OPTIONS.errorCorrectionLevel });
  const quiet = OPTIONS.margin;
  const inner = modules.size;
  return {
    size: inner + 2 * quiet,
    dark: (row, column) => {
      const r = row - quiet;
      const c = column - quiet;
      return r >= 0 && c >= 0 && r < inner && c < inner && modules.get(r, c) === 1;
    },
  };
}
