// One business, two ways in (docs/import.md "The same review under two ids"): it starts with a
// Places key (the five newest reviews, under Places ids), then connects Business Profile, which
// names the same reviews with its own ids and sends older ones too. Each review is stored once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, reviews } from '../../db/schema';
import { signUpManager } from '../../../test/auth-helpers';
import { FAKE_PLACES_API_KEY } from '../../../test/fake-google';
import {
  connectOwnLocation,
  syncNow,
  useGoogleTestApp,
} from '../../../test/business-profile-helpers';

const { app, google } = useGoogleTestApp();

const AUTHORS = ['Ana Kovač', 'Boris Ilić', 'Ceca Marić', 'Dejan Popović', 'Ema Lukić'];
const at = (i: number) => `2026-10-${String(20 - i).padStart(2, '0')}T09:15:02.123456Z`;

describe('a Places key, then Business Profile', () => {
  it('stores each review once though the two name it differently', async () => {
    const m = await signUpManager(app);
    const [business] = await app.database.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, m.businessId));
    const placeId = business!.googlePlaceId!;
    google.api.places.set(placeId, {
      id: placeId,
      displayName: 'Frizerski salon Lepota',
      reviews: AUTHORS.map((authorName, i) => ({
        reviewId: `ChZDSUhNMG9nS0VJQ0FnSUR${i}`,
        rating: 5 - (i % 2),
        originalText: `Hvala, ${authorName.split(' ')[0]} je bila divna ${i}.`,
        originalLanguageCode: 'sr',
        authorName,
        publishTime: at(i),
      })),
    });
    const connected = await app.inject({
      method: 'PUT',
      url: '/api/google/places',
      headers: { cookie: m.cookie },
      payload: { placeId, apiKey: FAKE_PLACES_API_KEY },
    });
    expect(connected.statusCode).toBe(200);
    expect(await syncNow(app, m.cookie)).toMatchObject({ status: 'succeeded' });

    // Business Profile: the same five (its own ids, an edit a minute later) and three older.
    const profile = [
      ...AUTHORS.map((displayName, i) => ({
        reviewId: `AbFvOqTk${i}`,
        displayName,
        starRating: (5 - (i % 2)) as 4 | 5,
        comment: `Hvala, ${displayName.split(' ')[0]} je bila divna ${i}.`,
        createTime: at(i).replace('.123456', ''),
        updateTime: at(i).replace('09:15:02.123456', '09:16:02'),
      })),
      ...[5, 6, 7].map((i) => ({
        reviewId: `AbFvOqTk${i}`,
        displayName: `Stariji gost ${i}`,
        starRating: 5 as const,
        comment: `Stara recenzija ${i}`,
        createTime: at(i),
      })),
    ];
    await connectOwnLocation(
      app,
      google.api.businessProfile.accounts,
      m,
      profile,
      '9000000000000000000042',
    );
    expect(await syncNow(app, m.cookie)).toMatchObject({ status: 'succeeded', processed: 8 });
    const stored = await app.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.businessId, m.businessId));
    expect(stored).toHaveLength(8);
    expect(stored.filter((r) => r.externalId.startsWith('ChZDSUhN'))).toHaveLength(5);
    // The edit time Business Profile reports reached the review first stored from Places.
    expect(stored.find((r) => r.authorName === 'Ana Kovač')?.sourceUpdatedAt).toEqual(
      new Date('2026-10-20T09:16:02Z'),
    );
  });
});
