// A printable A4 sheet of cut-out QR cards, 2 columns x 4 rows per page: the employee's name, the
// business name, the QR code of the public page and its URL in text (for people who type it).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { qrPng } from './qr';

const require = createRequire(import.meta.url);

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

// Names are printed as written: Đorđe, Čolić, Милица. The standard PDF fonts (Helvetica) only
// encode WinAnsi, which lacks č, ć, đ and Cyrillic, so the sheet embeds DejaVu Sans (Latin,
// Latin Extended and Cyrillic; the dejavu-fonts-ttf package), subset to the glyphs it uses: about
// 15 KB per sheet instead of 1.4 MB for the whole fonts.
const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

/** Read once per process, on the first sheet. */
function loadFontBytes() {
  fontBytes ??= Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      // Not cached: the next sheet tries again (a file briefly unreadable during a deploy).
      fontBytes = undefined;
      throw error;
    },
  );
  return fontBytes;
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

/** Text the font can draw: NFC, with characters it has no glyph for (CJK, most emoji) as '?'. */
export function pdfText(font: PDFFont, text: string): string {
  let supported = characterSets.get(font);
  if (!supported) characterSets.set(font, (supported = new Set(font.getCharacterSet())));
  return [...text.normalize('NFC')]
    .map((ch) => (supported.has(ch.codePointAt(0)!) ? ch : '?'))
    .join('');
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

/** DejaVu Sans and DejaVu Sans Bold in `pdf`, subset to the glyphs drawn when it is saved. */
export async function embedSheetFonts(pdf: PDFDocument): Promise<Fonts> {
  // Loaded on the first sheet, not at start-up: few requests ever print.
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  pdf.registerFontkit(fontkit);
  const bytes = await loadFontBytes();
  return {
    regular: await pdf.embedFont(bytes.regular, { subset: true }),
    bold: await pdf.embedFont(bytes.bold, { subset: true }),
  };
}

function drawCentered(
  page: PDFPage,
  font: PDFFont,
  raw: string,
  options: { size: number; centerX: number; y: number; gray: number },
) {
  const line = fit(font, pdfText(font, raw), options.size, CARD.width - 2 * PADDING);
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
  // The title is document metadata (UTF-16), not drawn text: any character goes.
  pdf.setTitle(`QR cards - ${businessName}`);
  pdf.setCreator('ReviewTrace');
  const fonts = await embedSheetFonts(pdf);
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
