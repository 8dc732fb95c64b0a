import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { badRequest, serviceUnavailable } from '../lib/errors';
import type { ErrorReporter } from '../lib/error-reporting';
import errorReporting from './error-reporting';
import errors from './errors';

async function appWith(options: Parameters<typeof errorReporting>[1], logLines?: string[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines?.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: logLines ? { level: 'info', stream } : false });
  await app.register(errors);
  await app.register(errorReporting, options);
  app.get('/boom', async () => {
    throw new Error('database exploded');
  });
  app.get('/unavailable', async () => {
    throw serviceUnavailable();
  });
  app.post('/bad', async () => {
    throw badRequest('employeeNameRequired');
  });
  await app.ready();
  return app;
}

const base = { dsn: undefined, environment: 'test', release: '1.0.0' };

describe('error reporting plugin', () => {
  it('reports every 5xx with the request id, and no 4xx', async () => {
    const reporter: ErrorReporter = { report: vi.fn(), close: vi.fn(async () => {}) };
    const app = await appWith({ ...base, reporter });
    const boom = await app.inject('/boom');
    expect(boom.statusCode).toBe(500);
    await app.inject('/unavailable');
    await app.inject({ method: 'POST', url: '/bad', payload: { password: 'x' } });
    expect(reporter.report).toHaveBeenCalledTimes(2);
    const [error, context] = vi.mocked(reporter.report).mock.calls[0] ?? [];
    expect((error as Error).message).toBe('database exploded');
    expect(context).toEqual({
      requestId: expect.any(String),
      method: 'GET',
      route: '/boom',
      statusCode: 500,
    });
    expect(vi.mocked(reporter.report).mock.calls[1]?.[1].statusCode).toBe(503);
    await app.close();
    expect(reporter.close).toHaveBeenCalled();
  });

  it('without a DSN imports nothing and logs one line at start', async () => {
    const load = vi.fn();
    const lines: string[] = [];
    const app = await appWith({ ...base, load }, lines);
    expect(load).not.toHaveBeenCalled();
    expect(lines.filter((line) => line.includes('error reporting'))).toHaveLength(1);
    expect(lines.join('')).toContain('"msg":"error reporting disabled"');
    expect(app.reportError).toBeUndefined();
    expect((await app.inject('/boom')).statusCode).toBe(500);
    await app.close();
  });
});
