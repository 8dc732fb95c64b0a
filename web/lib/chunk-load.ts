// Loading a page's code can fail after a deploy (the old chunks are gone) or while the network is
// away. One retry covers a blip; after that the crash boundary shows "ReviewTrace was updated" or
// "You're offline" with a reload, instead of the browser's own message.

const CHUNK_FAILURES = [
  'failed to fetch dynamically imported module',
  'importing a module script failed',
  'error loading dynamically imported module',
  'unable to preload css',
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message.toLowerCase() : '';
  return CHUNK_FAILURES.some((text) => message.includes(text));
}

/** `load()`, tried a second time after a short pause when the first try could not fetch code. */
export async function importWithRetry<T>(load: () => Promise<T>, pauseMs = 600): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    return load();
  }
}
