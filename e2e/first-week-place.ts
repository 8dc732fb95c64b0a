// The Google place of the first week's journey (e2e/first-week.e2e.ts), served by the fake
// Places API: a salon with five reviews from before it joined ReviewTrace.
import type { FakePlace } from '../test/fake-google/index';

const review = (n: number, rating: number, authorName: string, text: string, day: string) => ({
  reviewId: `first-week-${n}`,
  rating,
  authorName,
  originalText: text,
  originalLanguageCode: 'sr',
  publishTime: `${day}T10:00:00Z`,
});

export const FIRST_WEEK_PLACE: FakePlace = {
  id: 'ChIJFirstWeekSalonNoviBeograd01',
  displayName: 'Salon Prvi Korak',
  formattedAddress: 'Bulevar Mihajla Pupina 10, Beograd',
  reviews: [
    review(1, 5, 'Jelena S.', 'Divno šišanje, sve preporuke!', '2026-03-02'),
    review(2, 4, 'Marko P.', 'Brzo i ljubazno.', '2026-04-11'),
    review(3, 2, 'Ivana K.', 'Dugo sam čekala na red.', '2026-05-20'),
    review(4, 5, 'Nemanja R.', 'Odlična usluga.', '2026-07-08'),
    review(5, 5, 'Sara T.', 'Vraćam se opet.', '2026-09-15'),
  ],
};
