import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { Account } from '../auth/accounts';
import type { RouteAccess } from './routeAccess';

/** The API's Fastify instance: every route's schema is zod, through fastify-type-provider-zod. */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers without a session (sign-in, the OpenAPI document); every other /api route needs one. */
    public?: boolean;
    /** What the route needs of the signed-in account's role (see routeAccess.ts); a route without it is refused. */
    access?: RouteAccess;
    /** The route answers with a stream that stays open (Server-Sent Events): not counted among the requests under way. */
    stream?: boolean;
    /** The route writes a record's fields: its body's refusals are per field (422), as the rules' are. */
    writesFields?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in account (every /api route but the public ones has one). */
    account: Account | undefined;
  }
}
