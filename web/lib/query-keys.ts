// Every query key of the web app, from one factory. A key's first element is its family: the
// live stream (web/lib/realtime.tsx) and the mutations invalidate by family, so which family a
// query belongs to is decided here, on purpose, and not by a string a feature happens to share.
import { authKeys } from './session-keys';

export const queryKeys = {
  auth: authKeys,
  admin: {
    users: ['admin', 'users'],
    lockouts: ['admin', 'lockouts'],
    invites: ['admin', 'invites'],
    seed: (jobId: string) => ['admin', 'seed', jobId] as const,
  },
  invite: (token: string) => ['invite', token] as const,
  operator: (token: string | null) => ['operator', 'status', token] as const,
  employees: {
    /** Every list, and what a change to the team invalidates. */
    all: ['employees'],
    list: <F>(filters: F) => ['employees', filters] as const,
    inactiveScans: ['employees', 'inactive-scans'],
    lockouts: ['employees', 'lockouts'],
    /** The reviews screen's attribution picker: in this family, so a team change refreshes it. */
    options: ['employees', 'options'],
    own: (id: string) => ['employees', 'own', id] as const,
  },
  reviews: {
    all: ['reviews'],
    list: <F>(filters: F) => ['reviews', filters] as const,
  },
  analytics: {
    of: (endpoint: string, range: string, location = '') =>
      ['analytics', endpoint, range, location] as const,
  },
  notifications: {
    all: ['notifications'],
    preferences: ['notifications', 'preferences'],
  },
  business: {
    settings: ['business', 'settings'],
    setup: ['business', 'setup'],
  },
  google: {
    status: ['google', 'status'],
    sync: (id: string) => ['google', 'sync', id] as const,
    locations: ['google', 'locations'],
  },
  activity: { all: ['activity'] },
  /** The business's locations (docs/locations.md); employee changes move their counts. */
  locations: { all: ['locations'] },
} as const;
