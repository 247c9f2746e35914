import type { FastifyReply, FastifyRequest } from 'fastify';

import { SESSION_COOKIE, type Sessions } from '../auth/sessions';

const UNAUTHORIZED = { error: 'unauthorized', message: 'Sign in to use the API' } as const;

/**
 * The /api plugin's onRequest hook: a request needs a live session unless the route Fastify matched says
 * `config: { public: true }`. A request that matched no route (the plugin's 404) needs one too. Access is read from
 * the matched route, never from the URL as sent, so no spelling of a path (`/%61pi/jobs`) gets round it.
 */
export function denyByDefault(sessions: Sessions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.config.public === true) return;
    const account = await sessions.find(request.cookies[SESSION_COOKIE]);
    if (!account) return reply.code(401).send(UNAUTHORIZED);
    request.account = account;
  };
}
