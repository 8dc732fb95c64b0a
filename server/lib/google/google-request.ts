// One request to a Google API with the retry policy the Places and Business Profile clients share:
// up to 3 attempts, each under a timeout, with exponential backoff in between. No answer, a body
// that stops coming (or is not JSON), 429 and 5xx are retried; any other status is final at once.
// Each client turns the last failure into its own error type (places-client.ts,
// business-profile-client.ts), so the policy lives here once.

const TIMEOUT_MS = 10_000;
const ATTEMPTS = 3;
const defaultBackoff = (retry: number) => 250 * 2 ** (retry - 1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface GoogleRequestOptions {
  fetch?: typeof fetch | undefined;
  /** Backoff before retry n (1-based), ms; tests shorten it. */
  backoffMs?: ((retry: number) => number) | undefined;
  timeoutMs?: number | undefined;
}

/** Why the last attempt failed: no usable answer at all, or an HTTP status with Google's body. */
export type GoogleFailure =
  | { kind: 'no_answer'; detail: string }
  | { kind: 'status'; status: number; body: GoogleErrorBody | null };

/** Google's error envelope (docs/google.md §A.3), as far as the clients read it. */
export interface GoogleErrorBody {
  error?: { status?: string; message?: string; details?: { reason?: string }[] };
}

const isRetryableStatus = (status: number) => status === 429 || status >= 500;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The JSON body of a 2xx answer (`{}` when empty), or throws `toError` of the last failure. */
export async function googleRequest<T>(
  url: string,
  init: Omit<RequestInit, 'signal'>,
  options: GoogleRequestOptions,
  toError: (failure: GoogleFailure) => Error,
): Promise<T> {
  const doFetch = options.fetch ?? ((input, request) => globalThis.fetch(input, request));
  const backoff = options.backoffMs ?? defaultBackoff;
  let last: GoogleFailure = { kind: 'no_answer', detail: 'no attempt made' };
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    if (attempt > 1) await sleep(backoff(attempt - 1));
    let response: Response;
    try {
      response = await doFetch(url, {
        ...init,
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (error) {
      last = { kind: 'no_answer', detail: message(error) };
      continue;
    }
    if (response.ok) {
      try {
        const text = await response.text();
        return (text ? JSON.parse(text) : {}) as T;
      } catch (error) {
        // The body stopped coming (timeout, dropped connection): as retryable as no answer.
        last = { kind: 'no_answer', detail: message(error) };
        continue;
      }
    }
    const body = (await response.json().catch(() => null)) as GoogleErrorBody | null;
    last = { kind: 'status', status: response.status, body };
    if (!isRetryableStatus(response.status)) break;
  }
  throw toError(last);
}
