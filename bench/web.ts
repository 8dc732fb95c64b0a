// Web app: gzip JavaScript per route from Vite's output graph (see scripts/check-bundle.ts, which
// also guards /auth in `npm test`).
//   node --import tsx bench/web.ts
import { AUTH_BUDGET_KB, measureRoutes } from '../scripts/check-bundle';
import { newResult, runMain, saveResult } from './lib/common';

runMain(async () => {
  const started = performance.now();
  const result = newResult('web', 'Web app JavaScript (gzip)');
  for (const route of await measureRoutes()) {
    const isAuth = route.route === '/auth';
    result.figures.push({
      what: `${route.route} (${route.language}): needed before paint (${route.chunks.length} chunks)`,
      value: route.neededKb,
      unit: 'KB',
      ...(isAuth
        ? { target: `<= ${AUTH_BUDGET_KB} KB`, met: route.neededKb <= AUTH_BUDGET_KB }
        : {}),
    });
    result.figures.push({
      what: `${route.route} (${route.language}): loaded on demand after (idle or on render)`,
      value: route.onDemandKb,
      unit: 'KB',
    });
  }
  result.notes.push(
    'needed = entry + the route modules (auth layout + sign-in; dashboard layout + overview) + ' +
      'the catalogues they wait for + their static imports, each file gzipped (level 9) as served',
  );
  await saveResult(result, started);
});
