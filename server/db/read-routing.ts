// Which database a read that may lag a moment goes to (docs/decisions/019-read-replica.md): the
// streaming standby of DATABASE_READ_URL when it is near enough and the browser asking did not just
// write, the primary otherwise. The standby's distance is measured at most once a second, in the
// background after the first time, as WAL bytes the primary has written and the standby has not
// replayed. Bytes, not pg_last_xact_replay_timestamp(): behind an idle primary that timestamp
// grows although nothing is missing. A read that fails because the standby is away runs again on
// the primary: these reads change nothing, so running one twice is harmless.
import { sql, type SQL } from 'drizzle-orm';
import { hasReadReplica, type Database, type DatabaseHandle } from './client';
import { readReplicaLag, readReplicaInUse } from '../lib/metrics';
import { isServerUnavailable } from '../lib/pg-errors';
import { withTimeout } from '../lib/with-timeout';

/** Further behind than this (about a thousand funnel events), reads go to the primary. */
export const MAX_LAG_BYTES = 1024 * 1024;
/** How long one measurement of the distance is trusted. */
const CHECK_EVERY_MS = 1000;
/** A standby slower than this to answer the measurement counts as away. */
const CHECK_TIMEOUT_MS = 500;

type ReplicaState = 'in_use' | 'behind' | 'away';

/** A WAL position ("16/B374D848") as a byte offset. */
const lsnBytes = (lsn: string) => {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

async function lsnOf(db: Database, query: SQL): Promise<string | null> {
  const { rows } = (await db.execute(query)) as unknown as { rows: { lsn: string | null }[] };
  return rows[0]?.lsn ?? null;
}

export class ReadRouter {
  private state: ReplicaState = 'in_use';
  private checkedAt = 0;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    /** Called once per change of state (the plugin logs a warning). */
    private readonly onChange: (state: ReplicaState, detail: Record<string, unknown>) => void,
  ) {}

  get hasReplica() {
    return hasReadReplica(this.database);
  }

  /**
   * The database for one read: the standby, unless `ownWrites` or it is behind or away. `fresh`
   * waits for a new measurement instead of trusting the last one (a streamed export cannot be
   * started again elsewhere once its first bytes are out).
   */
  async pick(ownWrites: boolean, fresh = false): Promise<Database> {
    if (!this.hasReplica || ownWrites) return this.database.db;
    const stale = Date.now() - this.checkedAt >= CHECK_EVERY_MS;
    if (fresh || this.checkedAt === 0) await this.check();
    else if (stale) void this.check();
    return this.state === 'in_use' ? this.database.read : this.database.db;
  }

  /** Runs `read` on pick()'s database, and on the primary if the standby fails for being away. */
  async run<T>(ownWrites: boolean, read: (db: Database) => Promise<T>): Promise<T> {
    const db = await this.pick(ownWrites);
    if (db === this.database.db) return read(db);
    try {
      return await read(db);
    } catch (error) {
      if (!isServerUnavailable(error)) throw error;
      this.become('away', { error: String(error) });
      return read(this.database.db);
    }
  }

  private check(): Promise<void> {
    this.checking ??= this.measure().finally(() => {
      this.checkedAt = Date.now();
      this.checking = undefined;
    });
    return this.checking;
  }

  private async measure() {
    let primary: string | null;
    try {
      primary = await lsnOf(this.database.db, sql`select pg_current_wal_lsn()::text as lsn`);
    } catch {
      return; // the primary is away: nothing to compare with, and every write fails anyway
    }
    try {
      const replayed = await withTimeout(
        lsnOf(this.database.read, sql`select pg_last_wal_replay_lsn()::text as lsn`),
        CHECK_TIMEOUT_MS,
      );
      // Null: not in recovery (the primary itself, or a promoted standby): nothing to replay.
      const lag = replayed && primary ? Number(lsnBytes(primary) - lsnBytes(replayed)) : 0;
      readReplicaLag.set(Math.max(0, lag));
      this.become(lag > MAX_LAG_BYTES ? 'behind' : 'in_use', { lagBytes: lag });
    } catch (error) {
      this.become('away', { error: String(error) });
    }
  }

  private become(state: ReplicaState, detail: Record<string, unknown>) {
    readReplicaInUse.set(state === 'in_use' ? 1 : 0);
    if (state === this.state) return;
    this.state = state;
    this.onChange(state, detail);
  }
}
