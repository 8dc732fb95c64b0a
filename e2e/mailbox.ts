// The mails the server sent during the run, as the e2e SMTP server received them
// (e2e/global-setup.ts): a journey waits for the next one to an address and follows its link.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { isLinkTo } from '../test/mail-links';
import type { ReceivedMail } from '../test/smtp';

const taken = new Set<string>();

/** The next mail to `to` (optionally only one whose link opens `linkPath`), waiting up to 10 s. */
export async function nextMail(to: string, linkPath?: string): Promise<ReceivedMail> {
  const dir = inject('mailDir');
  const deadline = Date.now() + 10_000;
  for (;;) {
    for (const file of (await readdir(dir)).sort()) {
      if (taken.has(file)) continue;
      const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as ReceivedMail;
      const linkMatches =
        !linkPath || mail.textLinks.some((link) => isLinkTo(new URL(link).pathname, linkPath));
      if (mail.to.includes(to.toLowerCase()) && linkMatches) {
        taken.add(file);
        return mail;
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The one link of a mail that carries an action (docs/accounts.md). */
export function linkOf(mail: ReceivedMail): string {
  if (mail.textLinks.length !== 1)
    throw new Error(`expected one link, got ${mail.textLinks.length}`);
  return mail.textLinks[0]!;
}
