import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

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
    /** The route writes a record's fields: its body's refusals are per field (422), as the rules' are. */
    writesFields?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in account's e-mail (every /api route but the public ones has one). */
    account: string | undefined;
  }
}
