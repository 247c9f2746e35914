import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The /api plugin's onRequest hook against cross-site request forgery beyond SameSite: a request that changes state
 * (sign-in and logout too) must come from the portal's own origin. A browser says where a request came from in
 * `Sec-Fetch-Site` (only `same-origin` passes: another origin of the same site, e.g. another port, does not) or, in
 * older browsers, in `Origin` (it must be this request's own origin). A client that is not a browser sends neither.
 */
export async function sameOriginWrites(request: FastifyRequest, reply: FastifyReply) {
  if (SAFE_METHODS.has(request.method)) return;
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const allowed = site !== undefined ? site === 'same-origin' : origin === undefined || origin === `${request.protocol}://${request.host}`;
  if (!allowed) return reply.code(403).send({ error: 'forbidden', message: 'A change is taken only from the portal’s own origin' });
}
