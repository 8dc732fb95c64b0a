// The process's fan-out point: one activity listener, the open streams grouped by business, and
// a loader that turns NOTIFY ids (the payload carries no details, it is capped at 8000 bytes)
// into feed items with one query per flush, filtered to the businesses that have a stream here.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ActivityItem } from '@common/schemas/activity';
import type { DatabaseHandle } from '../../db/client';
import { activityEvents, employees } from '../../db/schema';
import {
  createActivityListener,
  type ActivityListener,
  type ActivityNotice,
} from './activity-listener';
import type { SseStream } from './sse-stream';

// Long enough to gather a burst into one query, short enough to stay well under a second.
const FLUSH_DELAY_MS = 15;
const MAX_IDS_PER_QUERY = 500;

export interface RealtimeHubOptions {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  databaseUrl?: string | undefined;
}

export class RealtimeHub {
  private readonly streams = new Map<string, Set<SseStream>>();
  private readonly idle = new Set<SseStream>();
  private readonly listener: ActivityListener;
  private starting: Promise<void> | undefined;
  private pending: ActivityNotice[] = [];
  private flushTimer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly options: RealtimeHubOptions) {
    this.listener = createActivityListener(
      options.database,
      { onNotice: (notice) => this.enqueue(notice), onGap: () => this.announceGap() },
      options.log,
      options.databaseUrl,
    );
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

  add(stream: SseStream) {
    if (this.stopped) return stream.close();
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

  /** Ends every stream (so server.close() does not wait on them) and the listener. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.flushTimer);
    this.pending = [];
    for (const set of [...this.streams.values()]) for (const stream of [...set]) stream.close();
    for (const stream of [...this.idle]) stream.close();
    this.streams.clear();
    await this.flushing;
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
    let items: (ActivityItem & { businessId: string })[];
    try {
      items = await this.load(wanted);
    } catch (error) {
      this.options.log.error({ err: error }, 'realtime could not load activity details');
      // The client cannot get the details from us now; tell it to refetch.
      for (const notice of wanted) this.deliverRefresh(notice);
      return;
    }
    for (const item of items) {
      for (const stream of this.streams.get(item.businessId) ?? []) {
        if (stream.accepts(item)) stream.pushActivity(withoutBusiness(item));
      }
    }
  }

  private async load(notices: ActivityNotice[]) {
    const ids = [...new Set(notices.map((n) => n.id))];
    const businessIds = [...new Set(notices.map((n) => n.businessId))];
    const rows = await this.options.database.db
      .select({
        id: activityEvents.id,
        businessId: activityEvents.businessId,
        type: activityEvents.type,
        createdAt: activityEvents.createdAt,
        employeeId: activityEvents.employeeId,
        employeeName: employees.name,
        payload: activityEvents.payload,
      })
      .from(activityEvents)
      .leftJoin(employees, eq(employees.id, activityEvents.employeeId))
      .where(and(inArray(activityEvents.id, ids), inArray(activityEvents.businessId, businessIds)))
      .orderBy(asc(activityEvents.id));
    return rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      payload: (row.payload ?? {}) as Record<string, unknown>,
    }));
  }

  private deliverRefresh(notice: ActivityNotice) {
    for (const stream of this.streams.get(notice.businessId) ?? []) {
      if (stream.accepts(notice)) stream.pushRefresh([notice.type], 1);
    }
  }

  private announceGap() {
    for (const set of this.streams.values()) for (const stream of set) stream.pushRefresh([], 1);
  }
}

function withoutBusiness(item: ActivityItem & { businessId: string }): ActivityItem {
  const { businessId: _businessId, ...rest } = item;
  return rest;
}
