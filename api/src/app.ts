import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest, type FastifySchema } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';

import type { ApiConfig } from './config';
import type { Database } from './db/openDatabase';
import type { ApiInstance } from './http/apiInstance';
import { apiPlugin } from './http/apiPlugin';
import { answerErrors, notFound } from './http/errorAnswers';
import { healthRoutes } from './http/healthRoutes';
import { checkDeclared, type RouteAccess } from './http/routeAccess';

/** Bodies larger than this are refused (413) before they are read. */
const BODY_LIMIT = 64 * 1024;
/** A request not received whole within this long (a body cut half way, sent byte by byte) is ended: 408. */
const REQUEST_TIMEOUT_MS = 30_000;

/** On every answer: nothing of the API is kept by a browser or a cache, nor read as anything but what it says it is. */
const EVERY_ANSWER = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } as const;

/** The router's own refusals, before any route matched. */
const ROUTER_REFUSALS: Record<string, string> = {
  FST_ERR_BAD_URL: 'The path could not be read: a % must be followed by two hex digits',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the path is longer than any id (at most 100 characters)',
};

/** A path the router cannot read (`%E0%A4%A`, a part of 5,000 characters): refused in the dialect's shape. */
function routerRefusal(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(400)
    .headers(EVERY_ANSWER)
    .send({ error: 'bad_request', message: ROUTER_REFUSALS[error.code] ?? 'The path could not be read' });
}

/** A request Node's parser refused before Fastify saw it (headers too large, a malformed line): answered, then closed. */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(
    status === 431
      ? { error: 'headers_too_large', message: 'The request’s headers are too large' }
      : { error: 'bad_request', message: 'The request could not be read' },
  );
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}

export interface AppOptions {
  db: Database;
  config: ApiConfig;
  /** The clock: new records' dates and ids, the day vehicles' compliance is judged on, sessions' expiry. Default the real time. */
  now?: () => Date;
  /** Fastify's logger; default the config's level. */
  logger?: boolean;
}

/**
 * A route as Fastify registered it: its method(s), full path, schema, and whether it answers without a session.
 *
 * @internal read by the API's fuzz test (fuzz/everyRoute.test.ts)
 */
export interface RegisteredRoute {
  method: string | string[];
  url: string;
  schema: FastifySchema | undefined;
  public: boolean;
  /** The answer is a stream that stays open (Server-Sent Events). */
  stream: boolean;
  /** What the route needs of a signed-in account's role (`config.access`). */
  access: RouteAccess | undefined;
}

/** The API's app, and every route it registered (read from Fastify's onRoute hook, for its tests and measures). */
export type App = ApiInstance & { registeredRoutes: readonly RegisteredRoute[] };

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * The API as a Fastify app: /health/live and /health/ready, then every /api route in one plugin that denies by default
 * (sign-in, every resource of every area module in the REST dialect, the OpenAPI document of them all).
 *
 * @example const app = await buildApp({ db, config: readConfig(process.env, apiDir) }); await app.listen({ port: 3100 });
 */
export async function buildApp({ db, config, now = () => new Date(), logger }: AppOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // A number of proxies in front: the address the nth one appended is the client's.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    frameworkErrors: routerRefusal,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', ({ method, url, schema, config: routeConfig }) => {
    checkDeclared(url, routeConfig?.access);
    registeredRoutes.push({
      method,
      url,
      schema: schema as FastifySchema | undefined,
      public: routeConfig?.public === true,
      stream: routeConfig?.stream === true,
      access: routeConfig?.access,
    });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  answerErrors(app);
  app.setNotFoundHandler(notFound);
  // Writes are JSON only (415 for anything else): a form posted from another site cannot reach them.
  app.removeContentTypeParser('text/plain');
  await app.register(helmet, { global: true });
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(EVERY_ANSWER);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Zorvex Logistics portal API',
        version: '1.0.0',
        description:
          'The REST dialect of the portal’s HTTP data provider. Every /api route but POST /api/auth/login, POST /api/auth/password (a set-password link) and this document needs the session cookie zorvex_session, and a role the route’s action is allowed to (403 otherwise). Refusals are { "error", "message" } (422 adds "fields").',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'zorvex_session' } } },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(cookie);
  healthRoutes(app, db);
  await app.register(apiPlugin, { prefix: '/api', db, config, now });
  return Object.assign(app, { registeredRoutes });
}
