// Business Profile returns a review written in another language than the owner's as one `comment`
// holding both texts around Google's marker (docs/google.md "Translation envelope"), in one of two
// shapes and with the marker in the account's language:
//   "<original>\n\n(Translated by Google)\n<translation>"            (newest captures)
//   "(Translated by Google) <translation>\n\n(Original)\n<original>" (older captures)
// We keep the customer's own words as `originalText` (names are matched there) and the translation
// as `text`, without the markers. A text without a Google marker is returned as it is, so a
// customer writing "(original)" in a review never has it cut.

export interface SplitText {
  text: string | null;
  originalText: string | null;
}

/**
 * Google's marker: a short parenthesised phrase naming Google ("(Translated by Google)", "(Preveo
 * Google)", "(Übersetzt von Google)", "(Traduit par Google)", "(Переведено Google)"), at the start
 * of the comment or of a line.
 */
const TRANSLATED = /(?:^|\n)[ \t]*\((?=[^()\n]{0,60}\bGoogle\b)[^()\n]{1,80}\)[ \t]*(?:\n|$| )/u;

/**
 * The label in front of the original in the older shape: a short parenthesised line without
 * Google's name ("(Original)", "(Izvornik)", "(Оригинал)", "(Texto original)"), after a blank line.
 */
const ORIGINAL_LABEL = /\n[ \t]*\n[ \t]*\((?![^()\n]*\bGoogle\b)[^()\n\d]{2,40}\)[ \t]*\n/gu;

/** "(Original)" on the first line of the newest shape's original part, if Google wrote one. */
const LEADING_LABEL = /^\((?![^()\n]*\bGoogle\b)[^()\n\d]{2,40}\)[ \t]*\n/u;

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

function translationFirst(afterMarker: string): SplitText {
  const labels = [...afterMarker.matchAll(ORIGINAL_LABEL)];
  const label = labels.at(-1);
  if (label?.index === undefined) return { text: orNull(afterMarker), originalText: null };
  const translation = orNull(afterMarker.slice(0, label.index));
  const original = orNull(afterMarker.slice(label.index + label[0].length));
  return { text: translation ?? original, originalText: original };
}

export function splitTranslationEnvelope(comment: string | null | undefined): SplitText {
  const raw = comment?.replace(/\r\n?/g, '\n').trim() ?? '';
  if (raw === '') return { text: null, originalText: null };
  const marker = TRANSLATED.exec(raw);
  if (marker === null) return { text: raw, originalText: null };
  const after = raw.slice(marker.index + marker[0].length);
  if (raw.slice(0, marker.index).trim() === '') return translationFirst(after);
  const original = orNull(raw.slice(0, marker.index).replace(LEADING_LABEL, ''));
  const translation = orNull(after);
  return { text: translation ?? original, originalText: original };
}

/**
 * An owner's reply as Business Profile reads it back: the owner's own words, with any translation
 * Google appended (either shape) left out.
 */
export function replyOriginal(comment: string | null | undefined): string | null {
  const { text, originalText } = splitTranslationEnvelope(comment);
  return originalText ?? text;
}
