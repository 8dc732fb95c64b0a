// Test helpers for the reviews module: a hand-built multipart body (no form-data dependency) of
// one or more files, as text or as raw bytes (a Windows code page, a zip, a workbook).
import { eq } from 'drizzle-orm';
import type { App } from '../server/app';
import { reviews } from '../server/db/schema';
import { readImportFiles } from '../server/modules/reviews/import/files';
import type { ParsedImport } from '../server/modules/reviews/import/rows';

const BOUNDARY = '----reviewtrace-test-boundary';

export interface UploadFile {
  name: string;
  content: string | Uint8Array;
  type?: string;
}

function multipart(files: readonly UploadFile[]) {
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${BOUNDARY}\r\n` +
        `Content-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    typeof file.content === 'string'
      ? Buffer.from(file.content, 'utf8')
      : Buffer.from(file.content),
    Buffer.from('\r\n'),
  ]);
  const payload = Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** POST /api/reviews/import with these files; query: locationId, dryRun, columns. */
export async function importFiles(
  app: App,
  cookie: string,
  files: readonly UploadFile[],
  query: Record<string, string> = {},
) {
  const { payload, headers } = multipart(files);
  const search = new URLSearchParams(query).toString();
  return app.inject({
    method: 'POST',
    url: `/api/reviews/import${search ? `?${search}` : ''}`,
    payload,
    headers: { ...headers, cookie, origin: 'http://localhost:80' },
  });
}

export async function importFile(
  app: App,
  cookie: string,
  content: string,
  filename = 'reviews.csv',
  /** The location the file's reviews belong to (?locationId=). */
  locationId?: string,
) {
  const type = filename.endsWith('.json') ? 'application/json' : 'text/csv';
  const query: Record<string, string> = locationId ? { locationId } : {};
  return importFiles(app, cookie, [{ name: filename, content, type }], query);
}

/** A file's text read as the import reads it (times without a zone in UTC). */
export async function parsedFile(content: string): Promise<ParsedImport> {
  const read = await readImportFiles([{ name: 'reviews.csv', bytes: Buffer.from(content) }], {
    timeZone: 'UTC',
  });
  if (read.kind !== 'reviews') throw new Error('not a reviews file');
  return read.parsed;
}

/**
 * Imports one 5★ review through the API (a CSV of one row) and reads back its stored row: a
 * review that arrives now, or `laterMs` from now.
 */
export async function importOneReview(
  app: App,
  cookie: string,
  review: { externalId: string; author: string; text?: string; laterMs?: number },
) {
  const at = new Date(Date.now() + (review.laterMs ?? 0)).toISOString();
  const csv = `review_id,author_name,rating,published_at,text,is_anonymous\n${review.externalId},${review.author},5,${at},${review.text ?? ''},false\n`;
  const response = await importFile(app, cookie, csv);
  if (response.statusCode !== 200)
    throw new Error(`import: ${response.statusCode} ${response.body}`);
  const [row] = await app.database.db
    .select()
    .from(reviews)
    .where(eq(reviews.externalId, review.externalId));
  if (!row) throw new Error(`import: review ${review.externalId} not stored`);
  return row;
}
