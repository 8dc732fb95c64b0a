// Display links (docs/display-links.md): a manager makes a read-only link to the thank-you board
// for the salon's television and can revoke it; the television opens it with no account. The
// token is shown once and stored only as its SHA-256, like sessions and invitations.
import { serverPages } from '@common/paths';
import type {
  CreateDisplayLinkRequest,
  CreatedDisplayLink,
  DisplayBoard,
  DisplayLinkList,
} from '@common/schemas/display';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { hashToken, newSessionToken } from '../../lib/tokens';
import { leaderboard } from '../analytics/leaderboard';
import {
  boardScope,
  requireAllLocations,
  requireLocationAllowed,
  type BusinessScope,
} from '../scope/scope';
import { findLocation } from '../locations/locations.repository';
import * as repo from './display.repository';

type Row = Awaited<ReturnType<typeof repo.liveLinks>>[number];
const present = (row: Row) => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function createDisplayLink(
  db: Database,
  scope: BusinessScope,
  input: CreateDisplayLinkRequest,
  origin: string,
): Promise<CreatedDisplayLink> {
  // A manager limited to some locations makes links to their own locations' boards only.
  if (input.locationId) {
    await requireLocationAllowed(scope, input.locationId);
    if (!(await findLocation(db, scope.businessId, input.locationId)))
      throw notFound('locationNotFound');
  } else await requireAllLocations(scope);
  const token = newSessionToken();
  const row = await repo.insertLink(db, {
    businessId: scope.businessId,
    locationId: input.locationId ?? null,
    range: input.range,
    tokenHash: hashToken(token),
    createdBy: scope.viewer.userId,
  });
  return { ...present(row), url: origin + serverPages.display(token) };
}

export async function listDisplayLinks(
  db: Database,
  scope: BusinessScope,
): Promise<DisplayLinkList> {
  const allowed = await scope.locations();
  const rows = await repo.liveLinks(db, scope.businessId);
  return {
    items: rows
      .filter((row) => !allowed || (row.locationId !== null && allowed.includes(row.locationId)))
      .map(present),
  };
}

export async function revokeDisplayLink(db: Database, scope: BusinessScope, id: string) {
  const allowed = await scope.locations();
  const visible = (await listDisplayLinks(db, scope)).items.some((link) => link.id === id);
  if ((allowed && !visible) || !(await repo.revokeLink(db, scope.businessId, id)))
    throw notFound('displayLinkNotFound');
}

/** The board a live link shows, or 404 (unknown and revoked links alike). */
export async function displayBoard(db: Database, token: string, now: Date): Promise<DisplayBoard> {
  const link = await repo.findLiveLink(db, hashToken(token));
  if (!link) throw notFound('displayLinkNotFound');
  const board = await leaderboard(
    db,
    boardScope(link.business),
    { range: link.range, locationId: link.locationId ?? undefined },
    now,
  );
  return { ...board, businessName: link.business.name, locationName: link.locationName };
}
