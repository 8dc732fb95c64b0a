// The browsers a person has signed in on (docs/accounts.md, "Sign-in limits"): a signed cookie
// lists short hashes of the accounts and employees that signed in on it. A known browser is exempt
// from its address's ceiling, so one attacker on a salon's Wi-Fi (or a carrier's shared address)
// cannot lock out the staff who sign in behind it; the account-and-address pair's own lock still
// applies, and a browser nobody signed in on before waits like any other (OWASP's device cookies).
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieIsSecure } from '../../plugins/auth';
import type { ThrottleKind } from './throttle.service';
import { API_PREFIX } from '@common/api/route';

const KNOWN_BROWSER_COOKIE = 'rt_known';
const MAX_SUBJECTS = 8;
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const SUBJECT_ID = /^[\w-]{22}$/;

/** What the cookie stores of an account (email) or employee (username): never the name itself. */
export const browserSubject = (kind: ThrottleKind, subject: string) =>
  createHash('sha256')
    .update(`${kind}:${subject.trim().toLowerCase()}`)
    .digest('base64url')
    .slice(0, 22);

/** The subjects that signed in on this browser, from a cookie only this server could sign. */
export function knownSubjects(request: FastifyRequest): string[] {
  const raw = request.cookies[KNOWN_BROWSER_COOKIE];
  if (!raw) return [];
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return [];
  return unsigned.value
    .split('.')
    .filter((id) => SUBJECT_ID.test(id))
    .slice(0, MAX_SUBJECTS);
}

/** After a successful sign-in: this browser now knows the subject (newest first, at most 8). */
export function rememberSubject(request: FastifyRequest, reply: FastifyReply, id: string) {
  const ids = [id, ...knownSubjects(request).filter((known) => known !== id)].slice(
    0,
    MAX_SUBJECTS,
  );
  reply.setCookie(KNOWN_BROWSER_COOKIE, ids.join('.'), {
    signed: true,
    path: `${API_PREFIX}auth`,
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieIsSecure(request),
    maxAge: MAX_AGE_SECONDS,
  });
}
