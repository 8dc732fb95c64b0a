// Text in the printable PDFs: names are printed as written (Đorđe, Čolić, Милица) in an embedded
// font, shrunk or cut to fit their box.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);

// Names are printed as written: Đorđe, Čolić, Милица. The standard PDF fonts (Helvetica) only
// encode WinAnsi, which lacks č, ć, đ and Cyrillic, so the sheet embeds DejaVu Sans (Latin,
// Latin Extended and Cyrillic; the dejavu-fonts-ttf package), subset to the glyphs it uses: about
// 15 KB per sheet instead of 1.4 MB for the whole fonts.
export const FONT_FILES = {
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
export function fit(font: PDFFont, text: string, size: number, maxWidth: number, minSize = 7) {
  const widthAt = (shown: string, at: number) => font.widthOfTextAtSize(shown, at);
  let current = size;
  while (current > minSize && widthAt(text, current) > maxWidth) current -= 0.5;
  let shown = text;
  for (let keep = text.length - 1; keep > 0 && widthAt(shown, current) > maxWidth; keep--) {
    shown = `${text.slice(0, keep).trimEnd()}...`;
  }
  return { text: shown, size: current, width: widthAt(shown, current) };
}

export interface Fonts {
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
