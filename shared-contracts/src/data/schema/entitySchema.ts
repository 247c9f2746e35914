import type { FieldErrorCode, FieldErrors } from 'shared-contracts/contract';
import * as z from 'zod/mini';

import type { FieldSchema } from '../schema/fields';

type Shape = Record<string, FieldSchema>;

/**
 * One entity's fields: what a create or an update may set, each with its checks and its label.
 * The store reads writes with it, and a form shows the same messages under its inputs.
 */
export interface EntitySchema<In> {
  /** Fields a create and an update may set; `now` for rules that move with the clock (a vehicle's year). */
  fields: (now: Date) => Shape;
  /** Fields only an update sets (a driver's status, an alert's status). */
  stateFields?: (now: Date) => Shape;
  /** What a create takes for a field left empty. */
  defaults: Partial<In>;
  /** Checks only a new record must pass, run once its fields read well: field → message, or undefined (code invalid_format). */
  newRecordChecks?: Record<string, (value: never) => string | undefined>;
}

export type FieldsResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Checks a create's input: every field, empty ones taking their default.
 *
 * @example readNew(jobSchema, { job_type: 'Office Move' }, now) // { ok: false, errors: { client_id: 'Client is required', … } }
 */
export function readNew<In>(schema: EntitySchema<In>, input: unknown, now: Date): FieldsResult<In> {
  if (!isRecord(input)) return { ok: false, errors: NOT_AN_OBJECT };
  const merged: Record<string, unknown> = { ...schema.defaults };
  for (const [key, value] of Object.entries(input)) if (!isBlank(value) || !(key in schema.defaults)) merged[key] = value;
  const result = parse(z.object(schema.fields(now)), merged);
  if (!result.ok) return result as FieldsResult<In>;
  // An empty text default ('') reads as "no value"; the record still holds the default.
  const data = result.data as Record<string, unknown>;
  for (const [field, value] of Object.entries(schema.defaults)) if (data[field] === undefined) data[field] = value;
  if (!schema.newRecordChecks) return result as FieldsResult<In>;
  const errors: Record<string, { code: FieldErrorCode; message: string }> = {};
  for (const [field, check] of Object.entries(schema.newRecordChecks)) {
    const message = check((result.data as Record<string, never>)[field]);
    if (message) errors[field] = { code: 'invalid_format', message };
  }
  return (Object.keys(errors).length > 0 ? { ok: false, errors } : result) as FieldsResult<In>;
}

/**
 * Checks an update: only the fields it carries (a field set to '' is cleared, and checked as such);
 * the others stay as they are.
 *
 * @example readChanges(jobSchema, { porter_count: '8' }, now) // { ok: true, data: { porter_count: 8 } }
 */
export function readChanges<Patch>(schema: EntitySchema<unknown>, patch: unknown, now: Date): FieldsResult<Patch> {
  if (!isRecord(patch)) return { ok: false, errors: NOT_AN_OBJECT };
  const shape = { ...schema.fields(now), ...schema.stateFields?.(now) };
  const result = parse(z.partial(z.object(shape)), patch);
  if (!result.ok) return result;
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(shape))
    if (key in patch && patch[key] !== undefined) changes[key] = (result.data as Record<string, unknown>)[key];
  return { ok: true, data: changes as Patch };
}

function parse(schema: z.ZodMiniType, input: Record<string, unknown>): FieldsResult<unknown> {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, { code: FieldErrorCode; message: string }> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'input');
    errors[key] ??= { code: codeOf(issue, input[key]), message: issue.message };
  }
  return { ok: false, errors };
}

const NOT_AN_OBJECT: FieldErrors = { input: { code: 'invalid_type', message: 'Expected an object of fields' } };

const ZOD_CODES: Partial<Record<string, FieldErrorCode>> = {
  invalid_type: 'invalid_type',
  too_small: 'too_small',
  too_big: 'too_big',
  invalid_format: 'invalid_format',
  invalid_value: 'invalid_value',
};

/** A field left empty is `required` whatever check refused it; a custom check names its own code in `params`. */
function codeOf(issue: z.core.$ZodIssue, value: unknown): FieldErrorCode {
  if (isBlank(value)) return 'required';
  const own = issue.code === 'custom' ? (issue.params?.code as FieldErrorCode | undefined) : undefined;
  return own ?? ZOD_CODES[issue.code] ?? 'invalid_value';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
