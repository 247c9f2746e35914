import type { FastifyError, FastifyInstance } from 'fastify';
import { isDataError } from 'shared-contracts/contract';

import { BadRequestError } from './BadRequestError';

/** Fastify's own refusals, by status, as the dialect names them. */
const FASTIFY_ERRORS: Record<number, string> = {
  400: 'bad_request',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/**
 * Every refusal as the REST dialect's JSON body `{ error, message, fields? }`: 400 unreadable request, 404 unknown
 * record, 409 stale version, 422 invalid fields (per-field code and message), 413 body over the limit, 415 not JSON,
 * 429 too many sign-ins; anything unforeseen is a 500 that says nothing of the inside.
 */
export function answerErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDataError(error, 'validation'))
      return reply.code(422).send({ error: 'validation', message: error.message, fields: error.fields });
    if (isDataError(error, 'not-found')) return reply.code(404).send({ error: 'not_found', message: error.message });
    if (isDataError(error, 'conflict')) return reply.code(409).send({ error: 'conflict', message: error.message });
    if (error instanceof BadRequestError) return reply.code(400).send({ error: 'bad_request', message: error.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.code(status).send({ error: FASTIFY_ERRORS[status] ?? 'bad_request', message: error.message });
    request.log.error(error);
    return reply.code(500).send({ error: 'internal', message: 'The API could not answer: try again' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` }),
  );
}
