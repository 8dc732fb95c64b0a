// buildApp assembles the server: plugins first, then the modules, then the error and not-found
// handlers. main.ts boots it; tests build the same app and call app.inject, so no port is opened.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { APP_VERSION } from '@common/constants';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { WEB_BUILD_FOLDER } from './lib/paths';
import { reportingOrigins } from './lib/error-reporting';
import { createMailer, type Mailer } from './modules/mail/mailer';
import functionEnvelope from './plugins/function-envelope';
import metrics from './plugins/metrics';
import errors from './plugins/errors';
import inputGuard from './plugins/input-guard';
import errorReporting from './plugins/error-reporting';
import openapi from './plugins/openapi';
import securityHeaders from './plugins/security-headers';
import webApp, { loadWebBuild } from './plugins/web-app';
import auth from './plugins/auth';
import readReplica from './plugins/read-replica';
import csrf from './plugins/csrf';
import rateLimit from './plugins/rate-limit';
import healthRoutes from './modules/health/health.routes';
import authRoutes from './modules/auth/auth.routes';
import accountRoutes from './modules/auth/account.routes';
import accountPagesRoutes from './modules/auth/account-pages.routes';
import authHousekeeping from './modules/auth/housekeeping';
import funnelPartitions from './plugins/funnel-partitions';
import googleSignInRoutes from './modules/google/google-sign-in.routes';
import accessRoutes from './modules/auth/access.routes';
import adminAuthRoutes from './modules/auth/admin-auth.routes';
import publicRoutes from './modules/public/public.routes';
import { answerBadUrl, answerPublicNotFound } from './modules/public/public-fallbacks';
import employeeQrRoutes from './modules/employees/qr.routes';
import employeesRoutes from './modules/employees/employees.routes';
import locationsRoutes from './modules/locations/locations.routes';
import activityRoutes from './modules/activity/activity.routes';
import realtimeRoutes from './modules/realtime/realtime.routes';
import notificationsRoutes from './modules/notifications/notifications.routes';
import alertsRoutes from './modules/alerts/alerts.routes';
import { alertsJob } from './modules/alerts/alerts.job';
import { startAlertTicker } from './modules/alerts/alert-ticker';
import { digestJob } from './modules/alerts/digest.job';
import businessRoutes from './modules/business/business.routes';
import businessSettingsRoutes from './modules/business/business-settings.routes';
import setupRoutes from './modules/business/setup.routes';
import seedRoutes from './modules/seed/seed.routes';
import reviewsRoutes from './modules/reviews/reviews.routes';
import googleSyncRoutes from './modules/google/google.routes';
import analyticsRoutes from './modules/analytics/analytics.routes';
import exportsRoutes from './modules/exports/exports.routes';
import adminRoutes from './modules/admin/admin.routes';
import operatorRoutes from './modules/operator/operator.routes';
import displayRoutes from './modules/display/display.routes';
import requestsRoutes from './modules/requests/requests.routes';
import visitsRoutes from './modules/visits/visits.routes';
import { createGoogleModule, type GoogleModule } from './modules/google/google-module';
import { createGoogleLinks, type GoogleLinks } from './lib/google-links';
import { JobEngine } from './lib/jobs/engine';
import { closeCpuPool } from './workers/cpu-pool';
import { rematchJob } from './modules/reviews/rematch.job';
import { seedJob } from './modules/seed/seed-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config & { appSecret: string };
    database: DatabaseHandle;
    google: GoogleModule;
    googleLinks: GoogleLinks;
    mailer: Mailer;
    jobs: JobEngine;
  }
}

export interface AppDeps {
  config: Config & { appSecret: string };
  database: DatabaseHandle;
  /** Folder of the built web app; absent or unbuilt: the API runs without it. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Close the database with the app (main.ts); tests close their own. */
  closeDatabaseOnClose?: boolean;
}

export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const webBuild = loadWebBuild(deps.webRoot ?? WEB_BUILD_FOLDER);
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // A stuck client must not hold a connection (and a shutdown) open for long.
    requestTimeout: 30_000,
    forceCloseConnections: 'idle',
    // Client addresses (touch dedup, per-address sign-in limits) from X-Forwarded-For, but only
    // from the proxies the operator names.
    trustProxy: trustProxyOption(config.trustProxy),
    // A URL the router cannot decode (%zz, %C0%AF, an encoded surrogate) or a too-long parameter:
    // Fastify's default answer is its own JSON, neither our envelope nor a page.
    frameworkErrors: (error, request, reply) =>
      answerBadUrl(error, request, reply, webBuild !== null),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  // Every background job (docs/decisions/029-job-engine.md); the Google module adds its sync.
  const jobs = new JobEngine(database, app.log, [rematchJob, seedJob], {
    work: config.jobWorkers,
  });
  app.decorate('jobs', jobs);
  const google = createGoogleModule(config, database, app.log, jobs);
  app.decorate('google', google);
  app.decorate('googleLinks', createGoogleLinks(config.google.linksOrigin));
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onReady', async () => google.scheduler.start());
  const mailer = createMailer(config, app.log);
  app.decorate('mailer', mailer);
  // Alert mails and the weekly digest (docs/notifications.md "Alert mails").
  const mailOrigin = config.publicUrl
    ? new URL(config.publicUrl).origin
    : `http://localhost:${config.port}`;
  jobs.define(alertsJob({ mailer, origin: mailOrigin }));
  jobs.define(digestJob({ mailer, origin: mailOrigin }));
  let stopAlertTicker: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopAlertTicker = startAlertTicker(database.db, jobs, app.log);
  });
  app.addHook('onReady', async () => {
    if (mailer.mode === 'off')
      app.log.warn(
        'SMTP_URL is not set: confirmation and password reset mails cannot be sent, so new ' +
          'accounts cannot confirm their address (docs/OPERATIONS.md "Mail")',
      );
  });
  app.addHook('onClose', async () => mailer.close());
  // One hook: the scheduler, the running syncs and jobs must stop while the database is open.
  app.addHook('onClose', async () => {
    await stopAlertTicker?.();
    await google.close();
    await jobs.stop();
    await closeCpuPool();
    if (deps.closeDatabaseOnClose) await database.close();
  });

  await app.register(errors);
  await app.register(metrics);
  await app.register(inputGuard);
  await app.register(errorReporting, {
    dsn: config.sentryDsn,
    environment: config.env,
    release: APP_VERSION,
  });
  await app.register(securityHeaders, {
    inlineScriptHashes: webBuild?.inlineScriptHashes ?? [],
    upgradeInsecureRequests: config.publicUrl?.startsWith('https://') ?? false,
    // The browser sends its error reports straight to the reporting service.
    extraConnectSources: reportingOrigins(config.sentryDsn),
  });
  await app.register(cookie, { secret: config.appSecret });
  await app.register(csrf);
  await app.register(rateLimit);
  await app.register(auth);
  await app.register(readReplica);
  await app.register(functionEnvelope);
  await app.register(openapi);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(accountPagesRoutes);
  await app.register(authHousekeeping);
  await app.register(funnelPartitions);
  await app.register(googleSignInRoutes);
  await app.register(accessRoutes);
  await app.register(adminAuthRoutes);
  await app.register(publicRoutes);
  // QR routes first: /api/employees/qr-sheet.pdf must never be taken for an :id.
  await app.register(employeeQrRoutes);
  await app.register(employeesRoutes);
  await app.register(locationsRoutes);
  await app.register(activityRoutes);
  await app.register(realtimeRoutes);
  await app.register(notificationsRoutes);
  await app.register(alertsRoutes);
  await app.register(businessRoutes);
  await app.register(businessSettingsRoutes);
  await app.register(setupRoutes);
  await app.register(seedRoutes);
  await app.register(reviewsRoutes);
  await app.register(googleSyncRoutes);
  await app.register(analyticsRoutes);
  await app.register(exportsRoutes);
  await app.register(adminRoutes);
  await app.register(displayRoutes);
  await app.register(requestsRoutes);
  await app.register(visitsRoutes);
  await app.register(operatorRoutes);
  // Developer-only (docs/SECURITY.md): not even loaded in production, so /api/debug/* is a 404 there.
  if (!config.isProduction) await app.register(import('./modules/debug/debug.routes'));

  // Below /e and /qr a path that names no route is a page too, never the API's JSON (a phone that
  // scanned a QR code must not show an envelope); JSON callers keep the envelope.
  for (const prefix of ['/e', '/qr']) {
    await app.register(async (scope) => scope.setNotFoundHandler(answerPublicNotFound), { prefix });
  }
  await app.register(webApp, {
    build: webBuild,
    publicConfig: { sentryDsn: config.sentryDsn, environment: config.env, release: APP_VERSION },
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** Fastify takes a hop count as a number only through its function form in the types we use. */
function trustProxyOption(value: boolean | number | string) {
  if (typeof value !== 'number') return value;
  // The nearest `value` hops are proxies: trust an address while fewer than `value` were passed.
  return (_address: string, hop: number) => hop < value;
}
