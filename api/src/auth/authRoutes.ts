import rateLimit from '@fastify/rate-limit';
import { verify } from '@node-rs/argon2';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { ApiConfig } from '../config';
import type { Database } from '../db/openDatabase';
import { BadRequestError } from '../http/BadRequestError';
import { databaseRateLimitStore } from './databaseRateLimitStore';
import type { Sessions } from './sessions';

const SESSION_COOKIE = 'zorvex_session';
/** The only /api route open without a session. */
const LOGIN_PATH = '/api/auth/login';

const normaliseEmail = (email: string) => email.trim().toLowerCase();
const MAX_CREDENTIAL_LENGTH = 1024;

function credentials(body: unknown): { email: string; password: string } {
  const { email, password } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof email !== 'string' || typeof password !== 'string' || !email.trim() || !password) {
    throw new BadRequestError('Send the e-mail and password as JSON: {"email": "…", "password": "…"}');
  }
  if (email.length > MAX_CREDENTIAL_LENGTH || password.length > MAX_CREDENTIAL_LENGTH)
    throw new BadRequestError('E-mail or password too long');
  return { email, password };
}

/**
 * Sign-in: POST /api/auth/login checks the account's argon2id hash and starts a session in an httpOnly,
 * SameSite=Strict cookie (Secure under https), rate-limited per address (counted in the database, across processes); GET /api/auth/session says who is signed
 * in; POST /api/auth/logout ends the session on the server. Every other /api route answers 401 without a session.
 */
export async function authRoutes(app: FastifyInstance, { db, config, sessions }: { db: Database; config: ApiConfig; sessions: Sessions }) {
  const secure = (request: FastifyRequest) => (config.secureCookies === 'auto' ? request.protocol === 'https' : config.secureCookies);
  const cookieOptions = (request: FastifyRequest) => ({
    path: '/api',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: secure(request),
  });
  const tokenOf = (request: FastifyRequest) => request.cookies[SESSION_COOKIE];

  app.decorateRequest('account', undefined);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api/') || path === LOGIN_PATH) return;
    const account = await sessions.find(tokenOf(request));
    if (!account) return reply.code(401).send({ error: 'unauthorized', message: 'Sign in to use the API' });
    request.account = account;
  });

  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });

  app.post(
    LOGIN_PATH,
    {
      config: {
        rateLimit: {
          max: config.loginAttemptsPerMinute,
          timeWindow: 60_000,
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            error: 'rate_limited',
            message: `Too many sign-in attempts: try again in ${Math.ceil(context.ttl / 1000)} seconds`,
          }),
        },
      },
    },
    async (request, reply) => {
      const { email, password } = credentials(request.body);
      // The hash is checked even for an unknown e-mail, so the answer's timing does not tell which was wrong.
      const passwordMatches = await verify(config.admin.passwordHash, password).catch(() => false);
      if (!passwordMatches || normaliseEmail(email) !== normaliseEmail(config.admin.email)) {
        return reply.code(401).send({ error: 'invalid_credentials', message: 'Invalid credentials.' });
      }
      const token = await sessions.start(config.admin.email);
      return reply.setCookie(SESSION_COOKIE, token, cookieOptions(request)).send({ email: config.admin.email });
    },
  );

  app.get('/api/auth/session', async (request) => ({ email: request.account }));

  app.post('/api/auth/logout', async (request, reply) => {
    await sessions.end(tokenOf(request));
    return reply.clearCookie(SESSION_COOKIE, cookieOptions(request)).code(204).send();
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account's e-mail (every /api route but sign-in has one). */
    account: string | undefined;
  }
}
