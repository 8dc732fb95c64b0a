// Keeps the funnel's monthly partitions ahead of time and applies the retention setting
// (server/db/partitions.ts): once when the app is ready and then every hour, in every process
// (the work is idempotent and takes an advisory lock). A failure is logged, never fatal: inserts
// still land in the default partition.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { maintainPartitions } from '../db/partitions';
import { runPeriodically } from '../lib/periodic';

const INTERVAL_MS = 60 * 60 * 1000;

const funnelPartitions: FastifyPluginAsync = async (app) => {
  if (app.database.driver !== 'postgres') return;
  runPeriodically(app, INTERVAL_MS, () =>
    maintainPartitions(app.database, { retentionMonths: app.config.funnelRetentionMonths })
      .then((changes) => {
        if (changes.created.length || changes.detached.length)
          app.log.info(changes, 'funnel partitions maintained');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'funnel partitions failed')),
  );
};

export default fp(funnelPartitions, { name: 'funnel-partitions' });
