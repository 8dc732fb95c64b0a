// The process's metrics for Prometheus (prom-client), scraped at GET /metrics
// (server/plugins/metrics.ts, docs/OPERATIONS.md). The metric objects live here, once per
// process, so the modules that count (the funnel's batcher, the realtime hub, syncs, attribution)
// import a counter instead of reaching for the app; each app registers them in its own registry.
import { Counter, Gauge, Histogram, type Metric } from 'prom-client';

export const httpDuration = new Histogram({
  name: 'reviewtrace_http_request_duration_seconds',
  help: 'Request durations by route pattern, method and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [],
});

export const funnelBatchSize = new Histogram({
  name: 'reviewtrace_funnel_batch_size',
  help: 'Funnel events written per database statement',
  buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256],
  registers: [],
});

export const funnelQueueDepth = new Gauge({
  name: 'reviewtrace_funnel_queue_depth',
  help: 'Funnel events waiting for the next write',
  registers: [],
});

export const realtimeStreams = new Gauge({
  name: 'reviewtrace_realtime_open_streams',
  help: 'Open live-event streams (Server-Sent Events)',
  registers: [],
});

export const syncJobs = new Counter({
  name: 'reviewtrace_sync_jobs_total',
  help: 'Review syncs finished, by outcome',
  labelNames: ['outcome'] as const,
  registers: [],
});

export const attributionDecisions = new Counter({
  name: 'reviewtrace_attribution_decisions_total',
  help: 'Attribution decisions stored, by match type',
  labelNames: ['match_type'] as const,
  registers: [],
});

/** The database pool's use; set by the PostgreSQL client, absent on PGlite (no pool). */
export const dbPool = new Gauge({
  name: 'reviewtrace_db_pool_connections',
  help: 'Database pool connections by state (total, idle, waiting)',
  labelNames: ['state'] as const,
  registers: [],
});

/** 1 while dashboards read from the standby of DATABASE_READ_URL, 0 while it is behind or away. */
export const readReplicaInUse = new Gauge({
  name: 'reviewtrace_read_replica_in_use',
  help: 'Whether reads that may lag go to the read replica (1) or the primary (0)',
  registers: [],
});

export const readReplicaLag = new Gauge({
  name: 'reviewtrace_read_replica_lag_bytes',
  help: 'WAL bytes the read replica had not replayed at the last measurement',
  registers: [],
});

export const APP_METRICS: readonly Metric[] = [
  httpDuration,
  funnelBatchSize,
  funnelQueueDepth,
  realtimeStreams,
  syncJobs,
  attributionDecisions,
  dbPool,
];

/** Registered only where DATABASE_READ_URL names a replica (server/plugins/metrics.ts). */
export const READ_REPLICA_METRICS: readonly Metric[] = [readReplicaInUse, readReplicaLag];
