// Reads that may lag a moment (dashboards, review lists, exports) go through the request:
// `request.readLagging(read)`, or `request.laggingDb()` for a streamed export. They run on the read
// replica of DATABASE_READ_URL or on the primary (server/db/read-routing.ts,
// docs/decisions/019-read-replica.md).
// A session that just changed something reads from the primary for a few seconds, so a screen
// that writes and reloads sees its own write: each successful write answer to a signed-in browser
// carries a short-lived cookie saying so. A cookie rather than process memory, so it holds
// whichever process serves the next request. Without a replica no cookie is ever set.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { ReadRouter } from '../db/read-routing';
import { SESSION_COOKIE } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** Runs a read that may see data a moment old where read-routing.ts sends it. */
    readLagging<T>(read: (db: Database) => Promise<T>): Promise<T>;
    /** The database for a streamed read that may lag, checked just now (it cannot be rerun). */
    laggingDb(): Promise<Database>;
  }
}

const OWN_WRITES_COOKIE = 'rt_wrote';
/**
 * How long a browser reads from the primary after a write: a healthy standby replays within
 * milliseconds, and one more than 1 MB behind is not read at all, so seconds cover the reload
 * that follows a change with room to spare.
 */
const OWN_WRITES_SECONDS = 5;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A signed-in browser: it sent a session cookie, or this answer (sign-in) gives it one. */
function hasSession(request: FastifyRequest, reply: FastifyReply) {
  if (request.cookies[SESSION_COOKIE] !== undefined) return true;
  const set = reply.getHeader('set-cookie');
  return [set ?? []].flat().some((c) => String(c).startsWith(`${SESSION_COOKIE}=`));
}

export default fp(
  async (app) => {
    const router = new ReadRouter(app.database, (state, detail) =>
      app.log.warn({ state, ...detail }, `read replica: ${state.replace('_', ' ')}`),
    );
    const ownWrites = (request: FastifyRequest) => request.cookies[OWN_WRITES_COOKIE] !== undefined;
    app.decorateRequest('readLagging', function <
      T,
    >(this: FastifyRequest, read: (db: Database) => Promise<T>) {
      return router.run(ownWrites(this), read);
    });
    app.decorateRequest('laggingDb', function (this: FastifyRequest) {
      return router.pick(ownWrites(this), true);
    });
    if (!router.hasReplica) return;

    const secure = app.config.publicUrl?.startsWith('https://');
    // After @fastify/cookie's own onSend (registered before this plugin), setCookie writes at once.
    app.addHook('onSend', async (request, reply, payload) => {
      if (READS.has(request.method) || reply.statusCode >= 400) return payload;
      if (!hasSession(request, reply)) return payload; // a visitor on the funnel: no dashboard
      reply.setCookie(OWN_WRITES_COOKIE, '1', {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secure ?? request.protocol === 'https',
        maxAge: OWN_WRITES_SECONDS,
      });
      return payload;
    });
  },
  { name: 'read-replica', dependencies: ['auth'] },
);
