// Sending mail (docs/accounts.md). With SMTP_URL, over SMTP by nodemailer. Without it outside
// production, each mail is written to DATA_DIR/mail (an .eml to open and a .json the debug tools
// list) and the log prints its link, so a developer can follow it. In production without
// SMTP_URL nothing can be sent: the start says so and sending fails loudly.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { MailKind } from './mail-texts';
import type { RenderedMail } from './templates';

interface OutgoingMail extends RenderedMail {
  to: string;
  /** The account mails' kinds, and the alerts and the digest (server/modules/alerts). */
  kind: MailKind | 'alert' | 'digest' | 'reviewRequest';
  /** The one link of the mail's action. */
  link: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on alerts (RFC 8058). */
  headers?: Record<string, string>;
}

/** What the debug tools list of a mail written to a file. */
interface StoredMail {
  file: string;
  to: string;
  subject: string;
  kind: OutgoingMail['kind'];
  link: string;
  sentAt: string;
}

type MailMode = 'smtp' | 'files' | 'off';

export interface Mailer {
  readonly mode: MailMode;
  send(mail: OutgoingMail): Promise<void>;
  /** Mails written to files (newest first); empty unless mode is 'files'. */
  list(limit?: number): Promise<StoredMail[]>;
  close(): void;
}

class MailUnavailableError extends Error {
  constructor() {
    super('No SMTP_URL is configured: mail cannot be sent');
    this.name = 'MailUnavailableError';
  }
}

function mailDirectory(dataDir: string) {
  return path.resolve(dataDir, 'mail');
}

export function createMailer(
  config: Pick<Config, 'mail' | 'dataDir' | 'isProduction'>,
  log: FastifyBaseLogger,
): Mailer {
  const from = config.mail.from;
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport(config.mail.smtpUrl);
    return {
      mode: 'smtp',
      async send(mail) {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
        log.info({ kind: mail.kind }, 'mail sent');
      },
      list: async () => [],
      close: () => transport.close(),
    };
  }
  if (config.isProduction) {
    return {
      mode: 'off',
      async send() {
        throw new MailUnavailableError();
      },
      list: async () => [],
      close: () => {},
    };
  }
  return fileMailer(mailDirectory(config.dataDir), from, log);
}

function fileMailer(directory: string, from: string, log: FastifyBaseLogger): Mailer {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    mode: 'files',
    async send(mail) {
      const info = await builder.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      await mkdir(directory, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
      const stored: StoredMail = {
        file: `${name}.eml`,
        to: mail.to,
        subject: mail.subject,
        kind: mail.kind,
        link: mail.link,
        sentAt: new Date().toISOString(),
      };
      await writeFile(path.join(directory, stored.file), info.message as Buffer);
      await writeFile(path.join(directory, `${name}.json`), JSON.stringify(stored, null, 2));
      log.info({ to: mail.to, link: mail.link, file: stored.file }, `mail written (${mail.kind})`);
    },
    async list(limit = 50) {
      let names: string[];
      try {
        names = (await readdir(directory)).filter((n) => n.endsWith('.json'));
      } catch {
        return [];
      }
      const newest = names.sort().reverse().slice(0, limit);
      const mails = await Promise.all(
        newest.map(async (n) => {
          try {
            return JSON.parse(await readFile(path.join(directory, n), 'utf8')) as StoredMail;
          } catch {
            return null;
          }
        }),
      );
      return mails.filter((m) => m !== null);
    },
    close: () => builder.close(),
  };
}
