// Business constants and limits of docs/product-rules.md §9, kept in one place for the server and the web app.

export const PRODUCT_NAME = 'ReviewTrace';
export const APP_VERSION = '1.0.0';
/** docs/product-rules.md §7: every request from the web app carries `X-Client-Info: {product}-web`. */
export const CLIENT_INFO_HEADER = 'X-Client-Info';
export const CLIENT_INFO_VALUE = 'reviewtrace-web';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** docs/product-rules.md §3: an employee's synthetic email is {username}@{employee-local-domain}. */
export const EMPLOYEE_EMAIL_DOMAIN = 'employee.local';

export const EMPLOYEE_SESSION_LIFETIME_MS = 24 * HOUR_MS;
export const EMPLOYEE_SESSION_CHECK_INTERVAL_MS = 5 * MINUTE_MS;
export const REALTIME_EVENTS_PER_SECOND = 10;
/** Live streams one session may hold open; a sixth closes the oldest (tabs left open pile up). */
export const MAX_STREAMS_PER_SESSION = 5;
/** Live streams one person may hold across sessions (a phone, a laptop and the TV fit easily). */
export const MAX_STREAMS_PER_USER = 15;
/** Every open stream's session is re-checked at least this often (expiry, missed notices). */
export const SESSION_RECHECK_MS = 15_000;
/** docs/http-api.md: connected businesses are synced on a schedule, every 15 minutes by default. */
export const GOOGLE_SYNC_INTERVAL_MINUTES = 15;

export const QUERY_DEFAULTS = { staleTimeMs: 5 * MINUTE_MS, retry: 1 } as const;
export const BUSINESS_CONNECTION_QUERY = { staleTimeMs: 30_000 } as const;
export const NOTIFICATION_QUERY = {
  staleTimeMs: 0,
  gcTimeMs: MINUTE_MS,
  retry: 2,
  retryDelayMs: 1000,
} as const;

export const DEBUG_LOG_REFRESH_MS = 1000;
export const QUERY_TOOL_ROW_LIMIT = 10;
export const LOG_STORE_LIMIT = 1000;
export const LOG_PERSIST_LIMIT = 100;

export const TEST_TABLES = [
  'users',
  'businesses',
  'employees',
  'employee_credentials',
  'touches',
  'clickouts',
  'reviews',
] as const;

/** English, Serbian in Latin script (`sr`, the default Serbian) and Serbian in Cyrillic script. */
export const LANGUAGES = ['en', 'sr', 'sr-Cyrl'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Whether a language is Serbian, in either script (grammar, plurals and separators are shared). */
export const isSerbian = (language: Language) => language !== 'en';
export const DEFAULT_LANGUAGE: Language = 'en';
/** Local-storage key holding the chosen language (docs/product-rules.md §9). */
export const LANGUAGE_STORAGE_KEY = 'language';
export const THEME_STORAGE_KEY = 'theme';

export const TIME_RANGES = ['24h', '7d', '30d'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];

export const EMPLOYEE_NAME_MIN_LENGTH = 2;
export const PASSWORD_MIN_LENGTH = 6;

export const ERROR_SERVICE = {
  environment: 'production',
  tracesSampleRate: 0.1,
  replaysSessionSampleRate: 0.01,
  replaysOnErrorSampleRate: 1,
  maxTrackedIdsPerReplay: 100,
} as const;

/** A visitor re-opening the same employee's page within this window is one touch (docs/http-api.md). */
export const TOUCH_DEDUP_WINDOW_MS = 30 * MINUTE_MS;
/**
 * Distinct visitors one network address counts per employee per ADDRESS_WINDOW_MS: a salon's
 * Wi-Fi serves a handful of phones at once, not hundreds (docs/SECURITY.md "Funnel gaming").
 * Further visitors from that address are answered normally and not counted.
 */
export const MAX_VISITORS_PER_ADDRESS = 5;
export const ADDRESS_WINDOW_MS = 30 * MINUTE_MS;
/** A new business's attribution window and clock, until its manager changes them. */
export const DEFAULT_ATTRIBUTION_WINDOW_MINUTES = 30;
export const DEFAULT_TIMEZONE = 'Europe/Belgrade';
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
