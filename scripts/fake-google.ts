// `npm run fake-google`: the fake Google (OIDC issuer + Places + Business Profile) on fixed ports
// with the demo salon loaded, for demos and manual testing without a Google Cloud project.
import { DEMO_PLACE_ID, demoBusinessProfile } from '../test/fake-google/demo-data';
import { FAKE_PLACES_API_KEY, startFakeGoogle } from '../test/fake-google/index';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const placeId = process.env.FAKE_GOOGLE_PLACE_ID ?? DEMO_PLACE_ID;
const employeeNames = (
  process.env.FAKE_GOOGLE_EMPLOYEES ?? 'Milica Petrović,Marko Jovanović,Jelena Nikolić'
)
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

const fake = await startFakeGoogle({
  issuerPort: port('FAKE_GOOGLE_ISSUER_PORT', 4010),
  apiPort: port('FAKE_GOOGLE_API_PORT', 4011),
});
const accounts = demoBusinessProfile({ placeId, employeeNames });
fake.api.businessProfile.accounts = accounts;

// Places shows at most 5 reviews: the newest commented ones of the same salon.
const salon = accounts.flatMap((a) => a.locations).find((l) => l.placeId === placeId);
const placeReviews = (salon?.reviews ?? [])
  .filter((review) => review.comment !== undefined)
  .sort((a, b) => b.createTime.localeCompare(a.createTime))
  .slice(0, 5)
  .map((review) => ({
    reviewId: review.reviewId,
    rating: review.starRating,
    originalText: review.comment,
    originalLanguageCode: 'sr',
    authorName: review.displayName,
    authorPhotoUri: review.profilePhotoUrl,
    publishTime: review.createTime,
  }));
fake.api.places.set(placeId, {
  id: placeId,
  displayName: salon?.title ?? 'Frizerski salon Lepota',
  formattedAddress: 'Knez Mihailova 10, Beograd 11000, Srbija',
  reviews: placeReviews,
});

const env = Object.entries(fake.env).map(([key, value]) => `${key}=${value}`);
console.log(
  `Fake Google is running. Start the app against it with:\n\n  ${env.join(' ')} npm start\n`,
);
console.log(`Places API key: ${FAKE_PLACES_API_KEY}`);
console.log(`Place ID:       ${placeId}`);
console.log(`Employees:      ${employeeNames.join(', ')}\n\nCtrl+C stops it.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
