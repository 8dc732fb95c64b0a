import { describe, expect, it } from 'vitest';
import {
  ftidToPlaceId,
  isGoogleBusinessUrl,
  parseGoogleBusinessUrl,
  placeIdToCid,
  writeReviewUrl,
} from './google-url';

const SYDNEY = 'ChIJN1t_tDeuEmsRUsoyG83frY4';
const SYDNEY_CID = '10281119596374313554';
const SALON_URL =
  'https://www.google.com/maps/place/Frizerski+salon+Lepota/@44.8176,20.4569,17z/data=!3m1!4b1!4m6!3m5!1s0x475a7ab2a7c3d3f1:0x9b3f5c2d1e0a1234!8m2!3d44.8176!4d20.4569!16s%2Fg%2F11abc';

// docs/google.md §D.3: every pair was checked against an independent real pairing.
const PAIRS = [
  { placeId: SYDNEY, ftid: '0x6b12ae37b47f5b37:0x8eaddfcd1b32ca52', cid: SYDNEY_CID },
  {
    placeId: 'ChIJj61dQgK6j4AR4GeTYWZsKWw',
    ftid: '0x808fba02425dad8f:0x6c296c66619367e0',
    cid: '7793879817120868320',
  },
  {
    placeId: 'ChIJD0nVmWi6MioRI4X20D1cC7c',
    ftid: '0x2a32ba6899d5490f:0xb70b5c3dd0f68523',
    cid: '13189737354253206819',
  },
  {
    placeId: 'ChIJYzS7CpcFdkgRWjzUhmUGrYs',
    ftid: '0x487605970abb3463:0x8bad066586d43c5a',
    cid: '10064707775366446170',
  },
  { placeId: 'ChIJHzPaEEzvDDkRWdz5054EgCc', ftid: '0x390cef4c10da331f:0x2780049ed3f9dc59' },
];

describe('place id <-> ftid <-> CID (§D.3)', () => {
  it.each(PAIRS)('encodes ftid $ftid to $placeId', ({ placeId, ftid }) => {
    expect(ftidToPlaceId(ftid)).toBe(placeId);
    expect(ftidToPlaceId(ftid.toUpperCase().replace(/0X/g, '0x'))).toBe(placeId);
  });

  it.each(PAIRS)('reads the CID of $placeId as the ftid second half', ({ placeId, ftid, cid }) => {
    const secondHalf = BigInt(ftid.split(':')[1] ?? '').toString();
    expect(placeIdToCid(placeId)).toBe(cid ?? secondHalf);
  });

  it('agrees with the constructed salon triple used across the docs', () => {
    expect(ftidToPlaceId('0x475a7ab2a7c3d3f1:0x9b3f5c2d1e0a1234')).toBe(
      'ChIJ8dPDp7J6WkcRNBIKHi1cP5s',
    );
    expect(placeIdToCid('ChIJ8dPDp7J6WkcRNBIKHi1cP5s')).toBe('11186761348258861620');
  });

  it('refuses malformed ftids and place ids of another layout', () => {
    expect(ftidToPlaceId('0x1234')).toBeNull();
    expect(ftidToPlaceId('0x1:0x12345678901234567')).toBeNull();
    expect(placeIdToCid('GhIJQWDl0CIeQUARxks3icF8U8A')).toBeNull();
    expect(placeIdToCid('ChIJN1t_tDeuEmsRUsoyG83frY')).toBeNull();
    expect(placeIdToCid('ChIJ!!!')).toBeNull();
  });

  it('builds the official write-review link', () => {
    expect(writeReviewUrl(SYDNEY)).toBe(
      `https://search.google.com/local/writereview?placeid=${SYDNEY}`,
    );
  });
});

describe('parseGoogleBusinessUrl: accepted forms (§D.2)', () => {
  it('reads a bare place id', () => {
    expect(parseGoogleBusinessUrl(`  ${SYDNEY} `)).toEqual({
      kind: 'place_id',
      placeId: SYDNEY,
      placeIdIsCandidate: false,
      cid: SYDNEY_CID,
      writeReviewUrl: writeReviewUrl(SYDNEY),
      needsNetwork: false,
    });
  });

  it('reads name, pin, ftid, CID and a candidate place id from a Maps place URL', () => {
    expect(parseGoogleBusinessUrl(SALON_URL)).toEqual({
      kind: 'maps_place',
      placeId: 'ChIJ8dPDp7J6WkcRNBIKHi1cP5s',
      placeIdIsCandidate: true,
      cid: '11186761348258861620',
      ftid: '0x475a7ab2a7c3d3f1:0x9b3f5c2d1e0a1234',
      name: 'Frizerski salon Lepota',
      lat: 44.8176,
      lng: 20.4569,
      writeReviewUrl: writeReviewUrl('ChIJ8dPDp7J6WkcRNBIKHi1cP5s'),
      needsNetwork: false,
    });
  });

  it('prefers the pin over the viewport centre and decodes non-ASCII names', () => {
    const url =
      'https://www.google.rs/maps/place/Salon+%C4%8Ca%C4%8Dak/@44.80,20.40,15z/data=!4m5!3m4!1s0x1:0x2!8m2!3d44.8176!4d20.4569';
    expect(parseGoogleBusinessUrl(url)).toMatchObject({
      name: 'Salon Čačak',
      lat: 44.8176,
      lng: 20.4569,
    });
  });

  it('falls back to the viewport when the URL carries no pin', () => {
    const parsed = parseGoogleBusinessUrl('google.co.uk/maps/place/Lepota/@51.5,-0.12,17z');
    expect(parsed).toMatchObject({ kind: 'maps_place', name: 'Lepota', lat: 51.5, lng: -0.12 });
    expect(parsed?.needsNetwork).toBe(true);
  });

  it('takes an explicit place id over the ftid', () => {
    const url = `https://www.google.com.au/maps/place/X/data=!4m2!3m1!1s0x1:0x2!19s${SYDNEY}`;
    expect(parseGoogleBusinessUrl(url)).toMatchObject({
      kind: 'maps_place',
      placeId: SYDNEY,
      placeIdIsCandidate: false,
      ftid: '0x1:0x2',
      cid: '2',
    });
  });

  it.each([
    `https://www.google.com/maps/place/?q=place_id:${SYDNEY}`,
    `https://www.google.com/maps/place/?q=place_id%3A${SYDNEY}`,
    `https://www.google.com/maps/search/?api=1&query=Google&query_place_id=${SYDNEY}`,
  ])('reads the place id of %s', (url) => {
    expect(parseGoogleBusinessUrl(url)).toMatchObject({
      kind: 'place_id',
      placeId: SYDNEY,
      needsNetwork: false,
    });
  });

  it('reads the ftid of the Places API write-a-review link', () => {
    const url = `https://www.google.com/maps/place//data=!4m3!3m2!1s${PAIRS[0]?.ftid}!12e1`;
    expect(parseGoogleBusinessUrl(url)).toMatchObject({ placeId: SYDNEY, cid: SYDNEY_CID });
    expect(parseGoogleBusinessUrl(url)?.name).toBeUndefined();
  });

  it.each([
    `https://maps.google.com/?cid=${SYDNEY_CID}`,
    `https://www.google.com/maps?cid=${SYDNEY_CID}`,
    `maps.google.com/maps?cid=${SYDNEY_CID}&g_mp=abc`,
    `http://google.com/?cid=${SYDNEY_CID}`,
  ])('reads the CID of %s and asks for the network', (url) => {
    expect(parseGoogleBusinessUrl(url)).toEqual({
      kind: 'cid',
      cid: SYDNEY_CID,
      needsNetwork: true,
    });
  });

  it.each([
    ['write-review', `https://search.google.com/local/writereview?placeid=${SYDNEY}`],
    ['read-reviews', `https://search.google.com/local/reviews?placeid=${SYDNEY}`],
  ])('reads the place id of a %s page', (_label, url) => {
    expect(parseGoogleBusinessUrl(url)).toMatchObject({
      kind: 'write_review',
      placeId: SYDNEY,
      writeReviewUrl: writeReviewUrl(SYDNEY),
    });
  });

  it.each([
    'https://maps.app.goo.gl/7qWFiAfvRsBEKTz56',
    'maps.app.goo.gl/abc',
    'https://goo.gl/maps/Up94VLPN5kPJ74WEA',
    'https://g.page/r/CagAPRsZ3RSuEBM/review',
    'https://g.page/hartzer-consulting',
    'https://share.google/AbCdEf',
    'https://search.app/XyZ123',
  ])('marks the short link %s as needing the network', (url) => {
    expect(parseGoogleBusinessUrl(url)).toMatchObject({ kind: 'short_link', needsNetwork: true });
  });

  it('reads CID and name from a Google Search results URL', () => {
    const url = `https://www.google.com/search?q=Salon+Lepota&hl=sr&ludocid=${SYDNEY_CID}`;
    expect(parseGoogleBusinessUrl(url)).toEqual({
      kind: 'search',
      cid: SYDNEY_CID,
      name: 'Salon Lepota',
      needsNetwork: true,
    });
  });

  it('reads the ftid of a Search "write a review" dialog link', () => {
    const url = `https://www.google.com/search?q=Google+Sydney#lrd=${PAIRS[0]?.ftid},3,,,`;
    expect(parseGoogleBusinessUrl(url)).toMatchObject({ kind: 'search', placeId: SYDNEY });
  });

  it('reads the CID of a local.google.com place page', () => {
    const url = `https://local.google.com/place?id=${SYDNEY_CID}&use=srp`;
    expect(parseGoogleBusinessUrl(url)).toMatchObject({ kind: 'search', cid: SYDNEY_CID });
  });

  it('accepts a business.google.com dashboard link without extracting ids', () => {
    const parsed = parseGoogleBusinessUrl(
      'https://business.google.com/dashboard/l/12345678901234567890',
    );
    expect(parsed).toEqual({ kind: 'business_dashboard', needsNetwork: true });
  });

  it('survives malformed percent escapes in the name', () => {
    const parsed = parseGoogleBusinessUrl(
      'https://www.google.com/maps/place/Salon%E0%A4%+100%25/@1,2,3z',
    );
    expect(parsed?.name).toBe('Salon%E0%A4% 100%');
    expect(isGoogleBusinessUrl('https://www.google.com/maps/place/%/@1,2,3z')).toBe(true);
  });
});

describe('parseGoogleBusinessUrl: rejections', () => {
  it.each([
    ['empty', ''],
    ['whitespace', '   \n\t'],
    ['a URL with a space inside', 'https://www.google.com/maps/place/Salon Lepota/@1,2,3z'],
    ['another host', 'https://facebook.com/salon.lepota'],
    ['a path that names Google', 'https://evil.com/google.com/maps?cid=1'],
    ['a suffix trick', 'https://google.com.evil.net/maps?cid=1'],
    ['a lookalike host', 'https://googIe.com/maps?cid=1'],
    ['a homoglyph host', 'https://gооgle.com/maps?cid=1'],
    ['credentials in the URL', 'https://google.com@evil.com/maps?cid=1'],
    ['a port', 'https://www.google.com:8443/maps?cid=1'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['data:', `data:text/html,${SYDNEY}`],
    ['ftp:', `ftp://www.google.com/maps?cid=${SYDNEY_CID}`],
    ['the Google home page', 'https://www.google.com/'],
    ['a bare map view', 'https://www.google.com/maps/@44.8,20.4,15z'],
    ['goo.gl outside /maps', 'https://goo.gl/abcdef'],
    ['a bare short-link host', 'https://maps.app.goo.gl/'],
    ['a write-review page without a place id', 'https://search.google.com/local/writereview'],
    ['a CID that is not a number', 'https://maps.google.com/?cid=abc'],
    ['a CID beyond 64 bits', 'https://maps.google.com/?cid=99999999999999999999'],
    ['a too-short place id', 'ChIJabc'],
    ['an over-long input', `https://www.google.com/maps/place/${'a'.repeat(2048)}`],
  ])('rejects %s', (_label, input) => {
    expect(parseGoogleBusinessUrl(input)).toBeNull();
    expect(isGoogleBusinessUrl(input)).toBe(false);
  });
});

// Forms people paste (docs/google.md §D.1), each written the way a phone or Google hands it out.
describe('links people really paste', () => {
  it.each([
    'https://maps.app.goo.gl/7qWFiAfvRsBEKTz56',
    'https://maps.app.goo.gl/7qWFiAfvRsBEKTz56?g_st=aw',
    'https://maps.app.goo.gl/Xy12AbCdEfGh3?g_st=ic',
    'maps.app.goo.gl/Xy12AbCdEfGh3?g_st=ipc',
    'https://goo.gl/maps/Up94VLPN5kPJ74WEA',
    'https://goo.gl/app/maps/aB3dE5fG7hJ9kL1m',
    'https://g.co/kgs/Qm3xT9a',
    'https://share.google/4AbCdEfGhIjKlMnOp',
    'https://search.app/Zx9Yw8Vu7',
    'https://g.page/salon-lepota-beograd?share',
  ])('accepts %s as a link to follow', (link) => {
    expect(parseGoogleBusinessUrl(link)).toMatchObject({ kind: 'short_link', needsNetwork: true });
  });

  it("reads the CID in Google's own ask-for-reviews link and keeps the link as the review link", () => {
    // Code: field 1 = CID 0x0964369c3d26f130 (fixed64, little-endian), field 2 = 2.
    for (const link of [
      'https://g.page/r/CTDxJj2cNmQJEAI/review',
      'https://g.page/r/CTDxJj2cNmQJEAI',
    ]) {
      expect(parseGoogleBusinessUrl(link)).toEqual({
        kind: 'short_link',
        cid: BigInt('0x0964369c3d26f130').toString(),
        writeReviewUrl: 'https://g.page/r/CTDxJj2cNmQJEAI/review',
        needsNetwork: true,
      });
    }
  });

  it('reads the target of a dynamic link offline', () => {
    const target = encodeURIComponent(SALON_URL);
    expect(parseGoogleBusinessUrl(`https://maps.app.goo.gl/?link=${target}&apn=x`)).toMatchObject({
      placeId: 'ChIJ8dPDp7J6WkcRNBIKHi1cP5s',
      name: 'Frizerski salon Lepota',
    });
  });

  it('never makes a place id of an ftid whose first half is zero, but keeps its CID', () => {
    const review =
      'https://www.google.com/maps/reviews/data=!4m8!14m7!1m6!2m5!1sChdDSUhNMG9nS0VJQ0FnSUNtMnA2dnlBRRAB!2m1!1s0x0:0x9b3f5c2d1e0a1234!3m1!1s2@1:CIHM0ogKEICAgICm2p6vyAE%7C?hl=sr';
    expect(parseGoogleBusinessUrl(review)).toEqual({
      kind: 'cid',
      cid: '11186761348258861620',
      ftid: '0x0:0x9b3f5c2d1e0a1234',
      needsNetwork: true,
    });
    const place = 'https://www.google.com/maps/place/Salon/data=!4m2!3m1!1s0x0:0x9b3f5c2d1e0a1234';
    expect(parseGoogleBusinessUrl(place)).toMatchObject({ needsNetwork: true });
    expect(parseGoogleBusinessUrl(place)?.placeId).toBeUndefined();
    expect(ftidToPlaceId('0x0:0x9b3f5c2d1e0a1234')).toBeNull();
  });

  it("reads the CID of a link from Google's review e-mails and of a cid link", () => {
    expect(
      parseGoogleBusinessUrl(
        'https://business.google.com/n/1234567890123456789/reviews/AbFvOq?fid=11186761348258861620',
      ),
    ).toMatchObject({ kind: 'cid', cid: '11186761348258861620', needsNetwork: true });
    expect(
      parseGoogleBusinessUrl('https://maps.google.com/?cid=11186761348258861620&g_mp=CiVnb29nbGU'),
    ).toMatchObject({ cid: '11186761348258861620', needsNetwork: true });
  });

  it('reads localised Google domains with Serbian letters in the path', () => {
    const link =
      'https://www.google.rs/maps/place/Frizerski+salon+Ćića/@44.8,20.4,17z/data=!4m6!3m5!1s0x475a7ab2a7c3d3f1:0x9b3f5c2d1e0a1234';
    expect(parseGoogleBusinessUrl(link)).toMatchObject({
      name: 'Frizerski salon Ćića',
      placeId: 'ChIJ8dPDp7J6WkcRNBIKHi1cP5s',
    });
  });

  it('still refuses lookalikes and goo.gl links that are not maps', () => {
    for (const link of [
      'https://goo.gl/abc123',
      'https://g.co/abc',
      'https://maps.app.goo.gl/',
      'https://maps.app.goo.gl/?link=https%3A%2F%2Fevil.example%2F',
      'https://g.page.evil.example/r/CTDxJj2cNmQJEAI',
    ])
      expect(parseGoogleBusinessUrl(link)).toBeNull();
  });
});
