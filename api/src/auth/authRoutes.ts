import rateLimit from '@fastify/rate-limit';
import { verify } from '@node-rs/argon2';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod';

import { recordAudit } from '../audit/auditEntries';
import type { ApiConfig } from '../config';
import type { Database } from '../db/openDatabase';
import type { ApiInstance } from '../http/apiInstance';
import { answers, credentials, signedIn } from '../http/routeSchemas';
import { accountByEmail, recordSignIn } from './accounts';
import { databaseRateLimitStore, hit, hitsOf } from './databaseRateLimitStore';
import { ownAccountRoutes } from './ownAccountRoutes';
import { SESSION_COOKIE, type Sessions } from './sessions';

const normaliseEmail = (email: string) => email.trim().toLowerCase();
const tooMany = (ttlMs: number) => ({
  error: 'rate_limited',
  message: `Too many sign-in attempts: try again in ${Math.ceil(ttlMs / 1000)} seconds`,
});

/**
 * Sign-in, inside the /api plugin: POST /auth/login (the one route open without a session: `config.public`) checks the
 * account's argon2id hash and starts a session in an httpOnly, SameSite=Strict cookie (Secure under https). Attempts
 * are limited per address, and wrong passwords per account, both counted in the database (across processes).
 * GET /auth/session says who is signed in; POST /auth/logout ends the session on the server.
 */
export async function authRoutes(
  api: ApiInstance,
  { db, config, sessions, now }: { db: Database; config: ApiConfig; sessions: Sessions; now: () => Date },
) {
  const secure = (request: FastifyRequest) => (config.secureCookies === 'auto' ? request.protocol === 'https' : config.secureCookies);
  const cookieOptions = (request: FastifyRequest) => ({
    path: '/api',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: secure(request),
  });
  const failureWindowMs = config.loginFailureWindowMinutes * 60_000;

  await api.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });

  api.post(
    '/auth/login',
    {
      config: {
        public: true,
        rateLimit: {
          max: config.loginAttemptsPerMinute,
          timeWindow: 60_000,
          errorResponseBuilder: (_request, context) => ({ statusCode: 429, ...tooMany(context.ttl) }),
        },
      },
      schema: { body: credentials, response: answers({ 200: signedIn }) },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const account = `account ${normaliseEmail(email)}`;
      const failures = await hitsOf(db, account);
      if (failures.current >= config.loginFailuresPerAccount)
        return reply
          .code(429)
          .header('Retry-After', Math.ceil(failures.ttl / 1000))
          .send(tooMany(failures.ttl));
      const stored = await accountByEmail(db, email);
      // A hash is checked even for an unknown e-mail, one with no password yet or a deactivated account, so neither the
      // answer nor its timing tells which was wrong.
      const passwordMatches = await verify(stored?.passwordHash ?? config.admin.passwordHash, password).catch(() => false);
      if (!stored || !stored.passwordHash || !stored.active || !passwordMatches) {
        await hit(db, account, failureWindowMs);
        const who = { id: stored?.id ?? null, email: normaliseEmail(email).slice(0, 320), name: stored?.name ?? '' };
        await recordAudit(db, who, { resource: 'session', recordId: null, action: 'sign_in_failed' }, now());
        return reply.code(401).send({ error: 'invalid_credentials', message: 'Invalid credentials.' });
      }
      await db.transaction().execute(async (trx) => {
        await recordSignIn(trx, stored.id, now());
        await recordAudit(trx, stored, { resource: 'session', recordId: null, action: 'sign_in' }, now());
      });
      const token = await sessions.start(stored.id, request.headers['user-agent']);
      return reply
        .setCookie(SESSION_COOKIE, token, cookieOptions(request))
        .send({ email: stored.email, name: stored.name, role: stored.role });
    },
  );

  api.get('/auth/session', { config: { access: 'own account' }, schema: { response: answers({ 200: signedIn }) } }, async (request) => {
    const { email, name, role } = request.account!;
    return { email, name, role };
  });

  api.post(
    '/auth/logout',
    { config: { access: 'own account' }, schema: { response: answers({ 204: z.null().describe('The session ended') }) } },
    async (request, reply) => {
      await sessions.end(request.cookies[SESSION_COOKIE]);
      await recordAudit(db, request.account!, { resource: 'session', recordId: null, action: 'sign_out' }, now());
      return reply.clearCookie(SESSION_COOKIE, cookieOptions(request)).code(204).send(null);
    },
  );

  ownAccountRoutes(api, { db, sessions, now, attemptsPerMinute: config.loginAttemptsPerMinute, cookieOptions });
}
