// The environment of docs/http-api.md, parsed once. A bad value stops the process with a list of every
// problem, not a stack trace.
import { z } from 'zod';
import { GOOGLE_SYNC_INTERVAL_MINUTES } from '@common/constants';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const optionalUrl = (name: string) =>
  optionalString.refine((v) => v === undefined || URL.canParse(v), {
    message: `${name} must be an absolute URL such as https://example.com`,
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    PORT: z.coerce
      .number({ message: 'PORT must be a whole number between 0 and 65535' })
      .int('PORT must be a whole number between 0 and 65535')
      .min(0, 'PORT must be a whole number between 0 and 65535')
      .max(65535, 'PORT must be a whole number between 0 and 65535')
      .default(3000),
    DATABASE_URL: optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
      message: 'DATABASE_URL must start with postgres:// or postgresql://',
    }),
    // A streaming standby of DATABASE_URL for dashboards, lists and exports (db/read-routing.ts).
    DATABASE_READ_URL: optionalString.refine(
      (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
      { message: 'DATABASE_READ_URL must start with postgres:// or postgresql://' },
    ),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    APP_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
      message: 'APP_SECRET must be at least 32 characters long',
    }),
    PUBLIC_URL: optionalUrl('PUBLIC_URL'),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_OAUTH_ISSUER: optionalUrl('GOOGLE_OAUTH_ISSUER').transform(
      (v) => v ?? 'https://accounts.google.com',
    ),
    GOOGLE_API_ORIGIN: optionalUrl('GOOGLE_API_ORIGIN'),
    GOOGLE_LINKS_ORIGIN: optionalUrl('GOOGLE_LINKS_ORIGIN'),
    GOOGLE_SYNC_INTERVAL_MINUTES: optionalString
      .transform((v) => (v === undefined ? undefined : Number(v)))
      .pipe(
        z
          .number({
            message: 'GOOGLE_SYNC_INTERVAL_MINUTES must be a whole number of minutes (0: off)',
          })
          .int('GOOGLE_SYNC_INTERVAL_MINUTES must be a whole number of minutes (0: off)')
          .min(0, 'GOOGLE_SYNC_INTERVAL_MINUTES must be a whole number of minutes (0: off)')
          .max(1440, 'GOOGLE_SYNC_INTERVAL_MINUTES must be at most 1440 (a day)')
          .optional(),
      ),
    // `off`: this process queues background jobs but never runs them (another process does).
    JOB_WORKERS: z.enum(['on', 'off'], { message: 'JOB_WORKERS must be on or off' }).default('on'),
    // PostgreSQL only: months of funnel rows kept in the partitioned tables (the current month
    // and the ones before it); older months are detached, not deleted (server/db/partitions.ts).
    FUNNEL_RETENTION_MONTHS: optionalString
      .transform((v) => (v === undefined ? undefined : Number(v)))
      .pipe(
        z
          .number({
            message: 'FUNNEL_RETENTION_MONTHS must be a whole number of months (1 or more)',
          })
          .int('FUNNEL_RETENTION_MONTHS must be a whole number of months (1 or more)')
          .min(1, 'FUNNEL_RETENTION_MONTHS must be a whole number of months (1 or more)')
          .optional(),
      ),
    SENTRY_DSN: optionalUrl('SENTRY_DSN'),
    // Long enough that guessing it is hopeless even before the rate limit on wrong tokens.
    OPERATOR_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 32, {
      message: 'OPERATOR_TOKEN must be at least 32 characters long',
    }),
    SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\/[^/]+/.test(v), {
      message: 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://host:465',
    }),
    MAIL_FROM: optionalString.refine(
      (v) => v === undefined || /^[^\s@<>]+@[^\s@<>]+$|<[^\s@<>]+@[^\s@<>]+>$/.test(v),
      {
        message: 'MAIL_FROM must be an address such as ReviewTrace <no-reply@example.com>',
      },
    ),
    ADMIN_EMAILS: optionalString.transform((v) =>
      (v ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
    // Behind a reverse proxy: its hop count ("1") or addresses/CIDRs ("10.0.0.1,10.0.0.0/8"), so
    // client addresses come from X-Forwarded-For. Never "true" on a port reachable directly.
    TRUST_PROXY: optionalString.transform((value): boolean | number | string => {
      if (value === undefined || value === '' || value === 'false') return false;
      if (value === 'true') return true;
      return /^\d+$/.test(value) ? Number(value) : value;
    }),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.APP_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_SECRET'],
        message: 'APP_SECRET is required in production (at least 32 characters)',
      });
    }
    // Mailed links (confirm, reset, invitations) are built only from PUBLIC_URL: a request's Host
    // header is the sender's to choose (docs/SECURITY.md, "Links in mail").
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'PUBLIC_URL is required in production: mailed links are built only from it',
      });
    }
    if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'DATABASE_READ_URL needs DATABASE_URL: a read replica is of a PostgreSQL primary',
      });
    }
  });

type Env = z.infer<typeof envSchema>;

// Never echoed in a configuration error: their values are secrets or carry credentials.
const SECRET_VARIABLES = new Set([
  'APP_SECRET',
  'DATABASE_URL',
  'DATABASE_READ_URL',
  'GOOGLE_CLIENT_SECRET',
  'OPERATOR_TOKEN',
  'SENTRY_DSN',
  'SMTP_URL',
]);

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  databaseUrl: string | undefined;
  /** A streaming standby of databaseUrl for reads that may lag a moment; undefined: none. */
  databaseReadUrl: string | undefined;
  dataDir: string;
  /** Absent until resolved by resolveAppSecret (generated into DATA_DIR outside production). */
  appSecret: string | undefined;
  publicUrl: string | undefined;
  google: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    oauthIssuer: string;
    apiOrigin: string | undefined;
    /** Tests and demos: where pasted Google links are followed instead (server/lib/google-links.ts). */
    linksOrigin: string | undefined;
  };
  /** Whether this process runs background jobs (docs/decisions/029-job-engine.md). */
  jobWorkers: boolean;
  /** Minutes between scheduled syncs of connected businesses; 0 = off (the default in tests). */
  googleSyncIntervalMinutes: number;
  /** PostgreSQL: months of funnel partitions kept attached; undefined keeps every month. */
  funnelRetentionMonths: number | undefined;
  sentryDsn: string | undefined;
  operatorToken: string | undefined;
  mail: {
    /** Absent: mails are written to DATA_DIR/mail (outside production) or cannot be sent. */
    smtpUrl: string | undefined;
    from: string;
  };
  /** Addresses (lower case) that become admins when they confirm (first admin without SQL). */
  adminEmails: string[];
  /** Fastify's trustProxy: false, true, a hop count or proxy addresses. */
  trustProxy: boolean | number | string;
  logLevel: Env['LOG_LEVEL'];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.') || 'environment';
        const value = source[name];
        return value === undefined || SECRET_VARIABLES.has(name)
          ? `${name}: ${issue.message}`
          : `${name}=${JSON.stringify(value)}: ${issue.message}`;
      }),
    );
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    databaseReadUrl: env.DATABASE_READ_URL,
    dataDir: env.DATA_DIR,
    appSecret: env.APP_SECRET,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    google: {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      oauthIssuer: env.GOOGLE_OAUTH_ISSUER,
      apiOrigin: env.GOOGLE_API_ORIGIN?.replace(/\/+$/, ''),
      linksOrigin: env.GOOGLE_LINKS_ORIGIN?.replace(/\/+$/, ''),
    },
    jobWorkers: env.JOB_WORKERS === 'on',
    // Tests start syncs themselves (the scheduler's tick); a timer would race them.
    googleSyncIntervalMinutes:
      env.GOOGLE_SYNC_INTERVAL_MINUTES ??
      (env.NODE_ENV === 'test' ? 0 : GOOGLE_SYNC_INTERVAL_MINUTES),
    funnelRetentionMonths: env.FUNNEL_RETENTION_MONTHS,
    sentryDsn: env.SENTRY_DSN,
    operatorToken: env.OPERATOR_TOKEN,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? 'ReviewTrace <no-reply@reviewtrace.local>',
    },
    adminEmails: env.ADMIN_EMAILS,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
  };
}
