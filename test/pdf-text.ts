// The text of a PDF as a reader would extract it: every string a page shows (Tj), decoded through
// the ToUnicode map of the font it is shown in. Enough for the PDFs pdf-lib writes with embedded
// fonts (two-byte glyph ids, one bfchar line per glyph), which is what our QR sheet is.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFName,
  PDFRawStream,
  type PDFDocument,
  type PDFPage,
} from 'pdf-lib';

const decoded = (stream: PDFRawStream) =>
  Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');

function fontMaps(pdf: PDFDocument, page: PDFPage): Map<string, Map<string, string>> {
  const maps = new Map<string, Map<string, string>>();
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = pdf.context.lookup(ref, PDFDict);
    const cmap = pdf.context.lookup(font.get(PDFName.of('ToUnicode')));
    if (!(cmap instanceof PDFRawStream)) continue;
    const glyphs = new Map<string, string>();
    for (const [, glyph, unicode] of decoded(cmap).matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>/gi)) {
      const units = unicode!.match(/.{4}/g)!.map((hex) => parseInt(hex, 16));
      glyphs.set(glyph!.toLowerCase(), String.fromCharCode(...units));
    }
    maps.set(name.toString(), glyphs);
  }
  return maps;
}

function contentStreams(pdf: PDFDocument, page: PDFPage): string[] {
  const contents = pdf.context.lookup(page.node.get(PDFName.of('Contents')));
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  return streams.flatMap((item) => {
    const stream = item instanceof PDFRawStream ? item : pdf.context.lookup(item as never);
    return stream instanceof PDFRawStream ? [decoded(stream)] : [];
  });
}

/** Each shown string of each page, in drawing order. */
export function pdfShownText(pdf: PDFDocument): string[] {
  return pdf.getPages().flatMap((page) => {
    const maps = fontMaps(pdf, page);
    const shown: string[] = [];
    for (const content of contentStreams(pdf, page)) {
      let glyphs: Map<string, string> | undefined;
      for (const [, font, hex] of content.matchAll(/(\/\S+)\s+[\d.]+\s+Tf|<([0-9a-f]*)>\s*Tj/gi)) {
        if (font) glyphs = maps.get(font);
        else if (hex !== undefined && glyphs) {
          const ids = hex.toLowerCase().match(/.{4}/g) ?? [];
          shown.push(ids.map((id) => glyphs!.get(id) ?? '\ufffd').join(''));
        }
      }
    }
    return shown;
  });
}
