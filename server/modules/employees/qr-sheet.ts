// A printable A4 sheet of cut-out QR cards, 2 columns x 4 rows per page: the employee's name, the
// business name, the QR code of the public page and its URL in text (for people who type it).
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { qrPng } from './qr';

export interface QrCard {
  name: string;
  url: string;
}

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const COLUMNS = 2;
const ROWS = 4;
export const CARDS_PER_PAGE = COLUMNS * ROWS;
// Most office printers cannot print to the edge; the cut lines must land on paper.
const MARGIN = 24;
const CARD = {
  width: (PAGE.width - 2 * MARGIN) / COLUMNS,
  height: (PAGE.height - 2 * MARGIN) / ROWS,
};
const QR_SIZE = 118;
const PADDING = 14;
// 512 px is over 300 dpi at the printed size while keeping a 200-card sheet small.
const QR_PIXELS = 512;

// The standard PDF fonts (Helvetica) only encode WinAnsi, which lacks č, ć and đ (and Cyrillic):
// drawing them throws. Serbian names are folded to ASCII the way people write them without
// diacritics (đ -> dj); embedding a Unicode font would add a font file and ~100 KB per sheet.
// prettier-ignore
const FOLDS: Record<string, string> = {
  č: 'c', ć: 'c', š: 's', ž: 'z', đ: 'dj',
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'dj', е: 'e', ж: 'z', з: 'z', и: 'i', ј: 'j',
  к: 'k', л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't',
  ћ: 'c', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'c', џ: 'dz', ш: 's',
};

/** Text Helvetica can draw: Serbian letters folded (Đ -> Dj), anything else unknown -> '?'. */
export function pdfText(text: string): string {
  const folded = [...text.normalize('NFC')]
    .map((ch) => {
      const lower = ch.toLowerCase();
      const fold = FOLDS[lower];
      if (fold === undefined) return ch;
      return ch === lower ? fold : fold.charAt(0).toUpperCase() + fold.slice(1);
    })
    .join('');
  return folded
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');
}

/** Shrinks the text down to minSize to fit maxWidth, then cuts it with an ellipsis. */
function fit(font: PDFFont, text: string, size: number, maxWidth: number, minSize = 7) {
  const widthAt = (shown: string, at: number) => font.widthOfTextAtSize(shown, at);
  let current = size;
  while (current > minSize && widthAt(text, current) > maxWidth) current -= 0.5;
  let shown = text;
  for (let keep = text.length - 1; keep > 0 && widthAt(shown, current) > maxWidth; keep--) {
    shown = `${text.slice(0, keep).trimEnd()}...`;
  }
  return { text: shown, size: current, width: widthAt(shown, current) };
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

function drawCentered(
  page: PDFPage,
  font: PDFFont,
  raw: string,
  options: { size: number; centerX: number; y: number; gray: number },
) {
  const line = fit(font, pdfText(raw), options.size, CARD.width - 2 * PADDING);
  page.drawText(line.text, {
    x: options.centerX - line.width / 2,
    y: options.y,
    size: line.size,
    font,
    color: rgb(options.gray, options.gray, options.gray),
  });
}

// Full-length lines from edge to edge, so a guillotine cut follows one line across the sheet.
function drawCutLines(page: PDFPage) {
  const style = { thickness: 0.5, color: rgb(0.8, 0.8, 0.8), dashArray: [4, 4] };
  for (let c = 0; c <= COLUMNS; c++) {
    const x = MARGIN + c * CARD.width;
    page.drawLine({ start: { x, y: 0 }, end: { x, y: PAGE.height }, ...style });
  }
  for (let r = 0; r <= ROWS; r++) {
    const y = MARGIN + r * CARD.height;
    page.drawLine({ start: { x: 0, y }, end: { x: PAGE.width, y }, ...style });
  }
}

async function drawCard(
  pdf: PDFDocument,
  page: PDFPage,
  fonts: Fonts,
  card: QrCard & { businessName: string },
  slot: number,
) {
  const column = slot % COLUMNS;
  const row = Math.floor(slot / COLUMNS);
  const left = MARGIN + column * CARD.width;
  const top = PAGE.height - MARGIN - row * CARD.height;
  const centerX = left + CARD.width / 2;

  drawCentered(page, fonts.bold, card.name, { size: 14, centerX, y: top - PADDING - 12, gray: 0 });
  drawCentered(page, fonts.regular, card.businessName, {
    size: 9,
    centerX,
    y: top - PADDING - 27,
    gray: 0.35,
  });
  const image = await pdf.embedPng(await qrPng(card.url, QR_PIXELS));
  page.drawImage(image, {
    x: centerX - QR_SIZE / 2,
    y: top - PADDING - 36 - QR_SIZE,
    width: QR_SIZE,
    height: QR_SIZE,
  });
  drawCentered(page, fonts.regular, card.url, {
    size: 8,
    centerX,
    y: top - CARD.height + PADDING,
    gray: 0.2,
  });
}

/** The sheet as PDF bytes; one page per 8 cards, in the order given. */
export async function buildQrSheet(cards: QrCard[], businessName: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(pdfText(`QR cards - ${businessName}`));
  pdf.setCreator('ReviewTrace');
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  let page: PDFPage | undefined;
  for (const [index, card] of cards.entries()) {
    const slot = index % CARDS_PER_PAGE;
    if (slot === 0) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      drawCutLines(page);
    }
    await drawCard(pdf, page!, fonts, { ...card, businessName }, slot);
  }
  return pdf.save();
}
