import path from 'node:path';
import { ConfigError, loadConfig } from '..';

/** What production needs besides the setting a test is about. */
const PRODUCTION_SMTP = { SMTP_URL: 'smtps://portal:secret@mail.example.com:465' };
/** A session secret as `openssl rand -base64 48` makes one. */
const PRODUCTION_SECRET = 'q3XbV9kLm2Tz7RwYp0HcN5sJd8FgA1uE4oKiQ6vBxZ+/nMtWyC2rS7hL9eP3aD5f';

describe('loadConfig', () => {
  it('when nothing is set, then the documented defaults apply and the object is frozen', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      publicOrigin: 'http://localhost:8080',
      allowedOrigins: [],
      trustProxy: false,
      sessionTtlHours: 12,
      logLevel: 'info',
      seedDemo: 'auto',
      remotesManifestPath: null,
    });
    expect(config.dataDir).toBe(path.resolve(__dirname, '../../../../../data'));
    expect(config.webRoot).toBe(path.resolve(__dirname, '../../../../..'));
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('when values are given, then they are parsed into their types', () => {
    const config = loadConfig({
      PORT: '9090',
      DATABASE_URL: 'postgres://app@db:5432/portal',
      PUBLIC_ORIGIN: 'https://portal.example.com/',
      ALLOWED_ORIGINS: 'https://a.example, https://b.example/',
      TRUST_PROXY: 'yes',
      SESSION_TTL_HOURS: '8',
      SEED_DEMO: 'never',
    });

    expect(config).toMatchObject({
      port: 9090,
      databaseUrl: 'postgres://app@db:5432/portal',
      publicOrigin: 'https://portal.example.com',
      allowedOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: true,
      sessionTtlHours: 8,
      seedDemo: 'never',
    });
  });

  it('when PORT is not a port number, then loading fails naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(new ConfigError(['PORT must be a number']));
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be between 1 and 65535');
  });

  it('when several values are bad, then every problem is reported at once', () => {
    expect(() =>
      loadConfig({ TRUST_PROXY: 'maybe', SEED_DEMO: 'always', DATABASE_URL: 'mysql://x' }),
    ).toThrow(/TRUST_PROXY must be true or false.*|DATABASE_URL/);
    try {
      loadConfig({ TRUST_PROXY: 'maybe', SEED_DEMO: 'always', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      expect(message).toContain('TRUST_PROXY must be true or false');
      expect(message).toContain('SEED_DEMO must be one of');
      expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
  });

  it('when production runs without SESSION_SECRET, then loading fails', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SMTP })).toThrow(
      'SESSION_SECRET is required in production',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SMTP, SESSION_SECRET: 'short' })).toThrow(
      'at least 32 bytes',
    );
    expect(
      loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SMTP, SESSION_SECRET: PRODUCTION_SECRET })
        .sessionSecret,
    ).toBe(PRODUCTION_SECRET);
  });

  it('when production is given the development SESSION_SECRET published in the repository, then loading fails saying so', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ...PRODUCTION_SMTP,
        SESSION_SECRET: 'development-only-session-secret-do-not-use-in-production',
      }),
    ).toThrow('SESSION_SECRET must not be the development secret in production');
    // Outside production the development secret is the default.
    expect(loadConfig({ NODE_ENV: 'development' }).sessionSecret).toBe(
      'development-only-session-secret-do-not-use-in-production',
    );
  });

  it('when production is given a SESSION_SECRET under 32 bytes, then loading fails; 32 bytes pass', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SMTP, SESSION_SECRET: 'x'.repeat(31) }),
    ).toThrow('SESSION_SECRET must be at least 32 bytes in production');
    // Counted in bytes, as the signing key is: 30 one-byte characters and a two-byte one are 32 bytes.
    const thirtyOneCharacters = 'q8TvZ2mW9kL4pR7nB3hJ6xY5cF1gD0é';
    expect(
      loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SMTP, SESSION_SECRET: thirtyOneCharacters })
        .sessionSecret,
    ).toBe(thirtyOneCharacters);
  });

  it('when production is given a long enough SESSION_SECRET that is not random (one character, a short pattern, a long run), then loading fails saying how to make one; openssl-made secrets pass', () => {
    const notRandom = [
      ' '.repeat(32),
      'a'.repeat(32),
      'é'.repeat(16),
      'ab'.repeat(32),
      'abcd'.repeat(8),
      `${'0'.repeat(8)}q8TvZ2mW9kL4pR7nB3hJ6xY5cF1gD0`,
    ];
    for (const secret of notRandom)
      expect(() =>
        loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SMTP, SESSION_SECRET: secret }),
      ).toThrow(
        new ConfigError([
          'SESSION_SECRET must be random in production (an estimated 128 bits at least, no long runs of one character): make one with openssl rand -base64 48',
        ]),
      );

    const random = [
      PRODUCTION_SECRET,
      // openssl rand -hex 32, with a run of seven: long, but not a pattern.
      'c8619de708be22aaa65b0ce5fda2a9c7d711c587dce690ae8f3bbedea1111111',
      // 32 letters and digits, 16 of them different: the least that passes.
      'q8TvZ2mW9kL4pR7nq8TvZ2mW9kL4pR7n',
    ];
    for (const secret of random)
      expect(
        loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SMTP, SESSION_SECRET: secret }).sessionSecret,
      ).toBe(secret);
  });

  it('when telemetry settings are not given, then metrics are on loopback port 9464, HTTP telemetry is on and rows are kept 90 days', () => {
    expect(loadConfig({})).toMatchObject({
      metricsPort: 9464,
      metricsHost: '127.0.0.1',
      telemetryHttp: true,
      telemetryRetentionDays: 90,
    });
    expect(
      loadConfig({
        METRICS_PORT: '0',
        METRICS_HOST: '0.0.0.0',
        TELEMETRY_HTTP: 'off',
        TELEMETRY_RETENTION_DAYS: '30',
      }),
    ).toMatchObject({
      metricsPort: 0,
      metricsHost: '0.0.0.0',
      telemetryHttp: false,
      telemetryRetentionDays: 30,
    });
  });

  it('when a telemetry setting is out of range, then loading fails naming it', () => {
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow('METRICS_PORT must be between 0 and 65535');
    expect(() => loadConfig({ TELEMETRY_HTTP: 'sometimes' })).toThrow('TELEMETRY_HTTP must be true or false');
    expect(() => loadConfig({ TELEMETRY_RETENTION_DAYS: '0' })).toThrow(
      'TELEMETRY_RETENTION_DAYS must be between 1 and 3650',
    );
  });

  it('when AUDIT_RETENTION_DAYS is not given, then the activity log is kept 730 days, apart from the telemetry retention; a given whole number of days is kept', () => {
    expect(loadConfig({ TELEMETRY_RETENTION_DAYS: '30' })).toMatchObject({
      telemetryRetentionDays: 30,
      auditRetentionDays: 730,
    });
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '1825' }).auditRetentionDays).toBe(1825);
  });

  it('when AUDIT_RETENTION_DAYS is not a positive whole number of days, then loading fails naming it', () => {
    for (const value of ['0', '-30', '1.5', 'two years', '3651']) {
      expect(() => loadConfig({ AUDIT_RETENTION_DAYS: value })).toThrow(
        'AUDIT_RETENTION_DAYS must be a whole number of days from 1 to 3650',
      );
    }
  });

  it('when INSTANCE_ID names the replica, then it is kept; unset means none; a header-unsafe value stops loading', () => {
    expect(loadConfig({}).instanceId).toBeNull();
    expect(loadConfig({ INSTANCE_ID: ' api-2.eu_west ' }).instanceId).toBe('api-2.eu_west');
    expect(() => loadConfig({ INSTANCE_ID: 'api 1' })).toThrow(
      'INSTANCE_ID must be 1 to 64 letters, digits, dots, dashes or underscores',
    );
    expect(() => loadConfig({ INSTANCE_ID: 'a'.repeat(65) })).toThrow('INSTANCE_ID must be 1 to 64');
  });

  it('when EMBED_ALLOWED_ORIGINS is unset, then only development trusts the demo resort site to frame the schedule', () => {
    expect(loadConfig({}).embedAllowedOrigins).toEqual(['http://localhost:8090']);
    expect(
      loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SMTP, SESSION_SECRET: PRODUCTION_SECRET })
        .embedAllowedOrigins,
    ).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test' }).embedAllowedOrigins).toEqual([]);
  });

  it('when EMBED_ALLOWED_ORIGINS is given, then it replaces the default; a non-origin entry stops loading', () => {
    expect(
      loadConfig({ EMBED_ALLOWED_ORIGINS: 'https://palmcove.example/, https://www.palmcove.example' })
        .embedAllowedOrigins,
    ).toEqual(['https://palmcove.example', 'https://www.palmcove.example']);
    expect(() => loadConfig({ EMBED_ALLOWED_ORIGINS: "https://a.example, 'none'" })).toThrow(
      'EMBED_ALLOWED_ORIGINS must be a comma-separated list of origins',
    );
  });

  it('when REMOTE_ORIGINS is unset, then remotes may come from the portal itself only', () => {
    expect(loadConfig({}).remoteOrigins).toEqual([]);
  });

  it("when REMOTE_ORIGINS names the remotes' origins, then they are kept exactly, trailing slashes dropped", () => {
    expect(
      loadConfig({ REMOTE_ORIGINS: 'https://calendar.cdn.example/, http://127.0.0.1:8192' }).remoteOrigins,
    ).toEqual(['https://calendar.cdn.example', 'http://127.0.0.1:8192']);
  });

  it.each([
    ['a path', 'https://cdn.example/remotes/calendar'],
    ['a CSP keyword', "'unsafe-eval'"],
    ['a bare scheme', 'https:'],
    ['another scheme', 'ftp://cdn.example'],
  ])('when REMOTE_ORIGINS holds %s, then loading stops naming the variable', (_kind, value) => {
    expect(() => loadConfig({ REMOTE_ORIGINS: `https://cdn.example, ${value}` })).toThrow(
      'REMOTE_ORIGINS must be a comma-separated list of origins',
    );
  });

  it.each([
    ['REMOTE_ORIGINS', '*'],
    ['REMOTE_ORIGINS', 'https://*.cdn.example'],
    ['EMBED_ALLOWED_ORIGINS', 'https://*.resort.example'],
    ['ALLOWED_ORIGINS', '*'],
  ])('when %s holds the wildcard %s, then loading stops: every origin must be named', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      `${name} must name each origin exactly, without a wildcard`,
    );
  });

  it('when PUBLIC_ORGANIZATION_SLUG is unset, then the public schedule shows the demo resort; a non-slug stops loading', () => {
    expect(loadConfig({}).publicOrganizationSlug).toBe('palm-cove');
    expect(loadConfig({ PUBLIC_ORGANIZATION_SLUG: 'magnolia' }).publicOrganizationSlug).toBe('magnolia');
    expect(() => loadConfig({ PUBLIC_ORGANIZATION_SLUG: 'Palm Cove' })).toThrow(
      'PUBLIC_ORGANIZATION_SLUG must be an organization slug such as palm-cove',
    );
  });

  it('when PUBLIC_ORIGIN has a path, then loading fails', () => {
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://portal.example.com/app' })).toThrow(
      'PUBLIC_ORIGIN must be an origin',
    );
  });

  it('when MIGRATE_ON_START is unset, then the API migrates at start; off leaves it to the migrate step; a non-flag stops loading', () => {
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(loadConfig({ MIGRATE_ON_START: 'off' }).migrateOnStart).toBe(false);
    expect(() => loadConfig({ MIGRATE_ON_START: 'later' })).toThrow('MIGRATE_ON_START must be true or false');
  });

  it('when SHUTDOWN_READINESS_DELAY_MS is unset, then a signal drains at once; a delay is read in milliseconds; outside 0 to 120000 it stops loading', () => {
    expect(loadConfig({}).shutdownReadinessDelayMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_READINESS_DELAY_MS: '5000' }).shutdownReadinessDelayMs).toBe(5000);
    for (const value of ['-1', '120001', '2.5', 'soon'])
      expect(() => loadConfig({ SHUTDOWN_READINESS_DELAY_MS: value })).toThrow(
        'SHUTDOWN_READINESS_DELAY_MS must be a whole number of milliseconds from 0 to 120000',
      );
  });

  it('when no mail setting is given outside production, then mail goes to the development catcher from the portal, sent by a worker every 2 s', () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: 'smtp://127.0.0.1:1025',
      mailFrom: 'Booking Portal <no-reply@localhost>',
      mailWorker: true,
      mailPollMs: 2000,
      mailRetryBaseMs: 30_000,
      mailRetryMaxMs: 3_600_000,
      performerDigestQuietMinutes: 10,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).smtpUrl).toBe('smtp://127.0.0.1:1025');
  });

  it('when mail settings are given, then they are parsed into their types', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://portal:s%40cret@mail.example.com:465',
        MAIL_FROM: 'Palm Cove Bookings <bookings@palmcove.example>',
        MAIL_WORKER: 'off',
        MAIL_POLL_MS: '250',
        MAIL_RETRY_BASE_MS: '1000',
        MAIL_RETRY_MAX_MS: '5000',
        PERFORMER_DIGEST_QUIET_MINUTES: '0',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://portal:s%40cret@mail.example.com:465',
      mailFrom: 'Palm Cove Bookings <bookings@palmcove.example>',
      mailWorker: false,
      mailPollMs: 250,
      mailRetryBaseMs: 1000,
      mailRetryMaxMs: 5000,
      performerDigestQuietMinutes: 0,
    });
    expect(loadConfig({ MAIL_FROM: 'no-reply@palmcove.example' }).mailFrom).toBe('no-reply@palmcove.example');
  });

  it('when production starts without SMTP_URL, then loading stops saying mail needs it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: PRODUCTION_SECRET })).toThrow(
      new ConfigError([
        'SMTP_URL is required in production (smtp://user:pass@host:port or smtps://...): invitations and password resets are sent by mail',
      ]),
    );
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: PRODUCTION_SECRET, ...PRODUCTION_SMTP }).smtpUrl,
    ).toBe('smtps://portal:secret@mail.example.com:465');
  });

  it.each([
    ['another scheme', 'http://mail.example.com'],
    ['no host', 'smtp://'],
    ['not a URL', 'mail.example.com:25'],
  ])('when SMTP_URL is %s, then loading stops naming it, in production and outside', (_kind, value) => {
    const message =
      'SMTP_URL must be an smtp:// or smtps:// URL with a host, such as smtp://user:pass@mail.example.com:587';
    expect(() => loadConfig({ SMTP_URL: value })).toThrow(message);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: PRODUCTION_SECRET, SMTP_URL: value }),
    ).toThrow(message);
  });

  it('when a mail setting is out of range or malformed, then loading fails naming it', () => {
    expect(() => loadConfig({ MAIL_FROM: 'Booking Portal' })).toThrow('MAIL_FROM must be an address');
    expect(() => loadConfig({ MAIL_FROM: 'a@b.example, c@d.example' })).toThrow(
      'MAIL_FROM must be an address',
    );
    expect(() => loadConfig({ MAIL_WORKER: 'sometimes' })).toThrow('MAIL_WORKER must be true or false');
    expect(() => loadConfig({ MAIL_POLL_MS: '10' })).toThrow('MAIL_POLL_MS must be a whole number');
    expect(() => loadConfig({ MAIL_RETRY_BASE_MS: 'soon' })).toThrow(
      'MAIL_RETRY_BASE_MS must be a whole number',
    );
    expect(() => loadConfig({ MAIL_RETRY_MAX_MS: '0' })).toThrow('MAIL_RETRY_MAX_MS must be a whole number');
    expect(() => loadConfig({ PERFORMER_DIGEST_QUIET_MINUTES: '-1' })).toThrow(
      'PERFORMER_DIGEST_QUIET_MINUTES must be a whole number of minutes from 0 to 1440',
    );
  });
});
