// Stopping alert mails or the digest from the mail itself, signed out (docs/notifications.md): the
// link carries the user's mail token, which can do nothing but this. The page asks before it
// stops anything (a mail scanner opening links must not unsubscribe anyone); mail clients that
// offer "Unsubscribe" post to the same address at once (RFC 8058 one-click).
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { MAIL_KINDS } from '@common/schemas/notifications';
import * as repo from './alerts.repository';
import { maskEmail } from '../business/setup.service';

type What = 'alerts' | 'digest';

export function unsubscribeLinks(origin: string, token: string, what: What = 'alerts') {
  const query = `token=${encodeURIComponent(token)}${what === 'digest' ? '&what=digest' : ''}`;
  return {
    /** The page that asks, in the web app. */
    page: `${origin}/unsubscribe?${query}`,
    headers: {
      'List-Unsubscribe': `<${origin}/api/notifications/unsubscribe?${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export async function unsubscribe(db: Database, token: string, what: What) {
  const found = await repo.findByMailToken(db, token);
  if (!found) throw notFound('unsubscribeLinkInvalid');
  if (what === 'digest') await repo.setMailChoices(db, found.userId, { digest: false });
  else await repo.setMailChoices(db, found.userId, { mailMuted: [...MAIL_KINDS] });
  return { what, email: maskEmail(found.email) };
}
