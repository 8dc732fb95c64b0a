// The words printed on a card, in the language chosen for the cards (docs/cards.md). They ask for
// a review and nothing more: no rating, no incentive (Google's review policy).
import type { Language } from '@common/constants';

export const CARD_TEXTS: Record<Language, { callToAction: string }> = {
  en: { callToAction: 'Scan to leave a Google review' },
  sr: { callToAction: 'Skenirajte i ostavite Google recenziju' },
};
