// Every route the app registers, who may call it, and how to call it with business A's real ids.
// route-inventory.test.ts proves this table lists exactly the registered routes and agrees with each
// route's declared `config.access`; tenant-probes.test.ts calls every route with A's ids as callers
// who must not read or change A's data.
import { ROLES, type Role } from '@common/policy';

/** What a route lets through: anyone, any signed-in caller, or these roles (docs/product-rules.md §6 for permissions). */
export type TableAccess = 'public' | 'signedIn' | readonly Role[];

/** Real rows of business A, filled in by the probe test. */
export interface BusinessAIds {
  businessId: string;
  businessName: string;
  managerUserId: string;
  managerEmail: string;
  adminUserId: string;
  /** An employee of A without credentials: not the signed-in A employee. */
  employeeId: string;
  employeeSlug: string;
  /** The employee of A who signs in (probes as "A's employee"). */
  ownEmployeeId: string;
  ownEmployeeUsername: string;
  reviewId: string;
  /** A's second location (not the first, so it can be renamed and archived). */
  locationId: string;
  inviteId: string;
  inviteToken: string;
  /** A live display link of A (docs/display-links.md) and its token. */
  displayLinkId: string;
  displayToken: string;
  /** A review request of A's other employee, made by A's manager, and its link's token. */
  requestId: string;
  requestToken: string;
  syncJobId: string;
  seedJobId: string;
  /** A locked sign-in of A's manager (sign_in_throttles key). */
  lockoutKey: string;
}

export interface ProbeRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: string | object;
  headers?: Record<string, string>;
}

export interface RouteEntry {
  /** Method and URL pattern exactly as Fastify registers it. */
  route: string;
  /** The route's declared gate; a `{ permission }` is listed as the roles that hold it. */
  access: TableAccess;
  /** The handler narrows a `signedIn` gate to these roles (403 or 404 for the others). */
  narrowedTo?: readonly Role[];
  /** The request names A's rows: another business's callers must get 403 or 404. */
  targetsA: boolean;
  /** An employee may call it only about themself: A's employee gets 403/404 for another's id. */
  ownOnly?: boolean;
  /** A public answer that shows some of A's data by design (why). Still must change nothing. */
  revealsByDesign?: string;
  /** Writes A's funnel rows (touches, clickouts, activity) by design: a public page visit. */
  funnelPage?: boolean;
  /** Server-Sent Events: the response never ends, so only the refusals can be injected. */
  stream?: boolean;
  /** Ends or changes the caller's own session or business: probed after every other route, in this order. */
  last?: number;
  request: (a: BusinessAIds) => ProbeRequest;
}

const ALL: readonly Role[] = ROLES;
const ADMIN: readonly Role[] = ['admin'];
const MANAGERS: readonly Role[] = ['admin', 'manager'];

/** A non-JSON state-changing request needs our Origin (CSRF plugin); app.inject's host is localhost:80. */
export const SAME_ORIGIN = { origin: 'http://localhost:80' };

const RANGE = '?range=30d';

export const ACCESS_TABLE: readonly RouteEntry[] = [
  // Health and sign-in flow outside /api: no session layer.
  { route: 'GET /healthz', access: 'public', targetsA: false, request: () => get('/healthz') },
  { route: 'GET /readyz', access: 'public', targetsA: false, request: () => get('/readyz') },
  {
    route: 'GET /auth/google/callback',
    access: 'public',
    targetsA: false,
    request: () => get('/auth/google/callback?code=x&state=y'),
  },

  // Public funnel pages (docs/http-api.md): show the employee's first name and the business name.
  {
    route: 'GET /e/:slug',
    access: 'public',
    targetsA: true,
    funnelPage: true,
    revealsByDesign: 'the public page shows the first name and the business name',
    request: (a) => get(`/e/${a.employeeSlug}`),
  },
  {
    route: 'GET /e/:slug/review',
    access: 'public',
    targetsA: true,
    funnelPage: true,
    revealsByDesign: 'the public page shows the first name and the business name',
    request: (a) => get(`/e/${a.employeeSlug}/review`),
  },
  {
    // No reviewer name: the form comes back (400) and nothing is recorded.
    route: 'POST /e/:slug/confirm',
    access: 'public',
    targetsA: true,
    funnelPage: true,
    revealsByDesign: 'the form page shows the first name and the business name',
    request: (a) => ({
      method: 'POST',
      url: `/e/${a.employeeSlug}/confirm`,
      payload: { reviewerName: '' },
    }),
  },
  {
    route: 'GET /qr/:slug',
    access: 'public',
    targetsA: true,
    funnelPage: true,
    revealsByDesign: 'the QR page shows the first name and the business name',
    request: (a) => get(`/qr/${a.employeeSlug}`),
  },

  // Auth.
  {
    route: 'POST /api/auth/signup',
    access: 'public',
    targetsA: false,
    request: () => ({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: `probe-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'lozinka123',
        googleBusinessUrl:
          'https://www.google.com/maps/place/Probe/@44.8,20.4,17z/data=!4m6!3m5!1s0x1:0x2!8m2!3d44.8!4d20.4',
      },
    }),
  },
  {
    // A's manager is locked out (set up by the probe test): 429 before any password check.
    route: 'POST /api/auth/signin',
    access: 'public',
    targetsA: true,
    request: (a) => ({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: a.managerEmail, password: 'wrong-password' },
    }),
  },
  {
    route: 'POST /api/auth/employee/signin',
    access: 'public',
    targetsA: true,
    request: (a) => ({
      method: 'POST',
      url: '/api/auth/employee/signin',
      payload: { username: a.ownEmployeeUsername, password: 'wrong-password' },
    }),
  },
  {
    route: 'POST /api/auth/signout',
    access: 'public',
    targetsA: false,
    last: 2,
    request: () => ({ method: 'POST', url: '/api/auth/signout', headers: SAME_ORIGIN }),
  },
  // Account pages and flows (docs/accounts.md): unknown tokens name nothing; the signed-in ones
  // touch only the caller's own account.
  {
    route: 'GET /auth/confirm-email',
    access: 'public',
    targetsA: false,
    request: () => get('/auth/confirm-email?token=not-a-real-token-0123456789'),
  },
  {
    route: 'POST /auth/confirm-email',
    access: 'public',
    targetsA: false,
    request: () => ({
      method: 'POST',
      url: '/auth/confirm-email',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=not-a-real-token-0123456789',
    }),
  },
  {
    route: 'GET /auth/reset-password',
    access: 'public',
    targetsA: false,
    request: () => get('/auth/reset-password?token=not-a-real-token-0123456789'),
  },
  {
    route: 'POST /auth/reset-password',
    access: 'public',
    targetsA: false,
    request: () => ({
      method: 'POST',
      url: '/auth/reset-password',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=not-a-real-token-0123456789&password=lozinka123',
    }),
  },
  {
    route: 'POST /api/auth/confirm/resend',
    access: 'public',
    targetsA: false,
    request: (a) => post('/api/auth/confirm/resend', { email: a.managerEmail }),
  },
  {
    route: 'POST /api/auth/confirm',
    access: 'public',
    targetsA: false,
    request: () => post('/api/auth/confirm', { token: 'not-a-real-token-0123456789' }),
  },
  {
    route: 'POST /api/auth/password/forgot',
    access: 'public',
    targetsA: false,
    request: (a) => post('/api/auth/password/forgot', { email: a.managerEmail }),
  },
  {
    route: 'POST /api/auth/password/reset',
    access: 'public',
    targetsA: false,
    request: () =>
      post('/api/auth/password/reset', {
        token: 'not-a-real-token-0123456789',
        password: 'lozinka123',
      }),
  },
  {
    route: 'GET /api/auth/profile',
    access: 'signedIn',
    targetsA: false,
    request: () => get('/api/auth/profile'),
  },
  {
    route: 'PATCH /api/auth/profile',
    access: 'signedIn',
    targetsA: false,
    request: () => ({ method: 'PATCH', url: '/api/auth/profile', payload: { fullName: 'Probe' } }),
  },
  {
    // A wrong current password: nothing changes, whoever asks.
    route: 'POST /api/auth/password',
    access: 'signedIn',
    targetsA: false,
    request: () =>
      post('/api/auth/password', { currentPassword: 'not-the-password', newPassword: 'x1234567' }),
  },
  {
    route: 'POST /api/auth/email',
    access: 'signedIn',
    targetsA: false,
    request: (a) =>
      post('/api/auth/email', { email: a.managerEmail, currentPassword: 'not-the-password' }),
  },
  {
    route: 'POST /api/auth/signout/everywhere',
    access: 'signedIn',
    targetsA: false,
    last: 3,
    request: () => post('/api/auth/signout/everywhere', {}),
  },
  {
    route: 'GET /api/auth/session',
    access: 'signedIn',
    targetsA: false,
    request: () => get('/api/auth/session'),
  },
  {
    route: 'GET /api/auth/status',
    access: 'public',
    targetsA: false,
    request: () => get('/api/auth/status'),
  },
  {
    route: 'GET /api/auth/google/start',
    access: 'public',
    targetsA: false,
    request: () => get('/api/auth/google/start'),
  },
  {
    route: 'GET /api/auth/invite/:token',
    access: 'public',
    targetsA: true,
    revealsByDesign: "the invitation link's holder sees the business name and invited email",
    request: (a) => get(`/api/auth/invite/${a.inviteToken}`),
  },
  {
    // A valid token would accept A's invitation (the token holder's right); an unknown one is 404.
    route: 'POST /api/auth/invite/accept',
    access: 'public',
    targetsA: false,
    request: () => ({
      method: 'POST',
      url: '/api/auth/invite/accept',
      payload: { token: 'not-a-real-invite-token', password: 'lozinka123' },
    }),
  },

  {
    // A mail's token stops its owner's mails (signed out, from any site); an unknown one is 404.
    route: 'POST /api/notifications/unsubscribe',
    access: 'public',
    targetsA: false,
    request: () => ({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: { token: 'not-a-real-mail-token' },
    }),
  },

  // Remote procedures and backend functions about the caller.
  {
    route: 'POST /api/rpc/has_permission',
    access: 'signedIn',
    targetsA: false,
    request: () => post('/api/rpc/has_permission', { resource_name: 'admin', action_name: 'read' }),
  },
  {
    route: 'POST /api/rpc/get_user_business_id',
    access: 'signedIn',
    targetsA: false,
    request: () => post('/api/rpc/get_user_business_id', {}),
  },
  {
    route: 'POST /api/rpc/get_user_role',
    access: 'signedIn',
    targetsA: false,
    request: () => post('/api/rpc/get_user_role', {}),
  },
  {
    route: 'GET /api/functions/connect-business',
    access: 'signedIn',
    targetsA: false,
    request: () => get('/api/functions/connect-business'),
  },
  {
    // Joining A by its id: only A's owner may.
    route: 'POST /api/functions/connect-business',
    access: 'signedIn',
    narrowedTo: MANAGERS,
    targetsA: true,
    request: (a) => post('/api/functions/connect-business', { business_id: a.businessId }),
  },
  {
    route: 'POST /api/functions/disconnect-business',
    access: 'signedIn',
    narrowedTo: MANAGERS,
    targetsA: false,
    last: 1,
    request: () => post('/api/functions/disconnect-business', {}),
  },
  {
    route: 'POST /api/functions/get-notification-data',
    access: 'signedIn',
    targetsA: false,
    request: () => post('/api/functions/get-notification-data', {}),
  },
  {
    route: 'POST /api/notifications/seen',
    access: 'signedIn',
    targetsA: false,
    request: () => post('/api/notifications/seen', {}),
  },
  {
    route: 'GET /api/employees/inactive-scans',
    access: MANAGERS,
    targetsA: false,
    request: () => get('/api/employees/inactive-scans'),
  },
  {
    route: 'GET /api/business/setup',
    access: MANAGERS,
    targetsA: false,
    request: () => get('/api/business/setup'),
  },
  {
    route: 'POST /api/business/setup/dismiss',
    access: MANAGERS,
    targetsA: false,
    request: () => post('/api/business/setup/dismiss', {}),
  },
  {
    route: 'GET /api/notifications/preferences',
    access: 'signedIn',
    targetsA: false,
    request: () => get('/api/notifications/preferences'),
  },
  {
    route: 'PUT /api/notifications/preferences',
    access: 'signedIn',
    targetsA: false,
    request: () => ({
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { muted: [] },
    }),
  },

  // Employees.
  {
    route: 'GET /api/employees',
    access: ALL,
    targetsA: false,
    request: () => get('/api/employees'),
  },
  {
    route: 'POST /api/employees',
    access: MANAGERS,
    targetsA: false,
    request: () => post('/api/employees', { name: 'Probe Person' }),
  },
  {
    route: 'GET /api/employees/:id',
    access: ALL,
    targetsA: true,
    ownOnly: true,
    request: (a) => get(`/api/employees/${a.employeeId}`),
  },
  {
    route: 'PATCH /api/employees/:id',
    access: MANAGERS,
    targetsA: true,
    request: (a) => ({
      method: 'PATCH',
      url: `/api/employees/${a.employeeId}`,
      payload: { name: 'Probe Name' },
    }),
  },
  {
    route: 'DELETE /api/employees/:id',
    access: ADMIN,
    targetsA: true,
    request: (a) => ({
      method: 'DELETE',
      url: `/api/employees/${a.employeeId}`,
      headers: SAME_ORIGIN,
    }),
  },
  {
    route: 'PUT /api/employees/:id/locations',
    access: MANAGERS,
    targetsA: true,
    request: (a) => ({
      method: 'PUT',
      url: `/api/employees/${a.employeeId}/locations`,
      payload: { locationIds: [a.locationId] },
    }),
  },
  {
    route: 'GET /api/locations',
    access: ALL,
    targetsA: false,
    request: () => get('/api/locations'),
  },
  {
    route: 'POST /api/locations',
    access: MANAGERS,
    targetsA: false,
    request: () => ({ method: 'POST', url: '/api/locations', payload: { name: 'Probe Shop' } }),
  },
  {
    route: 'PATCH /api/locations/:id',
    access: MANAGERS,
    targetsA: true,
    request: (a) => ({
      method: 'PATCH',
      url: `/api/locations/${a.locationId}`,
      payload: { name: 'Probe Rename' },
    }),
  },
  {
    route: 'GET /api/employees/lockouts',
    access: MANAGERS,
    targetsA: false,
    request: () => get('/api/employees/lockouts'),
  },
  {
    route: 'POST /api/employees/lockouts/reset',
    access: MANAGERS,
    targetsA: true,
    request: (a) => post('/api/employees/lockouts/reset', { key: a.lockoutKey }),
  },
  {
    route: 'PUT /api/employees/:id/credentials',
    access: MANAGERS,
    targetsA: true,
    request: (a) => ({
      method: 'PUT',
      url: `/api/employees/${a.employeeId}/credentials`,
      payload: { username: 'probeuser', password: 'lozinka123' },
    }),
  },
  {
    route: 'GET /api/employees/qr-sheet.pdf',
    access: MANAGERS,
    targetsA: true,
    request: (a) => get(`/api/employees/qr-sheet.pdf?ids=${a.employeeId}`),
  },
  {
    route: 'GET /api/employees/:id/qr.png',
    access: 'signedIn',
    targetsA: true,
    ownOnly: true,
    request: (a) => get(`/api/employees/${a.employeeId}/qr.png`),
  },
  {
    route: 'GET /api/employees/:id/qr.svg',
    access: 'signedIn',
    targetsA: true,
    ownOnly: true,
    request: (a) => get(`/api/employees/${a.employeeId}/qr.svg`),
  },

  // Activity, realtime.
  {
    route: 'GET /api/activity',
    access: 'signedIn',
    targetsA: false,
    request: () => get('/api/activity'),
  },
  {
    route: 'GET /api/realtime',
    access: 'signedIn',
    targetsA: false,
    stream: true,
    request: () => get('/api/realtime'),
  },

  // Business settings.
  {
    route: 'GET /api/business',
    access: MANAGERS,
    targetsA: false,
    request: () => get('/api/business'),
  },
  {
    route: 'PATCH /api/business',
    access: MANAGERS,
    targetsA: false,
    request: () => ({ method: 'PATCH', url: '/api/business', payload: { name: 'Probe Salon' } }),
  },
  {
    route: 'POST /api/business/resolve-google-url',
    access: 'signedIn',
    targetsA: false,
    request: () =>
      post('/api/business/resolve-google-url', {
        url: 'https://www.google.com/maps/place/Probe/@44.8,20.4,17z/data=!4m6!3m5!1s0x1:0x2!8m2!3d44.8!4d20.4',
      }),
  },

  // Demo data.
  {
    route: 'GET /api/admin/seed/status',
    access: 'signedIn',
    targetsA: false,
    request: () => get('/api/admin/seed/status'),
  },
  {
    route: 'POST /api/admin/seed',
    access: 'signedIn',
    narrowedTo: MANAGERS,
    targetsA: false,
    request: () => post('/api/admin/seed', {}),
  },
  {
    route: 'GET /api/admin/seed/:jobId',
    access: 'signedIn',
    narrowedTo: MANAGERS,
    targetsA: true,
    request: (a) => get(`/api/admin/seed/${a.seedJobId}`),
  },

  // Reviews.
  {
    route: 'GET /api/reviews',
    access: ALL,
    targetsA: false,
    request: () => get('/api/reviews'),
  },
  {
    route: 'POST /api/reviews/import',
    access: MANAGERS,
    targetsA: false,
    request: () => ({
      method: 'POST',
      url: '/api/reviews/import',
      payload:
        'review_id,author_name,rating,published_at,text,is_anonymous\nprobe-1,Probe,5,2026-01-10T10:00:00Z,Probe,false\n',
      headers: { ...SAME_ORIGIN, 'content-type': 'text/csv' },
    }),
  },
  {
    route: 'POST /api/reviews/rematch',
    access: MANAGERS,
    targetsA: false,
    request: () => post('/api/reviews/rematch', {}),
  },
  {
    route: 'POST /api/reviews/:id/attribution',
    access: MANAGERS,
    targetsA: true,
    request: (a) => post(`/api/reviews/${a.reviewId}/attribution`, { employeeId: null }),
  },
  {
    route: 'PUT /api/reviews/:id/reply',
    access: MANAGERS,
    targetsA: true,
    request: (a) => ({
      method: 'PUT',
      url: `/api/reviews/${a.reviewId}/reply`,
      payload: { comment: 'Thank you' },
    }),
  },
  {
    route: 'DELETE /api/reviews/:id/reply',
    access: MANAGERS,
    targetsA: true,
    request: (a) => ({
      method: 'DELETE',
      url: `/api/reviews/${a.reviewId}/reply`,
      headers: SAME_ORIGIN,
    }),
  },

  // Google connection (settings).
  {
    route: 'GET /api/google/status',
    access: MANAGERS,
    targetsA: false,
    request: () => get('/api/google/status'),
  },
  {
    route: 'PUT /api/google/places',
    access: MANAGERS,
    targetsA: false,
    request: () => ({
      method: 'PUT',
      url: '/api/google/places',
      payload: { placeId: 'ChIJprobe', apiKey: 'probe-api-key-0123456789' },
    }),
  },
  {
    route: 'GET /api/google/oauth/start',
    access: MANAGERS,
    targetsA: false,
    request: () => get('/api/google/oauth/start'),
  },
  {
    route: 'GET /api/google/locations',
    access: MANAGERS,
    targetsA: false,
    request: () => get('/api/google/locations'),
  },
  {
    route: 'POST /api/google/locations',
    access: MANAGERS,
    targetsA: false,
    request: () =>
      post('/api/google/locations', { items: [{ accountId: '123', locationId: '456' }] }),
  },
  {
    route: 'PUT /api/google/location',
    access: MANAGERS,
    targetsA: false,
    request: () => ({
      method: 'PUT',
      url: '/api/google/location',
      payload: { accountId: '123', locationId: '456' },
    }),
  },
  {
    route: 'POST /api/google/test',
    access: MANAGERS,
    targetsA: false,
    request: () => post('/api/google/test', {}),
  },
  {
    route: 'POST /api/google/sync',
    access: MANAGERS,
    targetsA: false,
    request: () => post('/api/google/sync', {}),
  },
  {
    route: 'GET /api/google/sync/:jobId',
    access: MANAGERS,
    targetsA: true,
    request: (a) => get(`/api/google/sync/${a.syncJobId}`),
  },
  {
    route: 'POST /api/google/disconnect',
    access: MANAGERS,
    targetsA: false,
    request: () => post('/api/google/disconnect', {}),
  },

  // Analytics and exports.
  // Asked for A's second location: nobody outside A learns even whether it exists.
  ...['overview', 'timeseries', 'hourly', 'employees', 'leaderboard', 'locations'].map(
    (name): RouteEntry => ({
      route: `GET /api/analytics/${name}`,
      access: ALL,
      targetsA: true,
      request: (a) => get(`/api/analytics/${name}${RANGE}&locationId=${a.locationId}`),
    }),
  ),
  ...['employees', 'reviews', 'activity'].flatMap((kind) =>
    ['csv', 'xlsx'].map((format): RouteEntry => ({
      route: `GET /api/exports/${kind}.${format}`,
      access: MANAGERS,
      // The activity feed records no location, so its export takes none.
      targetsA: kind !== 'activity',
      request: (a) =>
        get(
          `/api/exports/${kind}.${format}${RANGE}${kind === 'activity' ? '' : `&locationId=${a.locationId}`}`,
        ),
    })),
  ),

  // Display links for the salon's television.
  {
    route: 'POST /api/display-links',
    access: MANAGERS,
    targetsA: false,
    request: () => post('/api/display-links', { range: '7d' }),
  },
  {
    route: 'GET /api/display-links',
    access: MANAGERS,
    targetsA: false,
    request: () => get('/api/display-links'),
  },
  {
    route: 'DELETE /api/display-links/:id',
    access: MANAGERS,
    targetsA: true,
    request: (a) => ({
      method: 'DELETE',
      url: `/api/display-links/${a.displayLinkId}`,
      headers: SAME_ORIGIN,
    }),
  },
  {
    route: 'GET /api/display/:token',
    access: 'public',
    targetsA: true,
    revealsByDesign: "the display link's holder sees A's thank-you board: first names and figures",
    request: (a) => get(`/api/display/${a.displayToken}`),
  },

  // Review requests (docs/review-requests.md): an employee asks only for themself.
  {
    route: 'POST /api/review-requests',
    access: ALL,
    targetsA: true,
    ownOnly: true,
    request: (a) =>
      post('/api/review-requests', { employeeId: a.employeeId, customerName: 'Probe' }),
  },
  {
    route: 'GET /api/review-requests',
    access: ALL,
    targetsA: true,
    ownOnly: true,
    request: (a) => get(`/api/review-requests?employeeId=${a.employeeId}`),
  },
  {
    route: 'GET /api/review-requests/:id/qr.svg',
    access: ALL,
    targetsA: true,
    ownOnly: true,
    request: (a) => get(`/api/review-requests/${a.requestId}/qr.svg`),
  },
  {
    route: 'GET /r/:token/stop',
    access: 'public',
    targetsA: false,
    request: () => get('/r/AAAAAAAAAAAAAAAAAAAAAA/stop'),
  },
  {
    route: 'POST /r/:token/stop',
    access: 'public',
    targetsA: false,
    request: () => ({
      method: 'POST',
      url: '/r/AAAAAAAAAAAAAAAAAAAAAA/stop',
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  {
    route: 'GET /r/:token',
    access: 'public',
    targetsA: true,
    revealsByDesign: "the link's holder is sent to the page of A's employee who asked",
    funnelPage: true,
    request: (a) => get(`/r/${a.requestToken}`),
  },

  // Visits from a booking system (docs/visits.md).
  {
    route: 'POST /api/visits/import',
    access: MANAGERS,
    targetsA: false,
    request: () => ({
      method: 'POST',
      url: '/api/visits/import?preview=1',
      payload: 'Client,Team member,Date\nAna,Milica,2026-11-20',
      headers: { ...SAME_ORIGIN, 'content-type': 'text/csv' },
    }),
  },
  {
    route: 'POST /api/visits',
    access: 'public',
    targetsA: false,
    request: () => ({
      method: 'POST',
      url: '/api/visits',
      payload: { id: 'p', customerName: 'Ana', employee: 'Milica', time: '2026-11-20T10:00:00Z' },
      headers: { authorization: 'Bearer rtv_probe' },
    }),
  },
  {
    route: 'GET /api/visits/summary',
    access: MANAGERS,
    targetsA: false,
    request: () => get('/api/visits/summary'),
  },
  {
    route: 'DELETE /api/visits',
    access: MANAGERS,
    targetsA: false,
    request: () => ({ method: 'DELETE', url: '/api/visits', headers: SAME_ORIGIN }),
  },
  {
    route: 'POST /api/visit-keys',
    access: MANAGERS,
    targetsA: false,
    request: () => post('/api/visit-keys', {}),
  },
  {
    route: 'GET /api/visit-keys',
    access: MANAGERS,
    targetsA: false,
    request: () => get('/api/visit-keys'),
  },
  {
    route: 'DELETE /api/visit-keys/:id',
    access: MANAGERS,
    targetsA: false,
    request: () => ({
      method: 'DELETE',
      url: '/api/visit-keys/00000000-0000-4000-8000-000000000000',
      headers: SAME_ORIGIN,
    }),
  },

  // Administration.
  {
    route: 'GET /api/admin/users',
    access: ADMIN,
    targetsA: false,
    request: () => get('/api/admin/users'),
  },
  {
    route: 'PATCH /api/admin/users/:id',
    access: ADMIN,
    targetsA: true,
    request: (a) => ({
      method: 'PATCH',
      url: `/api/admin/users/${a.managerUserId}`,
      payload: { isActive: false },
    }),
  },
  {
    route: 'POST /api/admin/invites',
    access: ADMIN,
    targetsA: false,
    request: () =>
      post('/api/admin/invites', {
        email: `probe-invite-${Math.random().toString(36).slice(2)}@example.com`,
        role: 'manager',
      }),
  },
  {
    route: 'GET /api/admin/invites',
    access: ADMIN,
    targetsA: false,
    request: () => get('/api/admin/invites'),
  },
  {
    route: 'DELETE /api/admin/invites/:id',
    access: ADMIN,
    targetsA: true,
    request: (a) => ({
      method: 'DELETE',
      url: `/api/admin/invites/${a.inviteId}`,
      headers: SAME_ORIGIN,
    }),
  },
  {
    route: 'GET /api/admin/lockouts',
    access: ADMIN,
    targetsA: false,
    request: () => get('/api/admin/lockouts'),
  },
  {
    route: 'POST /api/admin/lockouts/reset',
    access: ADMIN,
    targetsA: true,
    request: (a) => post('/api/admin/lockouts/reset', { key: a.lockoutKey }),
  },

  // Operator: public for the session layer, guarded by OPERATOR_TOKEN (unset here: 404).
  {
    route: 'GET /api/operator/status',
    access: 'public',
    targetsA: false,
    request: () => get('/api/operator/status'),
  },
  {
    route: 'GET /metrics',
    access: 'public',
    targetsA: false,
    request: () => get('/metrics'),
  },

  // Developer-only debug API (not registered in production).
  {
    route: 'GET /api/debug/tests',
    access: 'signedIn',
    targetsA: false,
    request: () => get('/api/debug/tests'),
  },
  {
    route: 'GET /api/debug/query',
    access: MANAGERS,
    targetsA: false,
    request: () => get('/api/debug/query?table=employees'),
  },
  {
    route: 'GET /api/debug/policies',
    access: 'signedIn',
    targetsA: false,
    request: () => get('/api/debug/policies'),
  },
  {
    route: 'GET /api/debug/auth',
    access: 'public',
    targetsA: false,
    request: () => get('/api/debug/auth'),
  },
  {
    // Development only: mails to any address, as the server log prints them too.
    route: 'GET /api/debug/mail',
    access: 'public',
    targetsA: false,
    revealsByDesign: 'development only: the mails written to DATA_DIR/mail, links included',
    request: () => get('/api/debug/mail'),
  },
];

function get(url: string): ProbeRequest {
  return { method: 'GET', url };
}

function post(url: string, payload: object): ProbeRequest {
  return { method: 'POST', url, payload };
}

/** The roles a table entry lets in past the session layer and the handler. */
export function allowedRoles(entry: RouteEntry): readonly Role[] {
  if (entry.access === 'public' || entry.access === 'signedIn') return entry.narrowedTo ?? ALL;
  return entry.narrowedTo ?? entry.access;
}
