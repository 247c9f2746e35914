import path from 'node:path';

export interface ApiConfig {
  port: number;
  host: string;
  /** A PostgreSQL server; without it, PGlite keeps the data in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The one admin account: its e-mail and the argon2id hash of its password (PHC string). */
  admin: { email: string; passwordHash: string };
  /** Session cookies marked Secure: always, never, or when the request came over https ('auto'). */
  secureCookies: boolean | 'auto';
  /**
   * Which proxies' X-Forwarded-For/-Proto to believe (Fastify's trustProxy): none unless configured, so a client
   * cannot name its own address. A number counts the proxies in front (1 behind one nginx: the address it appended
   * is the client's, whatever the client wrote before it); addresses name them (127.0.0.1).
   */
  trustProxy: boolean | number | string;
  /** Sign-in attempts one address may make per minute before it is slowed down. */
  loginAttemptsPerMinute: number;
  /** Wrong passwords for one account, from any address, within LOGIN_FAILURE_WINDOW_MINUTES before it is slowed down. */
  loginFailuresPerAccount: number;
  loginFailureWindowMinutes: number;
  /** Minutes without a request after which a session ends (the specification's session timeout). */
  sessionMinutes: number;
  /** Hours after sign-in after which a session ends however much it is used. */
  sessionMaxHours: number;
  /** Requests that may be under way at once (each holds or waits for the database); past it the API answers 503 at once. */
  databaseQueueLimit: number;
  /** The event loop's delay (ms) past which the API answers 503 at once (its queries, on PGlite, wait for the loop). */
  maxEventLoopDelayMs: number;
  /** How often an open event stream gets a comment line, so proxies keep it open (ms). */
  eventHeartbeatMs: number;
  /** Events kept for a dropped stream to resume from (older ones are pruned; a stream behind them reads everything again). */
  eventsKept: number;
  logLevel: string;
  /** What the API prints when it starts (the demo account let in). */
  warnings: string[];
}

/**
 * The demo account, the README's demo login, let in only with DEMO_LOGIN=true (`pnpm start --api` sets it).
 * A deployment sets ADMIN_EMAIL and ADMIN_PASSWORD_HASH (`pnpm --dir api hash-password`); with neither, the API
 * refuses to start.
 */
const DEMO_ADMIN = {
  email: 'admin@zorvex-logistics.co.uk',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$FfTgPMizN5gvYKMNN1DY0Q$+W4IzPWx60Ar4jZE5AyMQDEP+MB6pjgUSDaI8GbI2Mg',
};

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number, not "${value}"`);
  return number;
}

function flag(value: string | undefined): boolean | 'auto' {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return 'auto';
}

function trustedProxies(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * The API's settings from its environment (deploy configuration).
 *
 * @example readConfig(process.env, apiDir) // PGLITE_DIR is read from the api package's folder
 */
export function readConfig(env: Record<string, string | undefined>, apiDir: string): ApiConfig {
  const demo = !env.ADMIN_PASSWORD_HASH && env.DEMO_LOGIN === 'true';
  if (!env.ADMIN_PASSWORD_HASH && !demo)
    throw new Error(
      'Set ADMIN_EMAIL and ADMIN_PASSWORD_HASH (an argon2id hash: pnpm --dir api hash-password), or DEMO_LOGIN=true for the demo account',
    );
  if (env.ADMIN_PASSWORD_HASH && !env.ADMIN_PASSWORD_HASH.startsWith('$argon2id$'))
    throw new Error('ADMIN_PASSWORD_HASH must be an argon2id hash ($argon2id$…)');
  const warnings = demo
    ? [`DEMO_LOGIN=true: the published demo account (${DEMO_ADMIN.email}) signs in as administrator. Never on a deployment others reach.`]
    : [];
  return {
    port: integer(env.PORT, 3100, 'PORT'),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(apiDir, env.PGLITE_DIR ?? '.data/pglite'),
    admin: demo ? DEMO_ADMIN : { email: env.ADMIN_EMAIL ?? DEMO_ADMIN.email, passwordHash: env.ADMIN_PASSWORD_HASH! },
    secureCookies: flag(env.COOKIE_SECURE),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    loginAttemptsPerMinute: integer(env.LOGIN_ATTEMPTS_PER_MINUTE, 5, 'LOGIN_ATTEMPTS_PER_MINUTE'),
    loginFailuresPerAccount: integer(env.LOGIN_FAILURES_PER_ACCOUNT, 10, 'LOGIN_FAILURES_PER_ACCOUNT'),
    loginFailureWindowMinutes: integer(env.LOGIN_FAILURE_WINDOW_MINUTES, 15, 'LOGIN_FAILURE_WINDOW_MINUTES'),
    sessionMinutes: integer(env.SESSION_MINUTES, 30, 'SESSION_MINUTES'),
    sessionMaxHours: integer(env.SESSION_MAX_HOURS, 12, 'SESSION_MAX_HOURS'),
    databaseQueueLimit: integer(env.DATABASE_QUEUE_LIMIT, env.DATABASE_URL ? 1000 : 16, 'DATABASE_QUEUE_LIMIT'),
    maxEventLoopDelayMs: integer(env.MAX_EVENT_LOOP_DELAY_MS, env.DATABASE_URL ? 1000 : 200, 'MAX_EVENT_LOOP_DELAY_MS'),
    eventHeartbeatMs: integer(env.EVENT_HEARTBEAT_MS, 15_000, 'EVENT_HEARTBEAT_MS'),
    eventsKept: integer(env.EVENTS_KEPT, 10_000, 'EVENTS_KEPT'),
    logLevel: env.LOG_LEVEL ?? 'warn',
    warnings,
  };
}
