import type { FastifyReply, FastifyRequest } from 'fastify';

import { SESSION_COOKIE, type Sessions } from '../auth/sessions';
import { refusedAction } from './routeAccess';

const UNAUTHORIZED = { error: 'unauthorized', message: 'Sign in to use the API' } as const;
const forbidden = (message: string) => ({ error: 'forbidden', message }) as const;

/**
 * The /api plugin's onRequest hook: a request needs a live session of an active account unless the route Fastify
 * matched says `config: { public: true }`, and then what the route's `config.access` declares: an action of the
 * contract's role table that the account's role allows. A route that declares nothing is refused (403). A request that
 * matched no route (the plugin's 404) needs a session, and then is answered 404. Access is read from the matched
 * route, never from the URL as sent, so no spelling of a path (`/%61pi/jobs`) gets round it.
 */
export function denyByDefault(sessions: Sessions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { config } = request.routeOptions;
    if (config.public === true) return;
    const account = await sessions.find(request.cookies[SESSION_COOKIE]);
    if (!account) return reply.code(401).send(UNAUTHORIZED);
    request.account = account;
    if (request.is404 || config.access === 'own account') return;
    if (!config.access) return reply.code(403).send(forbidden('This route declares no access, so nobody may use it'));
    // A write whose actions depend on its body is decided once the body is valid (namedActions); a role that may not
    // even read the resource is refused here.
    const { resource, action, actionsOf } = config.access;
    const refused = refusedAction(account.role, resource, actionsOf ? ['read'] : [action]);
    if (refused) return reply.code(403).send(forbidden(`Your role may not ${refused} ${resource}`));
  };
}

/**
 * The /api plugin's preHandler hook, after the body is validated: a route whose actions depend on its body (an
 * invoice's status set to sent needs `send`) is refused (403) unless the role may do each of them. Nothing is stored.
 */
export async function namedActions(request: FastifyRequest, reply: FastifyReply) {
  const { access } = request.routeOptions.config;
  if (!request.account || !access || access === 'own account' || !access.actionsOf) return;
  const actions = access.actionsOf((request.body ?? {}) as Record<string, unknown>, request.method);
  const refused = refusedAction(request.account.role, access.resource, actions);
  if (refused) return reply.code(403).send(forbidden(`Your role may not ${refused} ${access.resource}`));
}
