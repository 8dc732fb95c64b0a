// Reads a QR code drawn as vector rectangles in a PDF page (the card sheet,
// server/modules/employees/qr-sheet.ts): the page's `re` operators inside a band of the page are
// painted onto a bitmap, which jsQR decodes as a phone camera would.
import jsQR from 'jsqr';
import { decodePDFRawStream, PDFArray, PDFRawStream, type PDFDocument } from 'pdf-lib';

const PIXELS_PER_POINT = 4;

function contentOf(pdf: PDFDocument, pageIndex: number): string {
  const node = pdf.getPage(pageIndex).node;
  const contents = node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => {
      const stream = ref instanceof PDFRawStream ? ref : pdf.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) return '';
      return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    })
    .join('\n');
}

/** The text of the QR code whose rectangles lie between `fromY` and `toY` (points from the bottom). */
export function decodePdfQr(pdf: PDFDocument, pageIndex: number, fromY = 0, toY = Infinity) {
  const rects = [
    ...contentOf(pdf, pageIndex).matchAll(/([\d.-]+) ([\d.-]+) ([\d.-]+) ([\d.-]+) re/g),
  ]
    .map((m) => m.slice(1, 5).map(Number) as [number, number, number, number])
    .filter(([, y, , h]) => y >= fromY && y + h <= toY);
  if (rects.length === 0) return undefined;
  const left = Math.min(...rects.map(([x]) => x));
  const bottom = Math.min(...rects.map(([, y]) => y));
  const right = Math.max(...rects.map(([x, , w]) => x + w));
  const top = Math.max(...rects.map(([, y, , h]) => y + h));
  const quiet = 10; // points of white around the code
  const width = Math.ceil((right - left + 2 * quiet) * PIXELS_PER_POINT);
  const height = Math.ceil((top - bottom + 2 * quiet) * PIXELS_PER_POINT);
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const [x, y, w, h] of rects) {
    const x0 = Math.round((x - left + quiet) * PIXELS_PER_POINT);
    const x1 = Math.round((x + w - left + quiet) * PIXELS_PER_POINT);
    // Bitmap rows go down from the top; PDF points go up from the bottom.
    const y0 = Math.round((top + quiet - (y + h)) * PIXELS_PER_POINT);
    const y1 = Math.round((top + quiet - y) * PIXELS_PER_POINT);
    for (let row = y0; row < y1; row++)
      for (let column = x0; column < x1; column++) {
        const at = (row * width + column) * 4;
        data[at] = data[at + 1] = data[at + 2] = 0;
      }
  }
  return jsQR(data, width, height)?.data;
}
