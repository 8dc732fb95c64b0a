// The setup guide (docs/setup-guide.md): 1 connect Google, 2 add the team, 3 print the cards,
// 4 a test scan. Each step is done when its trace exists, so progress is the business's own and
// survives devices and browsers; only "cards printed" and "guide hidden" need columns of their own.
import type { SetupStatus } from '@common/schemas/setup';
import type { Database } from '../../db/client';
import type { BusinessScope } from '../scope/scope';
import { AppError, notFound } from '../../lib/errors';
import * as repo from './setup.repository';

/** "milica@salon.rs" -> "m•••@salon.rs": recognisable to its owner, useless to a harvester. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

export async function setupStatus(db: Database, scope: BusinessScope): Promise<SetupStatus> {
  const { businessId } = scope;
  const facts = await repo.setupFacts(db, businessId);
  if (!facts) throw notFound();
  const open = await repo.locationFacts(db, businessId);
  // A manager limited to some shops follows the guide for his shops only (docs/locations.md).
  const allowed = await scope.locations();
  const mine = allowed ? open.filter((location) => allowed.includes(location.id)) : open;
  // With several shops each needs its link, its people and a first scan (docs/locations.md).
  const locations = open.length > 1 ? mine : null;
  const everywhere = (fact: (l: (typeof open)[number]) => boolean) =>
    locations === null || locations.every(fact);
  const teamSize = allowed ? mine.reduce((sum, l) => sum + l.staff, 0) : facts.activeEmployees;
  const steps = [
    {
      // Done when reviews came in (a finished sync, or a file), not at the moment of connecting.
      key: 'google' as const,
      done: facts.reviewsIn && everywhere((l) => l.reviewLink),
    },
    { key: 'team' as const, done: teamSize > 0 && everywhere((l) => l.staff > 0) },
    { key: 'cards' as const, done: facts.cardsPrinted },
    { key: 'testScan' as const, done: facts.scanned && everywhere((l) => l.scanned) },
  ];
  const other = facts.googlePlaceId
    ? await repo.otherBusinessWithPlace(db, businessId, facts.googlePlaceId)
    : null;
  return {
    steps,
    complete: steps.every((step) => step.done),
    dismissed: facts.dismissed,
    teamSize,
    sharedLocation: other ? { contact: other.email ? maskEmail(other.email) : null } : null,
    locations,
    limited: allowed !== null,
  };
}

export async function dismissSetup(db: Database, scope: BusinessScope): Promise<SetupStatus> {
  const status = await setupStatus(db, scope);
  // Not in common/messages.ts: the guide offers "hide" only once complete, so only a stale page
  // meets this, and the web app words it by its code (issue 19 moves every error to codes).
  if (!status.complete) throw new AppError('SETUP_INCOMPLETE', 'setupIncomplete');
  await repo.markSetup(db, scope.businessId, 'setupDismissedAt');
  return { ...status, dismissed: true };
}

/** A manager downloaded printable cards: the guide's third step. */
export async function markCardsPrinted(db: Database, businessId: string) {
  await repo.markSetup(db, businessId, 'cardsPrintedAt');
}
