// The words printed on a card, in the language chosen for the cards (docs/cards.md). They ask for
// a review and nothing more: no rating, no incentive (Google's review policy).
import type { Language } from '@common/constants';
import { cyrillicCopy } from '@common/cyrillic';

const LATIN: Record<'en' | 'sr', { callToAction: string }> = {
  en: { callToAction: 'Scan to leave a Google review' },
  sr: { callToAction: 'Skenirajte i ostavite Google recenziju' },
};

export const CARD_TEXTS: Record<Language, { callToAction: string }> = {
  ...LATIN,
  'sr-Cyrl': { ...cyrillicCopy(LATIN.sr) },
};
