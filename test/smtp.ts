// A real SMTP server in the test process (smtp-server), so tests receive the mails the app sends
// over the network exactly as a mail provider would, parsed by mailparser.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { isLinkTo } from './mail-links';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link of the plain-text part. */
  textLinks: string[];
  /** Every href of the HTML part. */
  htmlLinks: string[];
  /** Each header's value as sent, by its lower-case name (List-Unsubscribe…). */
  headers: Record<string, string>;
}

export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  /**
   * Waits for the next mail to this address (one not already taken), optionally only one whose
   * link goes to `linkPath` (a reset, not the sign-up confirmation).
   */
  next(to: string, timeoutMs?: number, linkPath?: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startTestSmtp(
  options: { onMail?: (mail: ReceivedMail) => Promise<void> | void } = {},
): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          const html = typeof parsed.html === 'string' ? parsed.html : '';
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text,
            html,
            textLinks: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
            htmlLinks: [...html.matchAll(/href="([^"]+)"/g)].map((m) =>
              m[1]!.replace(/&amp;/g, '&'),
            ),
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line.slice(line.indexOf(':') + 1).trim(),
              ]),
            ),
          };
          mails.push(mail);
          return options.onMail?.(mail);
        })
        .then(() => callback())
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async next(to, timeoutMs = 5000, linkPath) {
      const deadline = Date.now() + timeoutMs;
      const wanted = (m: ReceivedMail) =>
        !taken.has(m) &&
        m.to.includes(to.toLowerCase()) &&
        (!linkPath || m.textLinks.some((link) => isLinkTo(new URL(link).pathname, linkPath)));
      for (;;) {
        const mail = mails.find(wanted);
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
