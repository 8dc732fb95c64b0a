// Printable QR cards (docs/cards.md), each with the call to action, the QR code of the employee's
// public page, their name, the business and the URL in text (for people who type it):
// - a4: an A4 sheet of 8 cut-out cards, 2 columns x 4 rows, with cut lines;
// - a6: one A6 table tent per employee, folded across the middle; the upper half is drawn upside
//   down, so the standing tent reads the same from both sides of the counter.
import {
  degrees,
  fill,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingGrayscaleColor,
  type PDFPage,
} from 'pdf-lib';
import type { Language } from '@common/constants';
import { CARD_TEXTS } from './card-texts';
import { embedSheetFonts, fit, pdfText, type Fonts } from './pdf-text';
import { qrModules } from '../../lib/qr';

export { embedSheetFonts, pdfText };

export interface QrCard {
  name: string;
  url: string;
}

export type CardSize = 'a4' | 'a6';

const A4 = { width: 595.28, height: 841.89 };
const A6 = { width: 297.64, height: 419.53 };
const COLUMNS = 2;
const ROWS = 4;
const CARDS_PER_PAGE = COLUMNS * ROWS;
// Most office printers cannot print to the edge; the cut lines must land on paper.
const MARGIN = 24;
const A4_CARD = {
  width: (A4.width - 2 * MARGIN) / COLUMNS,
  height: (A4.height - 2 * MARGIN) / ROWS,
};
const HALF_A6 = { width: A6.width, height: A6.height / 2 };
const PADDING = 12;

/** Where a card is drawn: its box, and whether it is upside down (the tent's far side). */
interface Frame {
  page: PDFPage;
  left: number;
  bottom: number;
  width: number;
  height: number;
  upsideDown: boolean;
}

interface CardContent extends QrCard {
  businessName: string;
  callToAction: string;
  qr: ReturnType<typeof qrModules>;
}

/**
 * The code as filled rectangles, one per run of dark modules in a row: sharp at any printer's
 * resolution, and a 200-card sheet takes milliseconds instead of encoding 200 images.
 */
function drawQr(frame: Frame, qr: CardContent['qr'], x: number, y: number, size: number) {
  const unit = size / qr.size;
  const operators = [pushGraphicsState(), setFillingGrayscaleColor(0)];
  for (let row = 0; row < qr.size; row++) {
    for (let column = 0; column < qr.size; column++) {
      if (!qr.dark(row, column)) continue;
      let end = column;
      while (end + 1 < qr.size && qr.dark(row, end + 1)) end++;
      // Card coordinates grow upwards; the code's rows go down from its top.
      const left = x + column * unit;
      const bottom = y + size - (row + 1) * unit;
      const a = at(frame, left, bottom);
      const b = at(frame, left + (end - column + 1) * unit, bottom + unit);
      operators.push(
        rectangle(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.abs(b.x - a.x), Math.abs(b.y - a.y)),
      );
      column = end;
    }
  }
  operators.push(fill(), popGraphicsState());
  frame.page.pushOperators(...operators);
}

/** A point of the card (from its bottom-left corner) on the page, turned with the frame. */
function at(frame: Frame, x: number, y: number) {
  return frame.upsideDown
    ? { x: frame.left + frame.width - x, y: frame.bottom + frame.height - y }
    : { x: frame.left + x, y: frame.bottom + y };
}

function line(
  frame: Frame,
  fonts: Fonts,
  raw: string,
  options: { bold?: boolean; size: number; y: number; gray: number },
) {
  const font = options.bold ? fonts.bold : fonts.regular;
  const shown = fit(font, pdfText(font, raw), options.size, frame.width - 2 * PADDING);
  frame.page.drawText(shown.text, {
    ...at(frame, (frame.width - shown.width) / 2, options.y),
    size: shown.size,
    font,
    color: rgb(options.gray, options.gray, options.gray),
    rotate: degrees(frame.upsideDown ? 180 : 0),
  });
}

/** The card's content, top to bottom, in a box of any size from A4's cell to half an A6. */
function drawCard(frame: Frame, fonts: Fonts, card: CardContent) {
  const top = frame.height - PADDING;
  const qrSize = Math.min(frame.height - 90, frame.width - 2 * PADDING, 130);
  line(frame, fonts, card.callToAction, { bold: true, size: 12, y: top - 11, gray: 0.1 });
  const qrTop = top - 18;
  drawQr(frame, card.qr, (frame.width - qrSize) / 2, qrTop - qrSize, qrSize);
  line(frame, fonts, card.name, { bold: true, size: 13, y: qrTop - qrSize - 15, gray: 0 });
  line(frame, fonts, card.businessName, { size: 9, y: qrTop - qrSize - 28, gray: 0.35 });
  line(frame, fonts, card.url, { size: 7, y: PADDING - 2, gray: 0.3 });
}

const DASHED = { thickness: 0.5, color: rgb(0.8, 0.8, 0.8), dashArray: [4, 4] };

// Full-length lines from edge to edge, so a guillotine cut follows one line across the sheet.
function drawCutLines(page: PDFPage) {
  for (let c = 0; c <= COLUMNS; c++) {
    const x = MARGIN + c * A4_CARD.width;
    page.drawLine({ start: { x, y: 0 }, end: { x, y: A4.height }, ...DASHED });
  }
  for (let r = 0; r <= ROWS; r++) {
    const y = MARGIN + r * A4_CARD.height;
    page.drawLine({ start: { x: 0, y }, end: { x: A4.width, y }, ...DASHED });
  }
}

function a4Frame(page: PDFPage, slot: number): Frame {
  const column = slot % COLUMNS;
  const row = Math.floor(slot / COLUMNS);
  return {
    page,
    left: MARGIN + column * A4_CARD.width,
    bottom: A4.height - MARGIN - (row + 1) * A4_CARD.height,
    ...A4_CARD,
    upsideDown: false,
  };
}

/**
 * The cards as PDF bytes, in the order given, in the language chosen for them: `a4` one page per
 * 8 cards, `a6` one tent per page.
 */
export async function buildQrSheet(
  cards: QrCard[],
  businessName: string,
  options: { size: CardSize; lang: Language },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  // The title is document metadata (UTF-16), not drawn text: any character goes.
  pdf.setTitle(`QR cards - ${businessName}`);
  pdf.setCreator('ReviewTrace');
  pdf.setLanguage(options.lang);
  const fonts = await embedSheetFonts(pdf);
  const texts = CARD_TEXTS[options.lang];
  let page: PDFPage | undefined;
  for (const [index, card] of cards.entries()) {
    const content = {
      ...card,
      businessName,
      callToAction: texts.callToAction,
      qr: qrModules(card.url),
    };
    if (options.size === 'a6') {
      page = pdf.addPage([A6.width, A6.height]);
      const fold = HALF_A6.height;
      page.drawLine({ start: { x: 0, y: fold }, end: { x: A6.width, y: fold }, ...DASHED });
      for (const upsideDown of [false, true])
        drawCard(
          { page, left: 0, bottom: upsideDown ? fold : 0, ...HALF_A6, upsideDown },
          fonts,
          content,
        );
      continue;
    }
    const slot = index % CARDS_PER_PAGE;
    if (slot === 0) {
      page = pdf.addPage([A4.width, A4.height]);
      drawCutLines(page);
    }
    drawCard(a4Frame(page!, slot), fonts, content);
  }
  return pdf.save();
}
