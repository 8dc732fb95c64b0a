// The client logger (web/lib/logger.ts) as the Logs tab sees it.
import { logger } from '../../../lib/logger';
import type { DebugLogEntry } from './log-filter';

export function readLogs(): readonly DebugLogEntry[] {
  return logger.entries();
}

export function clearLogs(): void {
  logger.clear();
}
