// One LISTEN connection per process, on the activity channel and the session channel (sessions
// that ended, so their streams close). On PostgreSQL it is a
// dedicated connection outside the pool: a pooled client would be handed back and reused, and the
// LISTEN would be lost with it. On PGlite the embedded instance delivers its own NOTIFYs.
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { ACTIVITY_CHANNEL } from '../activity/activity.repository';
import { SESSION_CHANNEL, type SessionNotice } from '../auth/session.service';

export interface ActivityNotice {
  id: number;
  businessId: string;
  employeeId: string | null;
  type: string;
}

export interface ActivityListenerHandlers {
  onNotice(notice: ActivityNotice): void;
  /** Sessions ended or a user changed: streams of that session or user re-check themselves. */
  onSessions?(notice: SessionNotice): void;
  /** The connection was lost and is back: NOTIFYs sent meanwhile are gone. */
  onGap(): void;
}

export interface ActivityListener {
  /** Resolves once the first LISTEN succeeded or failed (retries go on in the background). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

const BACKOFF_START_MS = 200;
const BACKOFF_MAX_MS = 30_000;

function toNotice(value: Partial<ActivityNotice> | null): ActivityNotice | null {
  if (typeof value?.id !== 'number' || typeof value.businessId !== 'string') return null;
  return {
    id: value.id,
    businessId: value.businessId,
    employeeId: typeof value.employeeId === 'string' ? value.employeeId : null,
    type: typeof value.type === 'string' ? value.type : 'activity',
  };
}

/**
 * A NOTIFY payload: one notice (insertActivity, review ingest) or a JSON array of notices (one
 * per batch of the funnel's group commit). Malformed entries are skipped.
 */
export function parseNotices(payload: string | undefined): ActivityNotice[] {
  let value: unknown;
  try {
    value = JSON.parse(payload ?? '');
  } catch {
    return [];
  }
  const items = (Array.isArray(value) ? value : [value]) as (Partial<ActivityNotice> | null)[];
  return items.map(toNotice).filter((notice) => notice !== null);
}

function parseSessionNotice(payload: string | undefined): SessionNotice | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<SessionNotice> | null;
    const notice: SessionNotice = {};
    if (typeof value?.userId === 'string') notice.userId = value.userId;
    if (typeof value?.sessionId === 'string') notice.sessionId = value.sessionId;
    return notice.userId || notice.sessionId ? notice : null;
  } catch {
    return null;
  }
}

export function createActivityListener(
  database: DatabaseHandle,
  handlers: ActivityListenerHandlers,
  log: FastifyBaseLogger,
  databaseUrl?: string,
): ActivityListener {
  const deliver = (payload: string | undefined) => {
    for (const notice of parseNotices(payload)) handlers.onNotice(notice);
  };
  const deliverSessions = (payload: string | undefined) => {
    const notice = parseSessionNotice(payload);
    if (notice) handlers.onSessions?.(notice);
  };
  const engine = database.engine;
  if (engine.kind === 'pglite') {
    let unlisten: (() => Promise<void>)[] | undefined;
    return {
      start: async () => {
        unlisten ??= [
          await engine.client.listen(ACTIVITY_CHANNEL, deliver),
          await engine.client.listen(SESSION_CHANNEL, deliverSessions),
        ];
      },
      stop: async () => {
        const stops = unlisten ?? [];
        unlisten = undefined;
        for (const stop of stops) if (!engine.client.closed) await stop();
      },
    };
  }

  // Connection settings of the pool (so tests' per-run databases work), else the configured URL.
  const clientConfig: pg.ClientConfig = {
    ...(databaseUrl ? { connectionString: databaseUrl } : {}),
    ...engine.pool.options,
    keepAlive: true,
    connectionTimeoutMillis: 5000,
  };
  let client: pg.Client | undefined;
  let stopped = false;
  let everConnected = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = BACKOFF_START_MS;

  const connect = async (): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client(clientConfig);
    client = next;
    next.on('notification', (message) => {
      if (message.channel === ACTIVITY_CHANNEL) deliver(message.payload);
      else if (message.channel === SESSION_CHANNEL) deliverSessions(message.payload);
    });
    // 'error' and 'end' both fire on a lost connection; retry once per client.
    let retried = false;
    const retry = (error?: unknown) => {
      if (retried || stopped) return;
      retried = true;
      if (client === next) client = undefined;
      next.end().catch(() => {});
      log.warn({ err: error, retryInMs: delay }, 'realtime listener lost its connection');
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        void connect();
      }, delay);
      retryTimer.unref();
      delay = Math.min(delay * 2, BACKOFF_MAX_MS);
    };
    next.on('error', retry);
    next.on('end', () => retry());
    try {
      await next.connect();
      await next.query(`listen ${ACTIVITY_CHANNEL}; listen ${SESSION_CHANNEL}`);
    } catch (error) {
      retry(error);
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    delay = BACKOFF_START_MS;
    if (everConnected) handlers.onGap();
    everConnected = true;
  };

  return {
    start: () => connect(),
    stop: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
