// Prometheus metrics: one registry per app holding the process's metrics (server/lib/metrics.ts)
// and Node's defaults, request durations timed by route pattern, and the database pool read at
// scrape time. The scrape route is GET /metrics behind OPERATOR_TOKEN (modules/operator).
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { hasReadReplica } from '../db/client';
import { APP_METRICS, dbPool, httpDuration, READ_REPLICA_METRICS } from '../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The text Prometheus scrapes. */
    scrapeMetrics(): Promise<{ contentType: string; body: string }>;
  }
}

export default fp(
  async (app) => {
    const registry = new Registry();
    for (const metric of APP_METRICS) registry.registerMetric(metric);
    if (hasReadReplica(app.database))
      for (const metric of READ_REPLICA_METRICS) registry.registerMetric(metric);
    collectDefaultMetrics({ register: registry, prefix: 'reviewtrace_' });

    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, never the raw path: slugs and ids would make a series per visitor.
      const route = request.routeOptions.url ?? 'unmatched';
      httpDuration.observe(
        { method: request.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    app.decorate('scrapeMetrics', async () => {
      const engine = app.database.engine;
      if (engine.kind === 'postgres') {
        dbPool.set({ state: 'total' }, engine.pool.totalCount);
        dbPool.set({ state: 'idle' }, engine.pool.idleCount);
        dbPool.set({ state: 'waiting' }, engine.pool.waitingCount);
      }
      return { contentType: registry.contentType, body: await registry.metrics() };
    });
  },
  { name: 'metrics' },
);
