// Scheduled syncs (docs/http-api.md): every N minutes, a sync of every business connected through
// Business Profile or Places is queued on the job engine, which runs a few at a time in whichever
// process fetches them. One unref'd timer per process; several processes may tick at once, since
// a business with a sync queued or running is skipped (sync-jobs.ts). A tick never throws: one
// business failing must not stop the others.
import type { GoogleDeps } from './deps';
import * as repo from './google.repository';
import { startSync } from './google.service';
import { SyncRunning } from './sync-jobs';

export interface TickReport {
  started: string[];
  skipped: string[];
  failed: string[];
}

export class SyncScheduler {
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<TickReport> | null = null;
  private stopped = false;

  constructor(
    private readonly deps: GoogleDeps,
    private readonly intervalMinutes: number,
  ) {}

  start(): void {
    if (this.intervalMinutes <= 0 || this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.tick(), this.intervalMinutes * 60_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
  }

  /** Syncs every due business; a tick still running is joined, not doubled. */
  tick(): Promise<TickReport> {
    this.ticking ??= this.run().finally(() => (this.ticking = null));
    return this.ticking;
  }

  private async run(): Promise<TickReport> {
    const report: TickReport = { started: [], skipped: [], failed: [] };
    let queue: readonly string[];
    try {
      queue = await repo.scheduledBusinessIds(this.deps.db);
    } catch (error) {
      this.deps.log.error({ err: error }, 'scheduled sync: listing businesses failed');
      return report;
    }
    for (const id of queue) {
      if (this.stopped) break;
      await this.queueOne(id, report);
    }
    return report;
  }

  private async queueOne(businessId: string, report: TickReport): Promise<void> {
    try {
      await startSync(this.deps, businessId, null);
      report.started.push(businessId);
    } catch (error) {
      if (error instanceof SyncRunning) report.skipped.push(businessId);
      else {
        report.failed.push(businessId);
        this.deps.log.warn({ err: error, businessId }, 'scheduled sync could not start');
      }
    }
  }
}
