// One Server-Sent Events connection with its send budget (docs/product-rules.md §9: 10 events per second). The
// budget is a sliding window over the last second of sends, not a token bucket: a bucket refilling
// while it drains lets 10 + refill through in one second, and the promise is "never more than 10
// in any 1-second window". What does not fit is folded into one pending `refresh` naming the
// types it stands for; it goes out as soon as a slot frees, so the client refetches and ends in
// the final state instead of silently missing events.
import type { ServerResponse } from 'node:http';
import { REALTIME_EVENTS_PER_SECOND } from '@common/constants';
import type { ActivityItem } from '@common/schemas/activity';
import type { RealtimeRefresh } from '@common/schemas/realtime';

const HEARTBEAT_INTERVAL_MS = 25_000;
const RETRY_MS = 3000;
const WINDOW_MS = 1000;
// A client that stopped reading must not grow our memory without bound.
const MAX_BUFFERED_BYTES = 1024 * 1024;

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
} as const;

export interface StreamAudience {
  businessId: string | null;
  /** Set for employees: they see only their own events. */
  employeeId: string | null;
  ownOnly: boolean;
  /** Set for a manager limited to some locations: only events of the staff there. */
  locationIds?: string[] | null;
}

export interface SseStreamOptions {
  perSecond?: number;
  heartbeatMs?: number;
  now?: () => number;
}

export class SseStream {
  private readonly sentAt: number[] = [];
  private pending: { types: Set<string>; skipped: number } | null = null;
  private drainTimer: NodeJS.Timeout | undefined;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly perSecond: number;
  private readonly now: () => number;
  private closed = false;
  private readonly closeListeners: (() => void)[] = [];

  constructor(
    private readonly res: ServerResponse,
    readonly audience: StreamAudience,
    options: SseStreamOptions = {},
  ) {
    this.perSecond = options.perSecond ?? REALTIME_EVENTS_PER_SECOND;
    this.now = options.now ?? Date.now;
    this.heartbeat = setInterval(
      () => this.write(': heartbeat\n\n'),
      options.heartbeatMs ?? HEARTBEAT_INTERVAL_MS,
    );
    this.heartbeat.unref();
    res.on('close', () => this.close());
  }

  /** Headers, the reconnect delay and `ready`. */
  open() {
    this.res.writeHead(200, SSE_HEADERS);
    this.write(`retry: ${RETRY_MS}\n\n`);
    this.sendNow('ready', { ok: true });
  }

  onClose(listener: () => void) {
    this.closeListeners.push(listener);
  }

  get isClosed() {
    return this.closed;
  }

  /**
   * Whether this connection may see the event at all (tenant, employee and location scope).
   * `locationIds` are where the event's employee works; without them (a bare notice) a limited
   * audience cannot tell whose it is, so it is refused, as are events without an employee.
   */
  accepts(event: { businessId: string; employeeId: string | null; locationIds?: string[] }) {
    const { businessId, employeeId, ownOnly, locationIds: allowed } = this.audience;
    if (!businessId || event.businessId !== businessId) return false;
    if (ownOnly) return employeeId !== null && event.employeeId === employeeId;
    if (!allowed) return true;
    if (event.employeeId === null || !event.locationIds) return false;
    return event.locationIds.some((id) => allowed.includes(id));
  }

  pushActivity(item: ActivityItem) {
    if (this.closed) return;
    if (!this.pending && this.hasBudget()) {
      this.sendNow('activity', item, String(item.id));
      return;
    }
    this.fold([item.type], 1);
  }

  /** Events this connection may have missed (listener outage): the client should refetch. */
  pushRefresh(types: string[], skipped: number) {
    if (this.closed) return;
    this.fold(types, skipped);
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.drainTimer);
    if (!this.res.writableEnded) this.res.end();
    for (const listener of this.closeListeners) listener();
  }

  private fold(types: string[], skipped: number) {
    this.pending ??= { types: new Set(), skipped: 0 };
    for (const type of types) this.pending.types.add(type);
    this.pending.skipped += skipped;
    this.scheduleDrain();
  }

  private hasBudget() {
    const cutoff = this.now() - WINDOW_MS;
    while (this.sentAt.length > 0 && this.sentAt[0]! <= cutoff) this.sentAt.shift();
    return this.sentAt.length < this.perSecond;
  }

  private scheduleDrain() {
    if (this.drainTimer || this.closed) return;
    if (this.hasBudget()) {
      this.flushPending();
      return;
    }
    // The oldest send leaves the window at sentAt[0] + WINDOW_MS; +1 because the edge is excluded.
    const wait = Math.max(1, this.sentAt[0]! + WINDOW_MS - this.now() + 1);
    this.drainTimer = setTimeout(() => {
      this.drainTimer = undefined;
      this.scheduleDrain();
    }, wait);
    this.drainTimer.unref();
  }

  private flushPending() {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    const refresh: RealtimeRefresh = { types: [...pending.types].sort(), skipped: pending.skipped };
    this.sendNow('refresh', refresh);
  }

  private sendNow(event: string, data: unknown, id?: string) {
    this.sentAt.push(this.now());
    const idLine = id ? `id: ${id}\n` : '';
    this.write(`${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  private write(chunk: string) {
    if (this.closed || this.res.writableEnded) return;
    if (this.res.writableLength > MAX_BUFFERED_BYTES) {
      this.res.destroy();
      return;
    }
    this.res.write(chunk);
  }
}
