// The process's fan-out point: one activity listener, the open streams grouped by business, and
// a loader that turns NOTIFY ids (the payload carries no details, it is capped at 8000 bytes)
// into feed items with one query per flush, filtered to the businesses that have a stream here.
import type { FastifyBaseLogger } from 'fastify';
import {
  MAX_STREAMS_PER_SESSION,
  MAX_STREAMS_PER_USER,
  SESSION_RECHECK_MS,
} from '@common/constants';
import type { DatabaseHandle } from '../../db/client';
import { liveSessionIds, type SessionNotice } from '../auth/session.service';
import {
  createActivityListener,
  type ActivityListener,
  type ActivityNotice,
} from './activity-listener';
import type { SseStream } from './sse-stream';
import { forClient, loadLiveItems, type LiveItem } from './live-items';
import { realtimeStreams } from '../../lib/metrics';

// Long enough to gather a burst into one query, short enough to stay well under a second.
const FLUSH_DELAY_MS = 15;
const MAX_IDS_PER_QUERY = 500;

export interface RealtimeHubOptions {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  databaseUrl?: string | undefined;
  /** How often every open stream's session is re-checked (expiry, changes missed in a gap). */
  recheckMs?: number;
}

/** The session a stream was opened with: it lives only as long as that session does. */
export interface StreamOwner {
  sessionId: string;
  userId: string;
}

export class RealtimeHub {
  private readonly streams = new Map<string, Set<SseStream>>();
  private readonly idle = new Set<SseStream>();
  /** Open streams per session and per user, oldest first, and each stream's owner. */
  private readonly bySession = new Map<string, SseStream[]>();
  private readonly byUser = new Map<string, SseStream[]>();
  private readonly owners = new Map<SseStream, StreamOwner>();
  private readonly recheckTimer: NodeJS.Timeout;
  private rechecking: Promise<void> = Promise.resolve();
  private readonly listener: ActivityListener;
  private starting: Promise<void> | undefined;
  private pending: ActivityNotice[] = [];
  private flushTimer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly options: RealtimeHubOptions) {
    this.listener = createActivityListener(
      options.database,
      {
        onNotice: (notice) => this.enqueue(notice),
        onSessions: (notice) => this.recheckWhere(notice),
        onGap: () => {
          this.announceGap();
          this.recheckWhere(null);
        },
      },
      options.log,
      options.databaseUrl,
    );
    this.recheckTimer = setInterval(
      () => this.recheckWhere(null),
      options.recheckMs ?? SESSION_RECHECK_MS,
    );
    this.recheckTimer.unref();
  }

  /** Starts the listener on first use; later calls share the same start. */
  start(): Promise<void> {
    this.starting ??= this.listener.start().catch((error: unknown) => {
      this.options.log.error({ err: error }, 'realtime listener failed to start');
    });
    return this.starting;
  }

  get streamCount() {
    let count = this.idle.size;
    for (const set of this.streams.values()) count += set.size;
    return count;
  }

  add(stream: SseStream, owner: StreamOwner) {
    if (this.stopped) return stream.close();
    this.track(stream, owner);
    const businessId = stream.audience.businessId;
    if (!businessId) {
      // Still ended with the app, so server.close() does not wait on it.
      this.idle.add(stream);
      stream.onClose(() => this.idle.delete(stream));
      return;
    }
    let set = this.streams.get(businessId);
    if (!set) this.streams.set(businessId, (set = new Set()));
    set.add(stream);
    stream.onClose(() => {
      set.delete(stream);
      if (set.size === 0 && this.streams.get(businessId) === set) this.streams.delete(businessId);
    });
  }

  /**
   * Ties the stream to its session and user; past a cap (per session, and per user across their
   * sessions, so signing in again and again opens no more) the oldest stream is closed.
   */
  private track(stream: SseStream, owner: StreamOwner) {
    this.owners.set(stream, owner);
    realtimeStreams.inc();
    stream.onClose(() => {
      realtimeStreams.dec();
      this.owners.delete(stream);
    });
    this.enlist(this.bySession, owner.sessionId, stream, MAX_STREAMS_PER_SESSION);
    this.enlist(this.byUser, owner.userId, stream, MAX_STREAMS_PER_USER);
  }

  private enlist(lists: Map<string, SseStream[]>, key: string, stream: SseStream, max: number) {
    const list = lists.get(key) ?? [];
    list.push(stream);
    lists.set(key, list);
    stream.onClose(() => {
      const at = list.indexOf(stream);
      if (at >= 0) list.splice(at, 1);
      if (list.length === 0 && lists.get(key) === list) lists.delete(key);
    });
    // Closing removes the stream from `list` (above), so this ends.
    while (list.length > max) list[0]!.close();
  }

  /**
   * Closes the streams whose session is no longer live: of one session or user (a notice), or all
   * of them (the periodic check, or after a gap in which notices may have been lost).
   */
  recheckWhere(notice: SessionNotice | null): Promise<void> {
    const targets = [...this.owners].filter(
      ([, owner]) =>
        !notice || owner.sessionId === notice.sessionId || owner.userId === notice.userId,
    );
    if (targets.length === 0) return this.rechecking;
    this.rechecking = this.rechecking.then(() => this.recheck(targets));
    return this.rechecking;
  }

  private async recheck(targets: [SseStream, StreamOwner][]) {
    const ids = [...new Set(targets.map(([, owner]) => owner.sessionId))];
    try {
      const live = new Set<string>();
      for (let i = 0; i < ids.length; i += MAX_IDS_PER_QUERY) {
        const chunk = ids.slice(i, i + MAX_IDS_PER_QUERY);
        for (const id of await liveSessionIds(this.options.database.db, chunk)) live.add(id);
      }
      for (const [stream, owner] of targets) if (!live.has(owner.sessionId)) stream.close();
    } catch (error) {
      // The next notice or periodic check tries again; a stream is never kept on a guess for long.
      this.options.log.warn({ err: error }, 'realtime could not re-check sessions');
    }
  }

  /** Ends every stream (so server.close() does not wait on them) and the listener. */
  async stop() {
    this.stopped = true;
    clearInterval(this.recheckTimer);
    clearTimeout(this.flushTimer);
    this.pending = [];
    for (const set of [...this.streams.values()]) for (const stream of [...set]) stream.close();
    for (const stream of [...this.idle]) stream.close();
    this.streams.clear();
    await this.flushing;
    await this.rechecking;
    await this.listener.stop();
  }

  private enqueue(notice: ActivityNotice) {
    if (this.stopped || !this.streams.has(notice.businessId)) return;
    this.pending.push(notice);
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined;
      // Flushes run one after another so events reach each stream in id order.
      this.flushing = this.flushing.then(() => this.flush());
    }, FLUSH_DELAY_MS);
    this.flushTimer.unref();
  }

  private async flush() {
    const notices = this.pending.splice(0, MAX_IDS_PER_QUERY);
    if (this.pending.length > 0) this.flushing = this.flushing.then(() => this.flush());
    const wanted = notices.filter((n) => this.streams.has(n.businessId));
    if (wanted.length === 0 || this.stopped) return;
    let items: LiveItem[];
    try {
      items = await loadLiveItems(this.options.database.db, wanted);
    } catch (error) {
      this.options.log.error({ err: error }, 'realtime could not load activity details');
      // The client cannot get the details from us now; tell it to refetch.
      for (const notice of wanted) this.deliverRefresh(notice);
      return;
    }
    for (const item of items) {
      for (const stream of this.streams.get(item.businessId) ?? []) {
        if (stream.accepts(item)) stream.pushActivity(forClient(item));
      }
    }
  }

  private deliverRefresh(notice: ActivityNotice) {
    for (const stream of this.streams.get(notice.businessId) ?? []) {
      // A notice has no employee locations, so a limited audience rejects it: even a bare refresh
      // would tell it when another location had activity; its feed catches up at the next event.
      if (stream.accepts(notice)) stream.pushRefresh([notice.type], 1);
    }
  }

  private announceGap() {
    for (const set of this.streams.values()) for (const stream of set) stream.pushRefresh([], 1);
  }
}
