// Pure logic of the Logs tab: filtering and search over the client logger's entries
// (web/lib/logger.ts), and the shape of the exported JSON (secret-looking fields redacted).
import { LOG_LEVELS, type LogEntry, type LogLevel } from '../../../lib/logger';

export { LOG_CATEGORIES, LOG_LEVELS, type LogLevel } from '../../../lib/logger';
export type DebugLogEntry = LogEntry;

export interface LogFilter {
  level: LogLevel | 'all';
  category: string;
  search: string;
}

export const ALL_LOGS: LogFilter = { level: 'all', category: 'all', search: '' };

function searchable(entry: DebugLogEntry): string {
  let data = '';
  if (entry.data !== undefined) {
    try {
      data = JSON.stringify(entry.data);
    } catch {
      data = String(entry.data);
    }
  }
  return `${entry.message} ${entry.category} ${entry.level} ${data}`.toLowerCase();
}

/** Entries of exactly the chosen level and category whose text contains the search words. */
export function filterLogs(entries: readonly DebugLogEntry[], filter: LogFilter): DebugLogEntry[] {
  const words = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (filter.level !== 'all' && entry.level !== filter.level) return false;
    if (filter.category !== 'all' && entry.category !== filter.category) return false;
    if (words.length === 0) return true;
    const text = searchable(entry);
    return words.every((word) => text.includes(word));
  });
}

export function countByLevel(entries: readonly DebugLogEntry[]): Record<LogLevel, number> {
  const counts = Object.fromEntries(LOG_LEVELS.map((level) => [level, 0])) as Record<
    LogLevel,
    number
  >;
  for (const entry of entries) counts[entry.level] += 1;
  return counts;
}

const SECRET_KEY = /pass(word)?|token|secret|cookie|authorization|api[-_]?key|dsn|hash/i;
const MAX_DEPTH = 8;

/** A copy of a value with every secret-looking field replaced by "[redacted]". */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return '[truncated]';
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        SECRET_KEY.test(key) ? '[redacted]' : redact(inner, depth + 1),
      ]),
    );
  }
  return value;
}

export interface DebugExport {
  kind: 'reviewtrace-debug-export';
  exportedAt: string;
  filter: LogFilter;
  environment: Record<string, string>;
  counts: Record<LogLevel, number>;
  entries: DebugLogEntry[];
}

/** The JSON the Export button downloads: what is shown, with its context, secrets redacted. */
export function buildDebugExport(input: {
  entries: readonly DebugLogEntry[];
  filter: LogFilter;
  environment: Record<string, string>;
  now?: Date;
}): DebugExport {
  const entries = filterLogs(input.entries, input.filter).map(
    (entry) => redact(entry) as DebugLogEntry,
  );
  return {
    kind: 'reviewtrace-debug-export',
    exportedAt: (input.now ?? new Date()).toISOString(),
    filter: input.filter,
    environment: input.environment,
    counts: countByLevel(entries),
    entries,
  };
}

/** A file name safe on every system: reviewtrace-debug-2025-01-31T10-20-30Z.json. */
export function exportFileName(prefix: string, now = new Date()): string {
  return `${prefix}-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.json`;
}
