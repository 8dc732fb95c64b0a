// The public page /e/{slug}: the whole response (status line, headers, body) under 14 KB so it
// fits the first TCP round trip, nothing else to fetch, and its time to first byte.
//   node --import tsx bench/public-page.ts [--quick] [--samples 200]
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { isQuick, median, newResult, numberOption, runMain, saveResult } from './lib/common';
import { createBenchBusiness, openMigrated } from './lib/db';
import { startServer } from './lib/server';
import { nextVisitorAgent } from './lib/visitors';

/** One raw request: every byte the server sends, and the time until the first of them. */
function rawGet(port: number, pathname: string) {
  return new Promise<{ bytes: Buffer; ttfb: number }>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let ttfb = 0;
    const started = performance.now();
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `GET ${pathname} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUser-Agent: ${nextVisitorAgent()}\r\n` +
          `Accept: text/html\r\nAccept-Language: sr,en;q=0.8\r\nConnection: close\r\n\r\n`,
      );
    });
    socket.on('data', (chunk: Buffer) => {
      if (chunks.length === 0) ttfb = performance.now() - started;
      chunks.push(chunk);
    });
    socket.on('end', () => resolve({ bytes: Buffer.concat(chunks), ttfb }));
    socket.on('error', reject);
  });
}

// Anything that would make the browser fetch more: stylesheets, scripts, images, fonts, frames.
const EXTERNAL = [
  /<link\b[^>]*\brel=["']?(?:stylesheet|preload|modulepreload|icon)[^>]*>/gi,
  /<script\b[^>]*\bsrc=/gi,
  /<(?:img|iframe|video|audio|source|embed|object)\b/gi,
  /url\(\s*["']?(?!data:)/gi,
  /@import\b/gi,
];

runMain(async () => {
  const started = performance.now();
  const samples = numberOption('samples', isQuick() ? 50 : 200);
  const result = newResult('public-page', 'Public page /e/{slug}');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rt-bench-page-'));
  const setup = await openMigrated({ dataDir });
  const business = await createBenchBusiness(setup, 1);
  await setup.close();
  const server = await startServer({ dataDir });
  const ttfbs: number[] = [];
  let whole: Buffer = Buffer.alloc(0);
  try {
    for (let i = 0; i < samples + 5; i++) {
      const { bytes, ttfb } = await rawGet(server.port, `/e/${business.slugs[0]}`);
      if (i >= 5) ttfbs.push(ttfb);
      whole = bytes;
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  const split = whole.indexOf('\r\n\r\n');
  const head = whole.subarray(0, split + 4);
  const body = whole.subarray(split + 4);
  if (!head.toString().startsWith('HTTP/1.1 200')) throw new Error(`not a 200:\n${head}`);
  const html = body.toString('utf8');
  const external = EXTERNAL.flatMap((pattern) => html.match(pattern) ?? []);
  result.figures.push(
    {
      what: 'whole response (headers + HTML with inline CSS)',
      value: whole.length / 1024,
      unit: 'KB',
      target: '< 14 KB',
      met: whole.length < 14 * 1024,
    },
    { what: 'of which headers', value: head.length / 1024, unit: 'KB' },
    {
      what: 'HTML body gzip (if a proxy compressed it)',
      value: gzipSync(body).length / 1024,
      unit: 'KB',
    },
    {
      what: 'references to other resources in the HTML',
      value: external.length,
      unit: '',
      target: '0',
      met: external.length === 0,
    },
    {
      what: `time to first byte, median of ${samples} (PGlite, records a touch)`,
      value: median(ttfbs),
      unit: 'ms',
    },
  );
  if (external.length) result.notes.push(`external references: ${external.join(' ')}`);
  await saveResult(result, started);
});
