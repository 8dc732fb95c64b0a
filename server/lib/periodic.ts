// A background task of a plugin: run once when the app is ready and then every `intervalMs`, with
// the timer unref'd (it never keeps the process alive) and the run in progress awaited on close.
// The task reports its own failures; a rejection here would be unhandled.
import type { FastifyInstance } from 'fastify';

export function runPeriodically(
  app: FastifyInstance,
  intervalMs: number,
  task: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = task();
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
