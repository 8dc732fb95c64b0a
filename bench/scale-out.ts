// Scale-out on one machine: two server processes on one PostgreSQL behind a round-robin proxy.
// Touches go through the proxy; a live feed (GET /api/realtime, manager cookie) is open on each
// process directly; both feeds must account for every touch, whichever process recorded it, and
// the dashboard's overview (through the proxy) must count them all.
//   node --import tsx bench/scale-out.ts [--quick] [--touches 10000]
import { isQuick, newResult, numberOption, runMain, saveResult } from './lib/common';
import { createBenchBusiness, funnelCounts, openMigrated, recreateDatabase } from './lib/db';
import { getJson, signIn } from './lib/http';
import { acknowledged, cannon } from './lib/load';
import { startProxy } from './lib/proxy';
import { startServer } from './lib/server';
import { openStream, type StreamTally } from './lib/sse';
import { nextVisitorAddress, nextVisitorAgent } from './lib/visitors';

async function settle(streams: StreamTally[], expected: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && streams.some((s) => s.seen < expected)) {
    await new Promise((r) => setTimeout(r, 100));
  }
  // A little longer: a stream that saw more than happened would be a bug too.
  await new Promise((r) => setTimeout(r, 1500));
}

runMain(async () => {
  const started = performance.now();
  const touches = numberOption('touches', isQuick() ? 2000 : 10_000);
  const result = newResult('scale-out', 'Scale-out: two processes, one PostgreSQL');
  const databaseUrl = await recreateDatabase('rt_bench_scale');
  const handle = await openMigrated({ databaseUrl });
  const business = await createBenchBusiness(handle, 20);
  const servers = await Promise.all([startServer({ databaseUrl }), startServer({ databaseUrl })]);
  const proxy = await startProxy(servers.map((s) => s.url));
  const streams: StreamTally[] = [];
  try {
    const cookie = await signIn(proxy.url, business.email, business.password);
    for (const server of servers)
      streams.push(await openStream(`${server.url}/api/realtime`, cookie));
    const before = proxy.counts.slice();
    let n = 0;
    const load = await cannon({
      url: proxy.url,
      connections: 20,
      amount: touches,
      requests: [
        {
          method: 'GET',
          setupRequest: (req: Record<string, unknown>) => ({
            ...req,
            path: `/e/${business.slugs[n++ % business.slugs.length]}`,
            headers: { 'user-agent': nextVisitorAgent(), 'x-forwarded-for': nextVisitorAddress() },
          }),
        },
      ],
    });
    const acked = acknowledged(load);
    await settle(streams, acked, 20_000);
    const overview = await getJson<{ touches: number }>(
      `${proxy.url}/api/analytics/overview?range=24h`,
      cookie,
    );
    const rows = await funnelCounts(handle, business.businessId);
    const perProcess = proxy.counts.map((c, i) => c - before[i]!);
    result.figures.push(
      { what: 'touches through the proxy (acknowledged)', value: acked, unit: '' },
      { what: 'rate through the proxy, 2 processes, -c 20', value: load.rate, unit: 'req/s' },
      { what: 'p99 through the proxy', value: load.p99, unit: 'ms' },
      ...streams.map((s, i) => ({
        what: `live feed on process ${i + 1}: activity + skipped (${s.activity} + ${s.skipped} in ${s.refreshes} refreshes)`,
        value: s.seen,
        unit: 'events',
        target: `= ${acked}`,
        met: s.seen === acked,
      })),
      {
        what: 'overview touches (24h), through the proxy',
        value: overview.touches,
        unit: '',
        target: `= ${acked}`,
        met: overview.touches === acked,
      },
      {
        what: 'touches rows in the database',
        value: rows.touches,
        unit: '',
        target: `= ${acked}`,
        met: rows.touches === acked,
      },
    );
    result.notes.push(
      `requests per process through the proxy: ${perProcess.join(' / ')}; statuses ${JSON.stringify(load.statuses)}`,
    );
  } finally {
    streams.forEach((s) => s.close());
    await proxy.close();
    await Promise.all(servers.map((s) => s.stop()));
    await handle.close();
  }
  await saveResult(result, started);
});
