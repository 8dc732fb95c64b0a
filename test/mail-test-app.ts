// A test app that sends its mail over SMTP to a real server in the test process, with its links
// on MAIL_ORIGIN (PUBLIC_URL): for tests that read back what was mailed (invitations, alerts).
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../server/app';
import { buildTestApp } from './build-test-app';
import { startTestSmtp, type TestSmtp } from './smtp';

export const MAIL_ORIGIN = 'https://reviews.example.com';

/** The app and its mail server, ready inside the file's tests. */
export function useMailTestApp(): { app: App; smtp: TestSmtp } {
  const ready = {} as { app: App; smtp: TestSmtp };
  beforeAll(async () => {
    ready.smtp = await startTestSmtp();
    ready.app = await buildTestApp({
      env: { PUBLIC_URL: MAIL_ORIGIN, SMTP_URL: ready.smtp.url },
    });
  });
  afterAll(async () => {
    await ready.app?.close();
    await ready.smtp?.close();
  });
  return ready;
}
