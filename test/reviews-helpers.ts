// Test helpers for the reviews module: a hand-built multipart body (no form-data dependency).
import type { App } from '../server/app';

const BOUNDARY = '----reviewtrace-test-boundary';

function multipartFile(content: string, filename = 'reviews.csv', type = 'text/csv') {
  const payload =
    `--${BOUNDARY}\r\n` +
    `Content-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
    `Content-Type: ${type}\r\n\r\n` +
    `${content}\r\n--${BOUNDARY}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

export async function importFile(
  app: App,
  cookie: string,
  content: string,
  filename?: string,
  /** The location the file's reviews belong to (?locationId=). */
  locationId?: string,
) {
  const { payload, headers } = multipartFile(content, filename);
  return app.inject({
    method: 'POST',
    url: locationId ? `/api/reviews/import?locationId=${locationId}` : '/api/reviews/import',
    payload,
    headers: { ...headers, cookie, origin: 'http://localhost:80' },
  });
}
