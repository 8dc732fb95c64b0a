// What the auth routes take from a request for their services: the client (address and browser)
// and the account flows' dependencies (mailer, link origin, bootstrap admins).
import type { FastifyRequest } from 'fastify';
import { mailLinkOrigin } from '../../lib/http';
import type { AccountDeps } from './account-links.service';
import type { ClientInfo } from './auth.service';
import { knownSubjects } from './known-browser';

export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  knownSubjects: knownSubjects(request),
});

export const accountDeps = (request: FastifyRequest): AccountDeps => ({
  db: request.server.database.db,
  mailer: request.server.mailer,
  origin: mailLinkOrigin(request),
  adminEmails: request.server.config.adminEmails,
  log: request.log,
  googleLinks: request.server.googleLinks,
});
