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
  /** Which proxies' X-Forwarded-For/-Proto to believe (Fastify's trustProxy): by default those on this machine. */
  trustProxy: boolean | string;
  /** Sign-in attempts one address may make per minute before it is slowed down. */
  loginAttemptsPerMinute: number;
  /** Minutes without a request after which a session ends (the specification's session timeout). */
  sessionMinutes: number;
  logLevel: string;
}

/**
 * The demo account, for a machine where nothing is configured (`pnpm start --api`): the README's demo login.
 * A deployment sets ADMIN_EMAIL and ADMIN_PASSWORD_HASH (`pnpm --dir api hash-password`); in production the API
 * refuses to start without them.
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

/**
 * The API's settings from its environment (deploy configuration).
 *
 * @example readConfig(process.env, apiDir) // PGLITE_DIR is read from the api package's folder
 */
export function readConfig(env: Record<string, string | undefined>, apiDir: string): ApiConfig {
  const production = env.NODE_ENV === 'production';
  if (production && !env.ADMIN_PASSWORD_HASH)
    throw new Error('Set ADMIN_EMAIL and ADMIN_PASSWORD_HASH (an argon2id hash: pnpm --dir api hash-password)');
  if (env.ADMIN_PASSWORD_HASH && !env.ADMIN_PASSWORD_HASH.startsWith('$argon2id$'))
    throw new Error('ADMIN_PASSWORD_HASH must be an argon2id hash ($argon2id$…)');
  return {
    port: integer(env.PORT, 3100, 'PORT'),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(apiDir, env.PGLITE_DIR ?? '.data/pglite'),
    admin: {
      email: env.ADMIN_EMAIL ?? DEMO_ADMIN.email,
      passwordHash: env.ADMIN_PASSWORD_HASH ?? DEMO_ADMIN.passwordHash,
    },
    secureCookies: flag(env.COOKIE_SECURE),
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY === 'false' ? false : (env.TRUST_PROXY ?? 'loopback'),
    loginAttemptsPerMinute: integer(env.LOGIN_ATTEMPTS_PER_MINUTE, 5, 'LOGIN_ATTEMPTS_PER_MINUTE'),
    sessionMinutes: integer(env.SESSION_MINUTES, 30, 'SESSION_MINUTES'),
    logLevel: env.LOG_LEVEL ?? 'warn',
  };
}
