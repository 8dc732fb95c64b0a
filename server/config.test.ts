import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be rejected');
}

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('./data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.google.oauthIssuer).toBe('https://accounts.google.com');
    expect(config.google.apiOrigin).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.isProduction).toBe(false);
  });

  it('reads every variable of the contract', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/rt',
      DATA_DIR: '/var/lib/rt',
      APP_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://reviews.example.com/',
      GOOGLE_CLIENT_ID: 'cid',
      GOOGLE_CLIENT_SECRET: 'csecret',
      GOOGLE_OAUTH_ISSUER: 'http://127.0.0.1:9999',
      GOOGLE_API_ORIGIN: 'http://127.0.0.1:9998/',
      SENTRY_DSN: 'https://key@o0.ingest.example.com/1',
      OPERATOR_TOKEN: 'op'.repeat(16),
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/rt',
      dataDir: '/var/lib/rt',
      publicUrl: 'https://reviews.example.com',
      google: {
        clientId: 'cid',
        clientSecret: 'csecret',
        oauthIssuer: 'http://127.0.0.1:9999',
        apiOrigin: 'http://127.0.0.1:9998',
      },
      sentryDsn: 'https://key@o0.ingest.example.com/1',
      operatorToken: 'op'.repeat(16),
      logLevel: 'warn',
    });
  });

  it('reads TRUST_PROXY as off, on, a hop count or proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', APP_SECRET: '' }).databaseUrl).toBeUndefined();
  });

  it('rejects a port that is not a number, naming the variable and its value', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual([
      'PORT="abc": PORT must be a whole number between 0 and 65535',
    ]);
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({ PORT: '70000', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/PORT="70000"/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL: DATABASE_URL must start with postgres/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL="loud"/);
  });

  it('requires APP_SECRET and PUBLIC_URL in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'APP_SECRET: APP_SECRET is required in production (at least 32 characters)',
      'PUBLIC_URL: PUBLIC_URL is required in production: mailed links are built only from it',
    ]);
  });

  it('names a wrong secret without echoing its value', () => {
    const problems = problemsOf({
      OPERATOR_TOKEN: 'hunter2-operator',
      SMTP_URL: 'http://user:mail-password@mail',
      DATABASE_URL: 'mysql://root:db-password@db',
    });
    expect(problems).toEqual([
      'DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://',
      'OPERATOR_TOKEN: OPERATOR_TOKEN must be at least 32 characters long',
      'SMTP_URL: SMTP_URL must look like smtp://user:pass@host:587 or smtps://host:465',
    ]);
    expect(problems.join('\n')).not.toMatch(/hunter2|mail-password|db-password/);
  });

  it('reads the mail settings and the bootstrap admins', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://u:p@mail.example.com:587',
      MAIL_FROM: 'Salon <no-reply@example.com>',
      ADMIN_EMAILS: ' Owner@Example.com, ,second@example.com ',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://u:p@mail.example.com:587',
      from: 'Salon <no-reply@example.com>',
    });
    expect(config.adminEmails).toEqual(['owner@example.com', 'second@example.com']);
    expect(loadConfig({}).adminEmails).toEqual([]);
  });

  it('refuses a short APP_SECRET', () => {
    expect(problemsOf({ APP_SECRET: 'short' })[0]).toMatch(/at least 32 characters/);
  });

  it('syncs Google every 15 minutes by default, never in tests unless asked, and 0 turns it off', () => {
    expect(loadConfig({}).googleSyncIntervalMinutes).toBe(15);
    expect(loadConfig({ NODE_ENV: 'test' }).googleSyncIntervalMinutes).toBe(0);
    expect(
      loadConfig({ NODE_ENV: 'test', GOOGLE_SYNC_INTERVAL_MINUTES: '5' }).googleSyncIntervalMinutes,
    ).toBe(5);
    expect(loadConfig({ GOOGLE_SYNC_INTERVAL_MINUTES: '0' }).googleSyncIntervalMinutes).toBe(0);
    expect(loadConfig({ GOOGLE_SYNC_INTERVAL_MINUTES: '' }).googleSyncIntervalMinutes).toBe(15);
  });

  it('refuses a sync interval that is not a whole number of minutes', () => {
    expect(problemsOf({ GOOGLE_SYNC_INTERVAL_MINUTES: 'often' })).toEqual([
      'GOOGLE_SYNC_INTERVAL_MINUTES="often": GOOGLE_SYNC_INTERVAL_MINUTES must be a whole number of minutes (0: off)',
    ]);
    expect(problemsOf({ GOOGLE_SYNC_INTERVAL_MINUTES: '-1' })).toHaveLength(1);
  });

  it('takes a read replica only beside a PostgreSQL primary, and never echoes its URL', () => {
    const primary = 'postgres://app:secret@db/reviewtrace';
    const replica = 'postgres://app:secret@replica/reviewtrace';
    expect(loadConfig({}).databaseReadUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: replica }).databaseReadUrl).toBe(
      replica,
    );
    expect(problemsOf({ DATABASE_READ_URL: replica })).toEqual([
      'DATABASE_READ_URL: DATABASE_READ_URL needs DATABASE_URL: a read replica is of a PostgreSQL primary',
    ]);
    expect(problemsOf({ DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://x' })).toEqual([
      'DATABASE_READ_URL: DATABASE_READ_URL must start with postgres:// or postgresql://',
    ]);
  });

  it('keeps every month of funnel rows unless FUNNEL_RETENTION_MONTHS says how many', () => {
    expect(loadConfig({}).funnelRetentionMonths).toBeUndefined();
    expect(loadConfig({ FUNNEL_RETENTION_MONTHS: '13' }).funnelRetentionMonths).toBe(13);
    expect(problemsOf({ FUNNEL_RETENTION_MONTHS: '0' })).toEqual([
      'FUNNEL_RETENTION_MONTHS="0": FUNNEL_RETENTION_MONTHS must be a whole number of months (1 or more)',
    ]);
    expect(problemsOf({ FUNNEL_RETENTION_MONTHS: 'a year' })).toHaveLength(1);
  });
});
