// The client logger (docs/product-rules.md §2 debug panel, §9): levels debug < info < warn < error < fatal, seven
// categories, an in-memory ring of the newest 1,000 entries, and the newest 100 (never debug)
// kept in local storage so they survive a reload. Debug level is on in development only.
// Subscribers (the debug panel, error reporting's breadcrumbs) hear of every entry.
import { LOG_PERSIST_LIMIT, LOG_STORE_LIMIT } from '@common/constants';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'fatal'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_CATEGORIES = [
  'auth',
  'api',
  'ui',
  'performance',
  'error',
  'debug',
  'general',
] as const;
export type LogCategory = (typeof LOG_CATEGORIES)[number];

export interface LogEntry {
  id: string;
  level: LogLevel;
  category: LogCategory;
  message: string;
  data?: unknown;
  /** ISO 8601. */
  timestamp: string;
}

export interface LogOptions {
  category?: LogCategory;
  data?: unknown;
}

/** Called with the new entry, or with nothing when the log was cleared. */
export type LogListener = (entry?: LogEntry) => void;

export const LOG_STORAGE_KEY = 'rt-logs';
const PERSIST_DELAY_MS = 1000;

export interface LoggerOptions {
  level?: LogLevel;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Echo entries to the browser console (development). */
  echo?: boolean;
}

function safeData(data: unknown): unknown {
  if (data instanceof Error) return { name: data.name, message: data.message, stack: data.stack };
  return data;
}

function browserStorage(): LoggerOptions['storage'] {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function createLogger(options: LoggerOptions = {}) {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  let threshold = LOG_LEVELS.indexOf(options.level ?? 'info');
  let ring: LogEntry[] = [];
  // Copied on demand, so a burst of entries costs one copy when the panel next reads.
  let snapshot: readonly LogEntry[] | null = null;
  let sequence = 0;
  let persistTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<LogListener>();

  try {
    const stored: unknown = JSON.parse(storage?.getItem(LOG_STORAGE_KEY) ?? '[]');
    if (Array.isArray(stored)) ring = (stored as LogEntry[]).slice(-LOG_PERSIST_LIMIT);
  } catch {
    // A damaged stored log is not worth failing over.
  }

  function persist(): void {
    persistTimer = undefined;
    const kept = ring.filter((entry) => entry.level !== 'debug').slice(-LOG_PERSIST_LIMIT);
    try {
      storage?.setItem(LOG_STORAGE_KEY, JSON.stringify(kept));
    } catch {
      // Full or unavailable storage, or data that does not serialise: keep the log in memory.
      try {
        const bare = kept.map(({ data: _data, ...entry }) => entry);
        storage?.setItem(LOG_STORAGE_KEY, JSON.stringify(bare));
      } catch {
        // Nothing more to try.
      }
    }
  }

  function notify(entry?: LogEntry): void {
    for (const listener of listeners) {
      try {
        listener(entry);
      } catch {
        // A faulty listener must not break logging for the others.
      }
    }
  }

  function log(level: LogLevel, message: string, logOptions: LogOptions = {}): LogEntry | null {
    if (LOG_LEVELS.indexOf(level) < threshold) return null;
    sequence += 1;
    const now = new Date();
    const entry: LogEntry = {
      id: `${now.getTime().toString(36)}-${sequence}`,
      level,
      category: logOptions.category ?? 'general',
      message,
      timestamp: now.toISOString(),
    };
    if (logOptions.data !== undefined) entry.data = safeData(logOptions.data);
    ring.push(entry);
    if (ring.length > LOG_STORE_LIMIT) ring.splice(0, ring.length - LOG_STORE_LIMIT);
    snapshot = null;
    if (options.echo) {
      const method = level === 'fatal' ? 'error' : level;
      // eslint-disable-next-line no-console
      console[method](
        `[${entry.category}] ${message}`,
        ...(entry.data === undefined ? [] : [entry.data]),
      );
    }
    if (level !== 'debug' && persistTimer === undefined && storage) {
      persistTimer = setTimeout(persist, PERSIST_DELAY_MS);
    }
    notify(entry);
    return entry;
  }

  return {
    debug: (message: string, o?: LogOptions) => log('debug', message, o),
    info: (message: string, o?: LogOptions) => log('info', message, o),
    warn: (message: string, o?: LogOptions) => log('warn', message, o),
    error: (message: string, o?: LogOptions) => log('error', message, o),
    fatal: (message: string, o?: LogOptions) => log('fatal', message, o),
    /** The entries, oldest first; the same array until the log changes. */
    entries: (): readonly LogEntry[] => (snapshot ??= ring.slice()),
    subscribe(listener: LogListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear(): void {
      ring = [];
      snapshot = null;
      clearTimeout(persistTimer);
      persistTimer = undefined;
      try {
        storage?.removeItem(LOG_STORAGE_KEY);
      } catch {
        // Nothing stored, or nothing we may touch.
      }
      notify();
    },
    level: (): LogLevel => LOG_LEVELS[threshold] ?? 'info',
    setLevel(level: LogLevel): void {
      threshold = LOG_LEVELS.indexOf(level);
    },
    /** Writes pending entries now (page hide). */
    flush(): void {
      if (persistTimer === undefined) return;
      clearTimeout(persistTimer);
      persist();
    },
  };
}

export type Logger = ReturnType<typeof createLogger>;

/**
 * Warnings and worse until the page's environment is read (observability.ts sets the level then:
 * info, or debug in development); so nothing chatty is kept before we know where we run.
 */
export const logger: Logger = createLogger({
  level: 'warn',
  echo: import.meta.env.DEV && import.meta.env.MODE !== 'test',
});

/** The level once the environment is known: debug where it is not production, else info. */
export const levelFor = (environment: string, developmentBuild: boolean): LogLevel =>
  developmentBuild || environment === 'development' ? 'debug' : 'info';

if (typeof window !== 'undefined') window.addEventListener('pagehide', () => logger.flush());
