// Test helper: reads a real SSE stream over a socket (app.inject cannot stream) and keeps each
// event with the time it arrived.
import type { AddressInfo } from 'node:net';
import type { App } from '../server/app';

export interface ReceivedEvent {
  event: string;
  id: string | undefined;
  data: unknown;
  at: number;
}

export async function listenOnRandomPort(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export async function openStream(baseUrl: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/realtime`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: ReceivedEvent[] = [];
  const comments: string[] = [];
  let retry: number | undefined;
  let ended = false;
  const reading = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const parsed: Partial<ReceivedEvent> & { data?: string } = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line);
            else if (line.startsWith('retry: ')) retry = Number(line.slice(7));
            else if (line.startsWith('event: ')) parsed.event = line.slice(7);
            else if (line.startsWith('id: ')) parsed.id = line.slice(4);
            else if (line.startsWith('data: ')) parsed.data = line.slice(6);
          }
          if (parsed.event) {
            events.push({
              event: parsed.event,
              id: parsed.id,
              data: parsed.data === undefined ? undefined : JSON.parse(parsed.data),
              at: Date.now(),
            });
          }
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true;
    }
  })();
  return {
    response,
    events,
    comments,
    get retry() {
      return retry;
    },
    get ended() {
      return ended;
    },
    /** Resolves once `ready` arrived: from then on, every event is heard. */
    ready: () => waitUntil(() => events.some((e) => e.event === 'ready')),
    ofType: (event: string) => events.filter((e) => e.event === event),
    finished: reading,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

export async function waitUntil(check: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
