// The caller's scope: who is asking (viewer), in which business, over which locations, with which
// permissions. Built once per request by the auth plugin (request.scope(), request.businessScope())
// from the session; services and repositories take it instead of reading the session themselves
// (docs/ARCHITECTURE.md "Where each rule lives"). Nothing else reads a session's business id: a
// lint rule keeps it so (eslint.config.js).
import {
  BOARD_READER_ROLE,
  can,
  limitableToLocations,
  ownScope,
  type OwnScope,
  type Permission,
  type Role,
} from '@common/policy';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import * as repo from './scope.repository';

interface Viewer {
  userId: string;
  role: Role;
  /** The employee an employee's account belongs to. */
  employeeId: string | null;
}

/** What the session read of the caller's business, for figures, files and mails. */
export interface BusinessFacts {
  id: string;
  name: string;
  slug: string;
  /** The business's own time zone (a location may have another: analytics-context.ts). */
  timezone: string;
}

export interface Scope {
  readonly viewer: Viewer;
  /** The caller's business; null for an account that has none yet (or any more). */
  readonly businessId: string | null;
  readonly business: BusinessFacts | null;
  /** Whose people and figures the caller sees inside the business (common/policy.ts). */
  readonly own: OwnScope;
  can(permission: Permission): boolean;
  /** The locations the caller is limited to (docs/locations.md); null: every location. */
  locations(): Promise<string[] | null>;
}

export interface BusinessScope extends Scope {
  readonly businessId: string;
  readonly business: BusinessFacts;
}

/** What a session says of its caller: the parts a scope is built from. */
export interface SessionCaller {
  role: Role;
  user: { id: string; businessId: string | null; employeeId: string | null };
  business: BusinessFacts | null;
}

const built = new WeakMap<SessionCaller, Scope>();

/** The caller's scope; the same object (and one location read) for the same session lookup. */
export function scopeOf(db: Database, caller: SessionCaller): Scope {
  let scope = built.get(caller);
  if (!scope) {
    scope = makeScope(db, caller);
    built.set(caller, scope);
  }
  return scope;
}

function makeScope(db: Database, caller: SessionCaller): Scope {
  const { id: userId, employeeId } = caller.user;
  const viewer: Viewer = { userId, role: caller.role, employeeId };
  const row = caller.business?.id === caller.user.businessId ? caller.business : null;
  const business = row && { id: row.id, name: row.name, slug: row.slug, timezone: row.timezone };
  const businessId = business?.id ?? null;
  let locations: Promise<string[] | null> | undefined;
  return {
    viewer,
    businessId,
    business,
    own: ownScope(viewer),
    can: (permission) => can(viewer, permission),
    locations() {
      if (!businessId || !limitableToLocations(viewer.role)) return Promise.resolve(null);
      if (!locations) {
        const read = repo
          .limitedTo(db, businessId, userId)
          .then((ids) => (ids.length ? ids : null));
        // A read that failed is asked again by the next caller rather than failing it too.
        read.catch(() => (locations = undefined));
        locations = read;
      }
      return locations;
    },
  };
}

/** The one answer for a caller without a business where one is needed: 404. */
export function requireBusiness(scope: Scope): BusinessScope {
  if (!scope.business) throw notFound('businessRequired');
  return scope as BusinessScope;
}

/**
 * The scope a display link reads the board in: the business, every person, no permission, no
 * caller (docs/display-links.md).
 */
export function boardScope(business: BusinessFacts): BusinessScope {
  return {
    viewer: { userId: `display:${business.id}`, role: BOARD_READER_ROLE, employeeId: null },
    businessId: business.id,
    business,
    own: { kind: 'all' },
    can: () => false,
    locations: () => Promise.resolve(null),
  };
}

/** 404, as for another business's, unless the caller may see this location. */
export async function requireLocationAllowed(scope: Scope, locationId: string) {
  const allowed = await scope.locations();
  if (allowed && !allowed.includes(locationId)) throw notFound('locationNotFound');
}

/** 404 unless the employee works at a location the caller may see. */
export async function requireEmployeeAllowed(db: Database, scope: Scope, employeeId: string) {
  const allowed = await scope.locations();
  if (!allowed || !scope.businessId) return;
  if (!(await repo.worksAtAny(db, scope.businessId, employeeId, allowed)))
    throw notFound('employeeNotFound');
}

/** 403 for what concerns every location (the Google connection, a new location, re-matching). */
export async function requireAllLocations(scope: Scope) {
  if (await scope.locations()) throw forbidden('allLocationsOnly');
}

/**
 * What a query of a business's people, events and figures filters by, read from the scope: the
 * business, the employee an employee sees (only their own), the locations a limited manager sees.
 * Null when the caller sees nobody (an employee login whose employee is gone).
 */
export interface RowFilter {
  businessId: string;
  employeeId?: string;
  locationIds: string[] | null;
}

export async function rowFilter(scope: BusinessScope): Promise<RowFilter | null> {
  if (scope.own.kind === 'none') return null;
  const locationIds = await scope.locations();
  return scope.own.kind === 'own'
    ? { businessId: scope.businessId, employeeId: scope.own.employeeId, locationIds }
    : { businessId: scope.businessId, locationIds };
}
