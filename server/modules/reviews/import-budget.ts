// How much file a business may import per minute: each import parses its file and writes every
// row in one transaction, so a loop of 5 MB uploads would keep a core busy for everyone. Counted
// in this process (each process of a deployment keeps its own budget; docs/SECURITY.md).
import { rateLimited } from '../../lib/errors';

export const IMPORT_BYTES_PER_MINUTE = 12 * 1024 * 1024;
const WINDOW_MS = 60_000;

interface Spent {
  since: number;
  bytes: number;
}

const spentBy = new Map<string, Spent>();

/** Counts `bytes` against the business's minute, or answers 429 with when to try again. */
export function spendImportBytes(businessId: string, bytes: number, now = Date.now()): void {
  let spent = spentBy.get(businessId);
  if (!spent || now - spent.since >= WINDOW_MS) {
    // Forget finished windows now and then, so the map holds only the last minute's businesses.
    if (spentBy.size > 1000)
      for (const [id, old] of spentBy) if (now - old.since >= WINDOW_MS) spentBy.delete(id);
    spent = { since: now, bytes: 0 };
    spentBy.set(businessId, spent);
  }
  if (spent.bytes + bytes > IMPORT_BYTES_PER_MINUTE)
    throw rateLimited((spent.since + WINDOW_MS - now) / 1000);
  spent.bytes += bytes;
}
