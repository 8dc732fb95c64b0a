// Review requests (docs/review-requests.md): an employee (or a manager for anyone they see) makes
// a link of its own to send a customer; the customer opens it and goes on to Google from the
// employee's page; the review it earns is credited `requested` by the attribution engine.
import { randomBytes } from 'node:crypto';
import {
  REQUEST_MAIL_DAYS,
  REQUEST_MATCH_DAYS,
  type CreateReviewRequest,
  type ReviewRequest,
  type ReviewRequestList,
  type RequestStatus,
} from '@common/schemas/requests';
import type { Language } from '@common/constants';
import { serverPages } from '@common/paths';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound, plain, serviceUnavailable } from '../../lib/errors';
import { contactHash } from '../../lib/contact-hash';
import type { Mailer } from '../mail/mailer';
import { renderRequestMail } from './request-mail';
import { requireEmployeeAllowed, requireLocationAllowed, type BusinessScope } from '../scope/scope';
import { requestMessage } from './request-texts';
import * as repo from './requests.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const LISTED = 200;

export interface RequestContext {
  db: Database;
  scope: BusinessScope;
  /** Where links point (this server's public address). */
  origin: string;
  /** Where mailed links point: only PUBLIC_URL or this machine (server/lib/http.ts). */
  mailOrigin: string;
  mailer: Mailer;
  /** Keys a mailed address into a hash (server/lib/contact-hash.ts). */
  appSecret: string;
}

/** 96 random bits in 16 URL-safe characters: short enough to type from a screen, unguessable. */
const newToken = () => randomBytes(12).toString('base64url');

type Row = Awaited<ReturnType<typeof repo.listRequests>>[number];

const statusOf = (row: Pick<Row, 'openedAt' | 'tappedAt' | 'reviewId'>): RequestStatus =>
  row.reviewId ? 'credited' : row.tappedAt ? 'tapped' : row.openedAt ? 'opened' : 'sent';

function present(ctx: RequestContext, lang: Language, row: Row): ReviewRequest {
  const url = ctx.origin + serverPages.reviewRequest(row.token);
  return {
    id: row.id,
    url,
    message: requestMessage(lang, {
      customer: row.customerName,
      business: ctx.scope.business.name,
      employee: row.employeeName,
      url,
    }),
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    customerName: row.customerName,
    status: statusOf(row),
    createdAt: row.createdAt.toISOString(),
    openedAt: row.openedAt?.toISOString() ?? null,
    tappedAt: row.tappedAt?.toISOString() ?? null,
    reviewId: row.reviewId,
    mailed: row.mailedAt !== null,
  };
}

/** Whom the request is from: an employee always themselves, a manager anyone they see. */
async function senderOf(ctx: RequestContext, asked: string | undefined): Promise<string> {
  const { own } = ctx.scope;
  if (own.kind === 'none') throw notFound('employeeDataNotFound');
  if (own.kind === 'own') {
    if (asked !== undefined && asked !== own.employeeId) throw notFound('employeeNotFound');
    return own.employeeId;
  }
  if (asked === undefined) throw badRequest('requestEmployeeRequired', 'VALIDATION_FAILED');
  await requireEmployeeAllowed(ctx.db, ctx.scope, asked);
  return asked;
}

export async function createRequest(
  ctx: RequestContext,
  input: CreateReviewRequest,
): Promise<ReviewRequest> {
  const employeeId = await senderOf(ctx, input.employeeId);
  const employee = await repo.findSender(ctx.db, ctx.scope.businessId, employeeId);
  if (!employee) throw notFound('employeeNotFound');
  // The customer was served at one of the employee's locations: the one asked, else their first.
  if (input.locationId) {
    await requireLocationAllowed(ctx.scope, input.locationId);
    if (!employee.locationIds.includes(input.locationId)) throw notFound('locationNotFound');
  }
  const allowed = await ctx.scope.locations();
  const locationId =
    input.locationId ?? employee.locationIds.find((id) => !allowed || allowed.includes(id)) ?? null;
  const lang = input.lang ?? 'sr';
  const hash = input.email ? await mayMail(ctx, input.email) : null;
  const row = await repo.insertRequest(ctx.db, {
    businessId: ctx.scope.businessId,
    employeeId,
    locationId,
    token: newToken(),
    customerName: input.customerName || null,
    createdBy: ctx.scope.viewer.userId,
    ...(hash ? { contactHash: hash, mailedAt: new Date() } : {}),
  });
  // A mailed link never names a host from the request's headers (server/lib/http.ts).
  const linked = input.email ? { ...ctx, origin: ctx.mailOrigin } : ctx;
  const made = present(linked, lang, { ...row, employeeName: employee.name, reviewId: null });
  if (input.email) {
    try {
      await ctx.mailer.send({
        to: input.email,
        kind: 'reviewRequest',
        link: made.url,
        ...renderRequestMail(lang, {
          business: ctx.scope.business.name,
          message: made.message,
          link: made.url,
          stop: ctx.mailOrigin + serverPages.reviewRequestStop(row.token),
        }),
        headers: {
          'List-Unsubscribe': `<${ctx.mailOrigin + serverPages.reviewRequestStop(row.token)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    } catch {
      // Not sent: nothing was asked, so the 30-day cap does not start.
      await repo.deleteRequest(ctx.db, row.id);
      throw serviceUnavailable('mailUnavailable');
    }
  }
  return made;
}

/** The address's hash, when the product may mail it a request now; else why not. */
async function mayMail(ctx: RequestContext, email: string): Promise<string> {
  if (ctx.mailer.mode === 'off') throw serviceUnavailable('mailUnavailable');
  const hash = contactHash(ctx.appSecret, email);
  const since = new Date(Date.now() - REQUEST_MAIL_DAYS * DAY_MS);
  const { optedOut, mailedSince } = await repo.mailHistory(
    ctx.db,
    ctx.scope.businessId,
    hash,
    since,
  );
  if (optedOut) throw conflict('requestOptedOut');
  if (mailedSince) throw conflict('requestMailedRecently');
  return hash;
}

export async function listRequests(
  ctx: RequestContext,
  query: { employeeId?: string | undefined; lang: Language },
  now: Date,
): Promise<ReviewRequestList> {
  const { own } = ctx.scope;
  let employeeIds: string[] | null = null;
  if (own.kind === 'none') employeeIds = [];
  else if (own.kind === 'own') employeeIds = [own.employeeId];
  if (query.employeeId !== undefined) {
    if (employeeIds && !employeeIds.includes(query.employeeId)) throw notFound('employeeNotFound');
    await requireEmployeeAllowed(ctx.db, ctx.scope, query.employeeId);
    if (!(await repo.findSender(ctx.db, ctx.scope.businessId, query.employeeId)))
      throw notFound('employeeNotFound');
    employeeIds = [query.employeeId];
  } else if (employeeIds === null) {
    // A manager limited to some locations sees the people who work there.
    const allowed = await ctx.scope.locations();
    if (allowed) employeeIds = await repo.employeesAt(ctx.db, ctx.scope.businessId, allowed);
  }
  const rows = await repo.listRequests(ctx.db, {
    businessId: ctx.scope.businessId,
    employeeIds,
    since: new Date(now.getTime() - REQUEST_MATCH_DAYS * DAY_MS),
    limit: LISTED,
  });
  const items = rows.map((row) => present(ctx, query.lang, row));
  const funnel = { sent: 0, opened: 0, tapped: 0, credited: 0 };
  const byEmployee = new Map<string, typeof funnel & { employeeId: string }>();
  for (const item of items) {
    const own = byEmployee.get(item.employeeId) ?? {
      employeeId: item.employeeId,
      sent: 0,
      opened: 0,
      tapped: 0,
      credited: 0,
    };
    byEmployee.set(item.employeeId, own);
    // Each step counts the requests that got at least that far, so no step exceeds the one before.
    for (const tally of [funnel, own]) {
      tally.sent += 1;
      if (item.status !== 'sent') tally.opened += 1;
      if (item.status === 'tapped' || item.status === 'credited') tally.tapped += 1;
      if (item.status === 'credited') tally.credited += 1;
    }
  }
  return { items, funnel, byEmployee: [...byEmployee.values()] };
}

/** The link of one of the caller's requests (an employee's own; a manager's people's). */
export async function requestUrl(ctx: RequestContext, id: string): Promise<string> {
  const row = await repo.findRequest(ctx.db, ctx.scope.businessId, id);
  const { own } = ctx.scope;
  const visible =
    row !== null &&
    own.kind !== 'none' &&
    (own.kind === 'all' || row.employeeId === own.employeeId);
  if (!visible) throw notFound(plain('Review request not found'));
  await requireEmployeeAllowed(ctx.db, ctx.scope, row.employeeId);
  return ctx.origin + serverPages.reviewRequest(row.token);
}

/**
 * Where a request's link sends the customer (its employee's page at its location), counting the
 * first open by a person; null for an unknown link.
 */
export async function openRequest(
  db: Database,
  token: string,
  visitor: { automated: boolean },
  now: Date,
) {
  const found = await repo.findByToken(db, token);
  if (!found) return null;
  if (!visitor.automated && !found.openedAt) await repo.markOpened(db, found.id, now);
  return { slug: found.slug, location: found.location };
}

/** The mailed request a stop link names (its business's name), or null. */
export const stoppableRequest = (db: Database, token: string) => repo.mailedRequest(db, token);

/** The address a mailed request went to gets no more of this business's requests, ever. */
export async function stopRequestMails(db: Database, token: string) {
  const found = await repo.mailedRequest(db, token);
  if (!found) return null;
  await repo.optOut(db, found.businessId, found.contactHash);
  return { businessName: found.businessName };
}
