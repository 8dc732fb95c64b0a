// Prunes what the account flows leave behind, hourly and once at start: expired sessions, mailed
// tokens used or expired a day ago, and sign-in throttle rows whose window and lock are over.
// Every process runs it; the deletes are idempotent, so several at once do no harm.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { runPeriodically } from '../../lib/periodic';
import { deleteExpiredSessions } from './session.repository';
import { deleteStaleThrottles } from './throttle.repository';
import { deleteStaleTokens } from './tokens.repository';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

async function pruneAuthRecords(db: Database) {
  return {
    sessions: await deleteExpiredSessions(db),
    tokens: await deleteStaleTokens(db),
    throttles: await deleteStaleThrottles(db),
  };
}

const housekeeping: FastifyPluginAsync = async (app) => {
  runPeriodically(app, HOUSEKEEPING_INTERVAL_MS, () =>
    pruneAuthRecords(app.database.db)
      .then((pruned) => app.log.debug({ pruned }, 'auth housekeeping'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'auth housekeeping failed')),
  );
};

export default fp(housekeeping, { name: 'auth-housekeeping' });
