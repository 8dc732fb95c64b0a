// Long CPU work on the main thread in slices (docs/decisions/030-cpu-worker-threads.md): between
// slices the event loop serves waiting requests, so deciding a page of reviews against a large
// team never holds up a customer's page for longer than a slice.

/** Resolves after the event loop has served what was waiting (timers, sockets). */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Maps `items` in order, `size` at a time, with a turn for the event loop between slices. */
export async function mapInSlices<T, R>(
  items: readonly T[],
  size: number,
  map: (item: T) => R,
): Promise<R[]> {
  const out: R[] = [];
  for (let from = 0; from < items.length; from += size) {
    if (from > 0) await yieldToEventLoop();
    for (const item of items.slice(from, from + size)) out.push(map(item));
  }
  return out;
}
