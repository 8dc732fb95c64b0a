// Google Business Profile returns a review not written in the owner's language as one `comment`:
// "(Translated by Google) <translation>\n\n(Original)\n<original>" (docs/google.md §B.1). We keep the
// translation as `text` and the customer's own words as `originalText` (names are matched there).

export interface SplitText {
  text: string | null;
  originalText: string | null;
}

const TRANSLATED = '(Translated by Google)';
const ORIGINAL = '(Original)';

export function splitTranslationEnvelope(comment: string | null | undefined): SplitText {
  const raw = comment?.trim() ?? '';
  if (raw === '') return { text: null, originalText: null };
  if (!raw.startsWith(TRANSLATED)) return { text: raw, originalText: null };
  const rest = raw.slice(TRANSLATED.length);
  const at = rest.indexOf(ORIGINAL);
  if (at < 0) return { text: rest.trim() || null, originalText: null };
  const translation = rest.slice(0, at).trim();
  const original = rest.slice(at + ORIGINAL.length).trim();
  return { text: translation || original || null, originalText: original || null };
}
