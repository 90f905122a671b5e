import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, DEVELOPMENT_JWT_SECRET, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives a newcomer working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('.data'));
    expect(config.seedOnEmpty).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('reads a server URL and numbers', () => {
    const config = loadConfig({ DATABASE_URL: 'postgresql://u@db:5432/haat', PORT: '8080', SEED_ON_EMPTY: 'false' });
    expect(config).toMatchObject({ databaseUrl: 'postgresql://u@db:5432/haat', port: 8080, seedOnEmpty: false });
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: '70000', DB_POOL_SIZE: '0' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT: .*70000/m);
    expect(problems).toMatch(/^DB_POOL_SIZE: /m);
  });
});

describe('production safety', () => {
  const good = 'a-real-secret-that-is-long-enough-123456';

  it('refuses to run in production without a JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: must be set/);
  });

  it('refuses the development default as a production secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: DEVELOPMENT_JWT_SECRET })).toThrow(/JWT_SECRET/);
  });

  it('refuses a short secret anywhere', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
  });

  const mailAndBot = {
    SMTP_URL: 'smtp://haat:pass@mail.haat.example:587',
    BOT_API_URL: 'https://api.telegram.org',
    BOT_TOKEN: '123:abc',
    ADMIN_CHAT_ID: '-100123',
  };

  it('runs in production with a secret of its own, and keeps cookies Secure there', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: good, ...mailAndBot });
    expect(config.jwtSecret).toBe(good);
    expect(config.cookieSecure).toBe(true);
  });

  it('refuses to run in production without mail or the bot, naming each, unless NOTIFICATIONS_TO_LOG=true says to hold them', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig({ NODE_ENV: 'production', JWT_SECRET: good, ...env });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    const { SMTP_URL: _smtp, ...botOnly } = mailAndBot;
    expect(problemsOf(botOnly)).toEqual([
      expect.stringMatching(/^SMTP_URL: must be set when NODE_ENV=production.*NOTIFICATIONS_TO_LOG=true/),
    ]);
    const { BOT_API_URL: _url, BOT_TOKEN: _token, ...mailOnly } = mailAndBot;
    expect(problemsOf(mailOnly)).toEqual([
      expect.stringMatching(
        /^BOT_API_URL: must be set with BOT_TOKEN when NODE_ENV=production.*NOTIFICATIONS_TO_LOG=true/,
      ),
    ]);
    expect(problemsOf({})).toHaveLength(2);
    expect(problemsOf({ NOTIFICATIONS_TO_LOG: 'true' })).toEqual([]);
    expect(problemsOf({ ...mailAndBot })).toEqual([]);
    // Outside production the messages are held without asking.
    expect(() => loadConfig({})).not.toThrow();
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@haat.test' })).toThrow(/ADMIN_PASSWORD/);
    expect(loadConfig({ ADMIN_EMAIL: 'a@haat.test', ADMIN_PASSWORD: 'long enough pass' }).firstAdmin).toEqual({
      email: 'a@haat.test',
      password: 'long enough pass',
    });
  });

  it("holds chat messages until the bot is set, and then wants the admins' group with it", () => {
    expect(loadConfig({})).toMatchObject({ bot: undefined, adminChatId: 'admins', outboxWorker: true });
    expect(() => loadConfig({ BOT_TOKEN: '123:abc' })).toThrow('BOT_API_URL: set BOT_API_URL and BOT_TOKEN together');
    expect(() => loadConfig({ BOT_API_URL: 'https://api.telegram.org', BOT_TOKEN: '123:abc' })).toThrow(
      "ADMIN_CHAT_ID: set the admins' chat group",
    );
    expect(
      loadConfig({
        BOT_API_URL: 'https://api.telegram.org',
        BOT_TOKEN: '123:abc',
        ADMIN_CHAT_ID: '-100123',
        OUTBOX_WORKER: 'false',
      }),
    ).toMatchObject({
      bot: { apiUrl: 'https://api.telegram.org', token: '123:abc' },
      adminChatId: '-100123',
      outboxWorker: false,
    });
    expect(() => loadConfig({ OUTBOX_LEASE_MS: '5000' })).toThrow(
      'OUTBOX_LEASE_MS: must be longer than a bot call may take',
    );
  });
});

describe('TRUST_PROXY', () => {
  it('believes no proxy unless told: unset, empty or false', () => {
    for (const value of [undefined, '', 'false', '0']) expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(0);
  });

  it('takes how many proxies stand in front, or their addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
  });

  it('refuses true, which would believe any client, saying what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /^ {2}- TRUST_PROXY: true would believe any client's X-Forwarded-For; write how many proxies stand in front \(TRUST_PROXY=1\) or their addresses/m,
    );
  });

  it('refuses what is neither a count nor addresses', () => {
    for (const value of ['yes', '10.0.0.300', 'lb.internal', '-1', '50'])
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*TRUST_PROXY=1/);
  });
});

describe('GraphQL introspection and CORS', () => {
  const secret = 'a-production-secret-of-at-least-32-chars';

  it('has introspection on outside production and off in it, unless GRAPHQL_INTROSPECTION says', () => {
    expect(loadConfig({}).graphqlIntrospection).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, NOTIFICATIONS_TO_LOG: 'true' }).graphqlIntrospection,
    ).toBe(false);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: secret,
        NOTIFICATIONS_TO_LOG: 'true',
        GRAPHQL_INTROSPECTION: 'true',
      }).graphqlIntrospection,
    ).toBe(true);
    expect(loadConfig({ GRAPHQL_INTROSPECTION: 'false' }).graphqlIntrospection).toBe(false);
    expect(() => loadConfig({ GRAPHQL_INTROSPECTION: 'maybe' })).toThrow(/GRAPHQL_INTROSPECTION/);
  });

  it('allows no other origin by default, and reads a list of origins', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://haat.example, http://10.0.0.5:4000/' }).corsOrigins).toEqual([
      'https://haat.example',
      'http://10.0.0.5:4000',
    ]);
  });

  it('refuses an origin with a path, or no scheme', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'https://haat.example/app' })).toThrow(
      /CORS_ORIGINS: "https:\/\/haat.example\/app"/,
    );
    expect(() => loadConfig({ CORS_ORIGINS: 'haat.example' })).toThrow(/CORS_ORIGINS/);
  });
});

describe('docker-compose.yml', () => {
  const compose = readFileSync(path.join(__dirname, '..', '..', '..', 'docker-compose.yml'), 'utf8');

  /** The app's environment as `docker compose up` fills it from the shell's variables (${X:-default}, ${X:?message}). */
  function appEnvironment(shell: Record<string, string>): Record<string, string> {
    const lines = compose.split('\n');
    const app = lines.indexOf('  app:');
    const start = lines.indexOf('    environment:', app) + 1;
    const env: Record<string, string> = {};
    for (const line of lines.slice(start)) {
      if (/^\s*#/.test(line)) continue;
      const entry = /^ {6}([A-Z_]+): (.*)$/.exec(line);
      if (!entry) break;
      env[entry[1]] = entry[2].replace(
        /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
        (_, name: string, kind?: string, word?: string) => {
          if (shell[name]) return shell[name];
          if (kind === '?') throw new Error(`docker compose refuses: ${word}`);
          return kind === '-' ? (word ?? '') : '';
        },
      );
    }
    return env;
  }

  // The image sets NODE_ENV=production (Dockerfile).
  const run = (shell: Record<string, string>) => loadConfig({ NODE_ENV: 'production', ...appEnvironment(shell) });
  const jwt = { JWT_SECRET: 'a-production-secret-of-at-least-32-chars' };

  const tryingOut = { ...jwt, NOTIFICATIONS_TO_LOG: 'true' };

  it('keeps the refresh cookie Secure unless COOKIE_SECURE=false is written out', () => {
    expect(run(tryingOut).cookieSecure).toBe(true);
    expect(run({ ...tryingOut, COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('believes no X-Forwarded-For: nothing stands in front of the app', () => {
    expect(run({ ...tryingOut, TRUST_PROXY: 'true' }).trustProxy).toBe(0);
  });

  it('passes mail and the bot on, and starts without them only when NOTIFICATIONS_TO_LOG=true says so', () => {
    expect(() => run(jwt)).toThrow(/SMTP_URL: must be set[\s\S]*BOT_API_URL: must be set/);
    const live = run({
      ...jwt,
      SMTP_URL: 'smtp://mail.haat.example:587',
      BOT_API_URL: 'https://api.telegram.org',
      BOT_TOKEN: '123:abc',
      ADMIN_CHAT_ID: '-100123',
    });
    expect(live).toMatchObject({
      smtpUrl: 'smtp://mail.haat.example:587',
      bot: { apiUrl: 'https://api.telegram.org', token: '123:abc' },
      adminChatId: '-100123',
    });
  });

  it('wants JWT_SECRET', () => {
    expect(() => appEnvironment({})).toThrow(/set JWT_SECRET/);
  });
});
