// Why someone is offered in the attribution dialog, in the reader's words: the review names them,
// a customer went to Google from their card, or the reviewer said it was them.
import type { TFunction } from 'i18next';
import type { CandidateBasis } from '@common/attribution-evidence';

export function basisText(t: TFunction, basis: CandidateBasis): string {
  switch (basis.kind) {
    case 'named':
      return t('reviews.attribution.basis.named', { word: basis.word });
    case 'clickout':
      return t('reviews.attribution.basis.clickout', {
        minutes: Math.max(0, Math.round(basis.minutesBefore)),
      });
    case 'confirmed':
      return t('reviews.attribution.basis.confirmed', { name: basis.reviewerName });
    case 'claimed':
      return t('reviews.attribution.basis.claimed', { name: basis.reviewerName });
    case 'requested':
      return t('reviews.attribution.basis.requested', {
        name: basis.customerName,
        count: Math.max(0, Math.round(basis.daysBefore)),
      });
    case 'visited':
      return t('reviews.attribution.basis.visited', {
        name: basis.customerName,
        count: Math.max(0, Math.round(basis.daysBefore)),
      });
  }
}
