// A customer's e-mail address or phone number as a keyed hash (docs/visits.md,
// docs/review-requests.md): the same contact gives the same hash, so an opt-out and a repeat are
// recognised,
// while the address itself is never stored and cannot be recovered by guessing without the
// server's secret.
import { createHmac } from 'node:crypto';

export function contactHash(secret: string, contact: string): string {
  const normalized = contact.includes('@')
    ? contact.trim().toLowerCase()
    : contact.replace(/[^\d+]/g, '');
  return createHmac('sha256', secret).update(`contact:${normalized}`).digest('base64url');
}
