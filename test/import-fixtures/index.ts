// Review files in the shapes owners really upload (docs/import.md): written by us, in the real
// column orders, dialects, encodings and packaging of each source. Each builder returns the bytes
// a browser would send, and `expected` says what must be stored from them.
import { zipSync, strToU8 } from 'fflate';
import iconv from 'iconv-lite';

export interface Expected {
  externalId: string;
  authorName: string | null;
  rating: number;
  publishedAt: string;
  text: string | null;
  originalText: string | null;
  language: string | null;
  replyText: string | null;
}

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

/**
 * Excel (Serbian regional settings, decimal comma) "CSV UTF-8": a BOM, `;` between fields, dates
 * as the sheet shows them ("04.03.2026 19:17"), CRLF. Times are the salon's (Belgrade).
 */
export const excelSerbianUtf8 = {
  bytes: Buffer.from(
    `\uFEFF${crlf([
      'review_id;author_name;rating;published_at;text;reply_text',
      'xl-1;Đorđe Šćekić;5;04.03.2026 19:17;"Čarobno; hvala Ćiri i Žani!";Hvala vama!',
      'xl-2;Милица Јовић;4;5.3.2026 9:05;Одлично, Марко је сјајан.;',
      'xl-3;Ana;3;06.03.2026. 12:00;"Prosečno, ""ništa posebno""";',
    ])}`,
    'utf8',
  ),
  expected: [
    {
      externalId: 'xl-1',
      authorName: 'Đorđe Šćekić',
      rating: 5,
      publishedAt: '2026-03-04T18:17:00.000Z',
      text: 'Čarobno; hvala Ćiri i Žani!',
      originalText: null,
      language: null,
      replyText: 'Hvala vama!',
    },
    {
      externalId: 'xl-2',
      authorName: 'Милица Јовић',
      rating: 4,
      publishedAt: '2026-03-05T08:05:00.000Z',
      text: 'Одлично, Марко је сјајан.',
      originalText: null,
      language: null,
      replyText: null,
    },
    {
      externalId: 'xl-3',
      authorName: 'Ana',
      rating: 3,
      publishedAt: '2026-03-06T11:00:00.000Z',
      text: 'Prosečno, "ništa posebno"',
      originalText: null,
      language: null,
      replyText: null,
    },
  ] satisfies Expected[],
};

/**
 * Excel's older "CSV (Comma delimited)" on a Serbian (Latin) Windows: Windows-1250, `;`, no BOM,
 * dates rewritten with slashes as the region writes them (day first).
 */
export const excelWindows1250 = {
  bytes: iconv.encode(
    crlf([
      'review_id;author_name;rating;published_at;text',
      'cp-1;Dušan Čolić;5;04/03/2026 19:17;Šišanje kod Đurđe je odlično, hvala Željku!',
      'cp-2;Jelena;4;13/03/2026 08:30;Ljubazno osoblje.',
    ]),
    'windows-1250',
  ),
  expected: [
    { externalId: 'cp-1', authorName: 'Dušan Čolić', publishedAt: '2026-03-04T18:17:00.000Z' },
    { externalId: 'cp-2', authorName: 'Jelena', publishedAt: '2026-03-13T07:30:00.000Z' },
  ],
  text: 'Šišanje kod Đurđe je odlično, hvala Željku!',
};

/** The same from a Serbian Cyrillic Windows: Windows-1251. */
export const excelWindows1251 = {
  bytes: iconv.encode(
    crlf([
      'review_id;author_name;rating;published_at;text',
      'cy-1;Ђорђе;5;04.03.2026;Хвала Јелени!',
    ]),
    'windows-1251',
  ),
  authorName: 'Ђорђе',
  text: 'Хвала Јелени!',
};

/** A US Excel's "CSV (Comma delimited)": Windows-1252, `,`, month first, 12-hour times. */
export const excelUsWindows1252 = {
  bytes: iconv.encode(
    crlf([
      'review_id,author_name,rating,published_at,text',
      'us-1,José Müller,5,3/4/2026 7:17 PM,"Great cut, thanks Renée!"',
      'us-2,Zoë,4,3/14/2026 9:00 AM,Lovely',
    ]),
    'windows-1252',
  ),
};

/** Dates a spreadsheet rewrote, that neither the file nor the region can order. */
export const conflictingDates = crlf([
  'review_id,author_name,rating,published_at',
  'd-1,Ana,5,13/03/2026 10:00',
  'd-2,Boris,5,03/14/2026 10:00',
  'd-3,Ceca,5,04/03/2026 10:00',
]);

/**
 * Apify "Google Maps Reviews Scraper", dataset exported as CSV: Apify's own column order, nested
 * fields flattened with slashes, `stars` the review's rating (`rating` is often empty), the
 * place in `title`.
 */
export const apifyCsv = crlf([
  'reviewerId,reviewerUrl,name,reviewerNumberOfReviews,isLocalGuide,reviewerPhotoUrl,text,textTranslated,publishAt,publishedAtDate,likesCount,reviewId,reviewUrl,reviewOrigin,stars,rating,responseFromOwnerDate,responseFromOwnerText,reviewImageUrls/0,originalLanguage,translatedLanguage,title,url,placeId,totalScore',
  '1134,https://www.google.com/maps/contrib/1134,Marija Petrović,12,true,https://lh3.googleusercontent.com/a/x,Hvala Milici na divnoj frizuri!,"Thanks to Milica for the lovely haircut!",2 months ago,2026-01-15T10:23:45.123Z,3,ChZDSUhNMG9nS0VJQ0FnSUN4,https://www.google.com/maps/reviews/data=x,Google,5,,2026-01-16T08:00:00.000Z,Hvala Marija!,,sr,en,Salon Lepota,https://www.google.com/maps/place/x,ChIJ1234,4.8',
  '1135,https://www.google.com/maps/contrib/1135,Peter,3,false,,,,a month ago,2026-02-01T09:00:00.000Z,0,ChdDSUhNMG9nS0VJQ0FnSUR5,https://www.google.com/maps/reviews/data=y,Google,4,,,,,,,Salon Lepota,https://www.google.com/maps/place/x,ChIJ1234,4.8',
]);

/**
 * Outscraper "Google Maps Reviews" CSV (v2/v3): the place's columns first (`name` and `rating`
 * are the place's), then the review's; `review_datetime_utc` month first in UTC,
 * `review_timestamp` Unix seconds.
 */
export const outscraperCsv = crlf([
  'query,name,google_id,place_id,location_link,reviews_link,reviews,rating,review_id,review_pagination_id,author_link,author_title,author_id,author_image,author_reviews_count,author_ratings_count,review_text,review_img_urls,review_questions,owner_answer,owner_answer_timestamp,owner_answer_timestamp_datetime_utc,review_link,review_rating,review_timestamp,review_datetime_utc,review_likes,reviews_id',
  'ChIJ1234,Salon Lepota,0x475a7aa:0x1bd,ChIJ1234,https://www.google.com/maps/place/x,https://search.google.com/local/reviews?placeid=ChIJ1234,120,4.8,ChdDSUhNMG9nS0VJQ0FnSURhMQ,CAESY0,https://www.google.com/maps/contrib/99,Nikola Stanković,99,https://lh3.googleusercontent.com/a/y,7,9,"Odlična usluga, Jovana je super.",,,Hvala Nikola!,1769947200,02/01/2026 12:00:00,https://www.google.com/maps/reviews/z,5,1769860800,01/31/2026 12:00:00,0,-1',
  'ChIJ1234,Salon Lepota,0x475a7aa:0x1bd,ChIJ1234,https://www.google.com/maps/place/x,https://search.google.com/local/reviews?placeid=ChIJ1234,120,4.8,ChdDSUhNMG9nS0VJQ0FnSURhMg,CAESY1,https://www.google.com/maps/contrib/98,Ivana,98,,1,1,,,,,,,https://www.google.com/maps/reviews/w,3,,12/30/2025 18:45:10,0,-1',
]);

/** Outscraper's JSON export: a list (per query) of places, each with its `reviews_data`. */
export const outscraperJson = JSON.stringify([
  [
    {
      name: 'Salon Lepota',
      place_id: 'ChIJ1234',
      rating: 4.8,
      reviews_data: [
        {
          review_id: 'ChdDSUhNMG9nS0VJQ0FnSURhMw',
          author_title: 'Goran',
          review_text: 'Brzo i lepo.',
          review_rating: 4,
          review_timestamp: 1769860800,
          review_datetime_utc: '01/31/2026 12:00:00',
          owner_answer: null,
        },
      ],
    },
  ],
]);

const gbpReview = (id: string, stars: string, comment: string, at: string) => ({
  name: `accounts/1067/locations/4421/reviews/${id}`,
  reviewId: id,
  reviewer: {
    profilePhotoUrl: 'https://lh3.googleusercontent.com/a-/p',
    displayName: `Autor ${id}`,
  },
  starRating: stars,
  comment,
  createTime: at,
  updateTime: at.replace('T10', 'T11'),
});

/**
 * A Takeout archive of a Business Profile: one reviews*.json per ~20 reviews of a location,
 * beside files that are not reviews, and Maps' own Reviews.json of the owner's account.
 */
export function takeoutZip(perFile = 20, files = 3) {
  const entries: Record<string, Uint8Array> = {};
  let n = 0;
  for (let f = 1; f <= files; f++) {
    const reviews = Array.from({ length: perFile }, () => {
      n++;
      const day = String((n % 27) + 1).padStart(2, '0');
      return gbpReview(
        `AbFvOqTk${n}`,
        'FIVE',
        `Hvala ${n}!\n\n(Translated by Google)\nThanks ${n}!`,
        `2026-01-${day}T10:00:00.123456Z`,
      );
    });
    entries[`Takeout/Google Business Profile/account-1067/location-4421/reviews-${f}.json`] =
      strToU8(JSON.stringify({ reviews }));
  }
  entries['Takeout/Google Business Profile/account-1067/location-4421/location.json'] = strToU8(
    JSON.stringify({ name: 'locations/4421', title: 'Salon Lepota' }),
  );
  entries['Takeout/archive_browser.html'] = strToU8('<html></html>');
  return { bytes: zipSync(entries), count: n };
}

/** Maps' Takeout Reviews.json: the reviews a person wrote of other places (GeoJSON). */
export const mapsOwnReviews = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      geometry: { coordinates: [20.45, 44.81], type: 'Point' },
      properties: {
        date: '2025-08-01T10:00:00.000Z',
        five_star_rating_published: 5,
        google_maps_url: 'https://www.google.com/maps/place/?cid=123',
        location: { address: 'Knez Mihailova 1, Beograd', name: 'Kafana' },
        review_text_published: 'Odlično!',
      },
      type: 'Feature',
    },
  ],
});
