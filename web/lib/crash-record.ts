// One record per crash: a short error ID (shown on the crash screen and sent to error reporting
// as the error_id tag) and the time, however often the screen re-renders.
export interface CrashRecord {
  id: string;
  time: string;
  reported?: boolean;
}

// Crashes are rare and few per page, so a plain Map (which also takes strings) is fine.
const records = new Map<unknown, CrashRecord>();

export function crashRecord(error: unknown): CrashRecord {
  let record = records.get(error);
  if (!record) {
    const id = Math.random().toString(36).slice(2, 10).padEnd(8, '0').toUpperCase();
    record = { id, time: new Date().toISOString() };
    records.set(error, record);
  }
  return record;
}

export function crashMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'object' && error && 'status' in error && 'statusText' in error) {
    return `${String(error.status)} ${String(error.statusText)}`.trim();
  }
  return String(error);
}
