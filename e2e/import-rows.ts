// Reviews arriving the way a manager's upload sends them: a CSV posted with the page's own
// session and origin (a form post from another site would be refused).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const HEADER = 'review_id,author_name,rating,published_at,text,is_anonymous';

export async function importRows(page: Page, name: string, rows: string[]) {
  const answer = await page.request.post('/api/reviews/import', {
    headers: { origin: new URL(page.url()).origin },
    multipart: {
      file: { name, mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...rows].join('\n')) },
    },
  });
  expect(answer.status()).toBe(200);
}
