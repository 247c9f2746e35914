import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type FieldErrorCode, isDataError } from 'shared-contracts/contract';

import { isDatabaseUnreachable, RETRY_AFTER_SECONDS, UNAVAILABLE } from '../db/databaseAvailability';
import type { ApiInstance } from './apiInstance';
import { BadRequestError } from './BadRequestError';

/** Fastify's own refusals, by status, as the dialect names them. */
const FASTIFY_ERRORS: Record<number, string> = {
  400: 'bad_request',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

const FIELD_CODES: Partial<Record<string, FieldErrorCode>> = {
  invalid_type: 'invalid_type',
  invalid_union: 'invalid_type',
  too_big: 'too_big',
  too_small: 'too_small',
  invalid_format: 'invalid_format',
};

type Issue = FastifySchemaValidationError & { keyword?: string; params?: { params?: { code?: FieldErrorCode } } };

/** A write's body refused by its schema, field by field in the provider contract's form (422), as the rules refuse one. */
function fieldErrors(issues: readonly Issue[]) {
  const fields: Record<string, { code: FieldErrorCode; message: string }> = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/')[1] || 'input';
    const code =
      issue.keyword === 'custom' ? (issue.params?.params?.code ?? 'invalid_value') : (FIELD_CODES[issue.keyword] ?? 'invalid_value');
    fields[field] ??= { code, message: field === 'input' ? 'Expected an object of fields' : (issue.message ?? 'Invalid value') };
  }
  return fields;
}

/**
 * A request its route's schema refused: a write's fields as 422 `validation` (the form's shape); a field a write may
 * not name, a query parameter, an id or a header as 400 `bad_request`, with the schema's own message.
 */
function refuseInvalid(request: FastifyRequest, reply: FastifyReply, context: string | undefined, issues: readonly Issue[]) {
  const unnamed = issues.find((issue) => issue.keyword === 'unrecognized_keys');
  if (context === 'body' && request.routeOptions.config.writesFields && !unnamed) {
    const fields = fieldErrors(issues);
    return reply.code(422).send({ error: 'validation', message: Object.values(fields)[0].message, fields });
  }
  return reply.code(400).send({ error: 'bad_request', message: (unnamed ?? issues[0])?.message ?? 'The request could not be read' });
}

/**
 * A write the database refused though the rules let it through (a NOT NULL column cleared, a number out of its column's
 * range): 422 on the field the database names, as the rules would have refused it. Undefined for any other error.
 */
function databaseRefusal(error: unknown) {
  const { code, column } = error as { code?: unknown; column?: unknown };
  if (typeof code !== 'string' || !/^2[23]/.test(code) || code === '23505') return undefined;
  const field = typeof column === 'string' ? column : 'input';
  const message =
    code === '23502' ? `${field.replaceAll('_', ' ')} is required` : `${field.replaceAll('_', ' ')} cannot be stored as given`;
  return { error: 'validation', message, fields: { [field]: { code: code === '23502' ? 'required' : 'invalid_value', message } } };
}

/**
 * Every refusal as the REST dialect's JSON body `{ error, message, fields? }`: 400 unreadable request, 404 unknown
 * record, 409 stale version, 422 invalid fields (per-field code and message), 413 body over the limit, 415 not JSON,
 * 429 too many sign-ins, 503 the database away (with Retry-After); anything unforeseen is a 500 that says nothing of the
 * inside.
 */
export function answerErrors(app: ApiInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) return refuseInvalid(request, reply, error.validationContext, error.validation);
    if (isDataError(error, 'validation'))
      return reply.code(422).send({ error: 'validation', message: error.message, fields: error.fields });
    if (isDataError(error, 'not-found')) return reply.code(404).send({ error: 'not_found', message: error.message });
    if (isDataError(error, 'conflict')) return reply.code(409).send({ error: 'conflict', message: error.message });
    if (error instanceof BadRequestError) return reply.code(400).send({ error: 'bad_request', message: error.message });
    if (isDatabaseUnreachable(error)) return reply.code(503).header('Retry-After', RETRY_AFTER_SECONDS).send(UNAVAILABLE);
    const refused = databaseRefusal(error);
    if (refused) return reply.code(422).send(refused);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.code(status).send({ error: FASTIFY_ERRORS[status] ?? 'bad_request', message: error.message });
    request.log.error(error);
    return reply.code(500).send({ error: 'internal', message: 'The API could not answer: try again' });
  });
}

/** A request that matched no route: the method, never the path as sent (it may be any spelling). */
export const notFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send({ error: 'not_found', message: `No such route for ${request.method}: the API's routes are in /api/openapi.json` });
