// Without SMTP_URL outside production, every mail is written to DATA_DIR/mail (an .eml to open,
// a .json listed by the debug tools) with its one link; in production nothing can be sent and the
// start says so.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, testConfig } from '../../../test/build-test-app';
import { MAPS_URL, uniqueEmail } from '../../../test/auth-helpers';
import { createMailer } from './mailer';

let dataDir: string;
let app: App;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rt-mail-files-'));
  app = await buildTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('mail without SMTP_URL', () => {
  it('writes the confirmation to DATA_DIR/mail and lists it in the debug tools', async () => {
    const email = uniqueEmail();
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'lozinka123', googleBusinessUrl: MAPS_URL },
    });
    expect(signUp.statusCode).toBe(201);
    const files = await readdir(path.join(dataDir, 'mail'));
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    const eml = await readFile(
      path.join(
        dataDir,
        'mail',
        files.find((f) => f.endsWith('.eml'))!,
      ),
      'utf8',
    );
    expect(eml).toContain(`To: ${email}`);

    const listed = await app.inject({ url: '/api/debug/mail' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      mode: 'files',
      items: [
        {
          to: email,
          kind: 'confirmEmail',
          link: expect.stringMatching(/\/auth\/confirm-email\?token=/),
        },
      ],
    });
  });

  it('cannot send in production, and says why', async () => {
    const mailer = createMailer(
      testConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://reviews.example.com' }),
      app.log,
    );
    expect(mailer.mode).toBe('off');
    await expect(
      mailer.send({
        to: 'a@b.rs',
        kind: 'confirmEmail',
        link: 'x',
        subject: 's',
        text: 't',
        html: 'h',
      }),
    ).rejects.toThrow(/No SMTP_URL/);
  });
});
