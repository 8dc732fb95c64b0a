// How the server follows a pasted Google link (docs/google.md §D.4): one fetcher for the whole
// app, so tests point it at the fake Google, which answers short links with the redirects the
// real one sends. Only allow-listed Google hosts are ever handed to it
// (server/lib/google/google-url-resolver.ts).
export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

export interface GoogleLinks {
  /** Mutable on purpose: tests replace it. */
  fetch: Fetcher;
}

/**
 * `linksOrigin` (GOOGLE_LINKS_ORIGIN, tests and demos only): every hop is asked of the fake
 * Google there (`/__links?url=…`), which answers with the redirects the real one sends.
 */
export const createGoogleLinks = (linksOrigin?: string): GoogleLinks => ({
  // Looked up per call, so a stubbed global fetch is used too.
  fetch: linksOrigin
    ? (url, init) => globalThis.fetch(`${linksOrigin}/__links?url=${encodeURIComponent(url)}`, init)
    : (url, init) => globalThis.fetch(url, init),
});
