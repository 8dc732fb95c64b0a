// A local stand-in for the Google Business Profile APIs (docs/google.md §B, §F): account management
// v1 (accounts), business information v1 (locations) and My Business v4 (reviews, replies), at
// Google's own paths so the production client needs only GOOGLE_API_ORIGIN changed. It makes the
// checks Google makes (bearer token with business.manage, page sizes, orderBy, readMask, opaque
// page tokens) and answers proto3 JSON with unset fields omitted. Not served: batchGetReviews,
// filters, review media, the location-verified requirement.
import type { ServerResponse } from 'node:http';
import {
  GoogleError,
  applyMask,
  dropUndefined,
  errorInfo,
  invalidArgument,
  pageSize,
  paginate,
  sendJson,
  type ApiRequest,
  type ApiRoute,
  type Json,
} from './google-rpc';
import { featureIds } from './places-server';

export interface FakeGbpReview {
  reviewId: string;
  displayName: string;
  isAnonymous?: boolean;
  profilePhotoUrl?: string;
  /** 0: a review without stars (STAR_RATING_UNSPECIFIED, which proto3 JSON leaves out). */
  starRating: 0 | 1 | 2 | 3 | 4 | 5;
  comment?: string;
  /**
   * Google's translation of `comment` into the account's language. Google then sends one comment
   * holding both, original first (docs/google.md "Translation envelope").
   */
  translation?: string;
  createTime: string;
  updateTime?: string;
  reply?: { comment: string; updateTime: string; translation?: string };
}
export interface FakeGbpLocation {
  locationId: string;
  title: string;
  placeId?: string;
  address?: { addressLines: string[]; locality?: string; postalCode?: string; regionCode?: string };
  reviews: FakeGbpReview[];
}
export interface FakeGbpAccount {
  accountId: string;
  accountName: string;
  type?: 'PERSONAL' | 'LOCATION_GROUP' | 'ORGANIZATION' | 'USER_GROUP';
  locations: FakeGbpLocation[];
}
export interface FakeBusinessProfile {
  accounts: FakeGbpAccount[];
  /** Max pageSize for reviews.list; larger answers 400 INVALID_ARGUMENT (docs/google.md §F). Default 50. */
  maxReviewPageSize: number;
  /** Real pages sometimes come without totalReviewCount; this fake leaves it out when set. */
  omitTotalReviewCount?: boolean;
  /** The marker of the account's language, "(Translated by Google)" unless set. */
  translationMarker?: string;
}
export type VerifyToken = (accessToken: string) => { sub: string; scopes: string[] } | null;

export const BUSINESS_MANAGE_SCOPE = 'https://www.googleapis.com/auth/business.manage';
// The v4 reference still lists the Google+ era scope as sufficient.
const LEGACY_SCOPE = 'https://www.googleapis.com/auth/plus.business.manage';
const ACCOUNTS_SERVICE = 'mybusinessaccountmanagement.googleapis.com';
const LOCATIONS_SERVICE = 'mybusinessbusinessinformation.googleapis.com';
const REVIEWS_SERVICE = 'mybusiness.googleapis.com';
const REALM = 'Bearer realm="https://accounts.google.com/"';
const STARS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;
const ORDERS = ['updateTime desc', 'rating', 'rating desc'] as const;
const MAX_REPLY_BYTES = 4096;
// Top-level Location fields (business information v1) a readMask may name.
const LOCATION_FIELDS = new Set(
  (
    'name languageCode storeCode title phoneNumbers categories storefrontAddress websiteUri ' +
    'regularHours specialHours serviceArea labels adWordsLocationExtensions latlng openInfo ' +
    'metadata profile relationshipData moreHours serviceItems'
  ).split(' '),
);

const ACCOUNTS = /^\/v1\/accounts$/;
const LOCATIONS = /^\/v1\/accounts\/([^/]+)\/locations$/;
const REVIEWS = /^\/v4\/accounts\/([^/]+)\/locations\/([^/]+)\/reviews(?:\/([^/]+)(\/reply)?)?$/;

export function createFakeBusinessProfile(accounts: FakeGbpAccount[] = []): FakeBusinessProfile {
  return { accounts, maxReviewPageSize: 50 };
}

/** Serves the Business Profile paths on a fake API server (see startGoogleApiServer). */
export function createBusinessProfileRoute(
  profile: FakeBusinessProfile,
  verifyToken: VerifyToken,
): ApiRoute {
  const service = (path: string) =>
    ACCOUNTS.test(path)
      ? ACCOUNTS_SERVICE
      : LOCATIONS.test(path)
        ? LOCATIONS_SERVICE
        : REVIEWS.test(path)
          ? REVIEWS_SERVICE
          : undefined;
  return {
    service,
    handle(request, res) {
      const name = service(request.path);
      if (name === undefined) return false;
      const reviews = REVIEWS.exec(request.path);
      const [, accountId = '', locationId = '', reviewId, reply] = reviews ?? [];
      const verb = `${request.method} ${reviewId === undefined ? 'list' : reply ? 'reply' : 'one'}`;
      const known = reviews ? ['GET list', 'GET one', 'PUT reply', 'DELETE reply'] : ['GET list'];
      if (!known.includes(verb)) return false;
      authenticate(request, name, verifyToken);

      if (ACCOUNTS.test(request.path)) return send(res, listAccounts(profile, request.query));
      const locationsOf = LOCATIONS.exec(request.path)?.[1];
      if (locationsOf !== undefined) {
        return send(res, listLocations(findAccount(profile, locationsOf), request.query));
      }
      const location = findLocation(findAccount(profile, accountId), locationId);
      const parent = `accounts/${accountId}/locations/${locationId}`;
      if (reviewId === undefined) return send(res, listReviews(profile, parent, location, request));
      const review = location.reviews.find((r) => r.reviewId === decodeURIComponent(reviewId));
      if (review === undefined) throw notFound();
      if (verb === 'GET one') return send(res, renderReview(parent, review, markerOf(profile)));
      if (verb === 'DELETE reply') {
        delete review.reply;
        return send(res, {});
      }
      review.reply = { comment: replyComment(request.body), updateTime: new Date().toISOString() };
      return send(res, { ...review.reply });
    },
  };
}

function send(res: ServerResponse, body: Json): true {
  sendJson(res, 200, body);
  return true;
}

function authenticate(request: ApiRequest, service: string, verifyToken: VerifyToken) {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const info = token === undefined ? null : verifyToken(token);
  if (info === null) {
    const missing = token === undefined;
    throw new GoogleError(
      401,
      `Request ${missing ? 'is missing required' : 'had invalid'} authentication credential` +
        `${missing ? '' : 's'}. Expected OAuth 2 access token, login cookie or other valid ` +
        'authentication credential. See ' +
        'https://developers.google.com/identity/sign-in/web/devconsole-project.',
      [errorInfo(service, missing ? 'CREDENTIALS_MISSING' : 'ACCESS_TOKEN_TYPE_UNSUPPORTED')],
      { 'www-authenticate': `${REALM}, error="invalid_token"` },
    );
  }
  if (!info.scopes.includes(BUSINESS_MANAGE_SCOPE) && !info.scopes.includes(LEGACY_SCOPE)) {
    throw new GoogleError(
      403,
      'Request had insufficient authentication scopes.',
      [errorInfo(service, 'ACCESS_TOKEN_SCOPE_INSUFFICIENT')],
      {
        'www-authenticate': `${REALM}, error="insufficient_scope", scope="${BUSINESS_MANAGE_SCOPE}"`,
      },
    );
  }
}

const notFound = () => new GoogleError(404, 'Requested entity was not found.');

function findAccount(profile: FakeBusinessProfile, accountId: string): FakeGbpAccount {
  const account = profile.accounts.find((a) => a.accountId === accountId);
  if (account === undefined) throw notFound();
  return account;
}

function findLocation(account: FakeGbpAccount, locationId: string): FakeGbpLocation {
  const location = account.locations.find((l) => l.locationId === locationId);
  if (location === undefined) throw notFound();
  return location;
}

function listAccounts(profile: FakeBusinessProfile, query: Record<string, string>): Json {
  const size = pageSize(query.pageSize, 20, 20);
  const { page, next } = paginate(profile.accounts, size, query.pageToken, 'accounts');
  const accounts = page.map((account) => {
    const type = account.type ?? 'LOCATION_GROUP';
    // The personal account carries no role: nobody is granted it (docs/google.md §B.2 example).
    const owned =
      type === 'PERSONAL'
        ? {}
        : {
            role: 'PRIMARY_OWNER',
            accountNumber: account.accountId.slice(-10),
            permissionLevel: 'OWNER_LEVEL',
          };
    const base = { name: `accounts/${account.accountId}`, accountName: account.accountName, type };
    return { ...base, verificationState: 'UNVERIFIED', vettedState: 'NOT_VETTED', ...owned };
  });
  return dropUndefined({
    accounts: accounts.length > 0 ? accounts : undefined,
    nextPageToken: next,
  });
}

function listLocations(account: FakeGbpAccount, query: Record<string, string>): Json {
  const readMask = query.readMask;
  if (readMask === undefined || readMask.trim() === '') {
    throw invalidArgument('read_mask', 'Field is required');
  }
  const paths = readMask.split(',').map((p) => p.trim());
  for (const path of paths) {
    if (path !== '*' && !LOCATION_FIELDS.has(path.split('.')[0] ?? '')) {
      throw invalidArgument('read_mask', `Invalid field mask provided: ${path}`);
    }
  }
  const size = pageSize(query.pageSize, 10, 100);
  const key = `locations:${account.accountId}`;
  const { page, next } = paginate(account.locations, size, query.pageToken, key);
  const locations = page.map((location) => {
    const body = renderLocation(location);
    return paths.includes('*') ? body : applyMask(body, paths);
  });
  return dropUndefined({
    locations: locations.length > 0 ? locations : undefined,
    nextPageToken: next,
  });
}

function renderLocation(location: FakeGbpLocation): Json {
  const { placeId, address } = location;
  const metadata: Json = {};
  if (placeId !== undefined) {
    metadata.placeId = placeId;
    metadata.mapsUri = `https://maps.google.com/maps?cid=${featureIds(placeId).cid}`;
    metadata.newReviewUri = `https://search.google.com/local/writereview?placeid=${placeId}`;
  }
  return dropUndefined({
    name: `locations/${location.locationId}`,
    title: location.title,
    storefrontAddress: address && dropUndefined({ ...address }),
    metadata,
  });
}

function listReviews(
  profile: FakeBusinessProfile,
  parent: string,
  location: FakeGbpLocation,
  { query }: ApiRequest,
): Json {
  const max = profile.maxReviewPageSize;
  const size = pageSize(query.pageSize, max, max);
  const orderBy = (query.orderBy ?? 'updateTime desc').trim().replace(/\s+/g, ' ');
  if (!(ORDERS as readonly string[]).includes(orderBy)) {
    throw invalidArgument('order_by', `Unsupported order: ${query.orderBy ?? ''}`);
  }
  const newestFirst = (a: FakeGbpReview, b: FakeGbpReview) =>
    Date.parse(b.updateTime ?? b.createTime) - Date.parse(a.updateTime ?? a.createTime);
  const sorted = [...location.reviews].sort((a, b) => {
    if (orderBy === 'rating') return a.starRating - b.starRating || newestFirst(a, b);
    if (orderBy === 'rating desc') return b.starRating - a.starRating || newestFirst(a, b);
    return newestFirst(a, b);
  });
  const key = `reviews:${parent}:${orderBy}`;
  const { page, next } = paginate(sorted, size, query.pageToken, key);
  const total = location.reviews.length;
  const sum = location.reviews.reduce((s, r) => s + r.starRating, 0);
  return dropUndefined({
    reviews:
      page.length > 0
        ? page.map((review) => renderReview(parent, review, markerOf(profile)))
        : undefined,
    averageRating: total > 0 ? Math.round((sum / total) * 10) / 10 : undefined,
    totalReviewCount: total > 0 && !profile.omitTotalReviewCount ? total : undefined,
    nextPageToken: next,
  });
}

const markerOf = (profile: FakeBusinessProfile) =>
  profile.translationMarker ?? '(Translated by Google)';

/** Text in the account's language stays as written; other text travels in Google's envelope. */
const envelope = (marker: string, text: string | undefined, translation: string | undefined) =>
  text && translation ? `${text}\n\n${marker}\n${translation}` : text;

function renderReview(parent: string, review: FakeGbpReview, marker: string): Json {
  const anonymous = review.isAnonymous ?? false;
  const reply = review.reply;
  return dropUndefined({
    name: `${parent}/reviews/${review.reviewId}`,
    reviewId: review.reviewId,
    // Google omits isAnonymous unless it is true.
    reviewer: dropUndefined({
      profilePhotoUrl: anonymous ? undefined : review.profilePhotoUrl,
      displayName: review.displayName,
      isAnonymous: anonymous ? true : undefined,
    }),
    // A value outside the enum is sent as written: the broken review a test asks for.
    starRating:
      review.starRating === 0
        ? undefined
        : (STARS[review.starRating - 1] ?? String(review.starRating)),
    comment:
      review.comment === '' ? undefined : envelope(marker, review.comment, review.translation),
    createTime: review.createTime,
    updateTime: review.updateTime ?? review.createTime,
    reviewReply: reply && {
      comment: envelope(marker, reply.comment, reply.translation),
      updateTime: reply.updateTime,
    },
  });
}

function replyComment(body: unknown): string {
  if (typeof body === 'string') {
    throw new GoogleError(400, `Invalid JSON payload received. Unexpected token.\n${body}`);
  }
  const comment = (body as { comment?: unknown } | undefined)?.comment;
  if (typeof comment !== 'string' || comment.trim() === '') {
    throw invalidArgument('comment', 'Field is required');
  }
  if (Buffer.byteLength(comment, 'utf8') > MAX_REPLY_BYTES) {
    throw invalidArgument('comment', `Comment is longer than ${MAX_REPLY_BYTES} bytes.`);
  }
  return comment;
}
