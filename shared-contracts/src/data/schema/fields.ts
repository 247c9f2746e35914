/**
 * The building blocks of every entity schema. Each field reads what a store call passes and what a
 * form holds alike: text from an input ('' counts as empty), or the typed value. Messages name the
 * field by the label the form shows, so the store's error and the message under the input are one.
 */
import { isIsoDate } from 'shared-contracts/domain';
import * as z from 'zod/mini';

export type FieldSchema = z.core.$ZodType;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Empty input becomes undefined; text is trimmed. */
const normalise = (value: unknown) => (isBlank(value) ? undefined : typeof value === 'string' ? value.trim() : value);

const typeError = (label: string, what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${label} is required` : `${label} must be ${what}`;

function field<T extends z.core.$ZodType>(schema: T, required: boolean) {
  return z.pipe(z.transform(normalise), required ? schema : z.optional(schema));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PHONE = /^\+?[\d\s()-]+$/;
const MIN_PHONE_DIGITS = 7;

/** The code a custom check reports (zod names them all 'custom'). */
const FORMAT = { code: 'invalid_format' } as const;

interface Required {
  required?: boolean;
}

export function text(
  label: string,
  { required = false, maxLength, upperCase = false }: Required & { maxLength?: number; upperCase?: boolean } = {},
) {
  let schema = z.string({ error: typeError(label, 'text') });
  if (maxLength !== undefined) schema = schema.check(z.maxLength(maxLength, { error: `${label} must be at most ${maxLength} characters` }));
  const cased = upperCase
    ? z.pipe(
        schema,
        z.transform((value: string) => value.toUpperCase()),
      )
    : schema;
  return field(cased, required);
}

export function email(label: string, { required = false }: Required = {}) {
  return field(
    z.string({ error: typeError(label, 'text') }).check(z.regex(EMAIL, { error: `${label} must be a valid e-mail address` })),
    required,
  );
}

/** A telephone number as people write it: digits with spaces, brackets, hyphens and a leading +, at least 7 digits. */
export function phone(label: string, { required = false }: Required = {}) {
  return field(
    z
      .string({ error: typeError(label, 'text') })
      .check(z.refine(isPhoneNumber, { error: `${label} must be a phone number`, params: FORMAT })),
    required,
  );
}

export function webAddress(label: string, { required = false }: Required = {}) {
  return field(
    z
      .string({ error: typeError(label, 'text') })
      .check(z.refine(isHttpUrl, { error: `${label} must be a web address (https://…)`, params: FORMAT })),
    required,
  );
}

/** A yyyy-mm-dd calendar date; `alsoAllow` lists words accepted too (e.g. "Details not held"). */
export function isoDate(label: string, { required = false, alsoAllow = [] }: Required & { alsoAllow?: readonly string[] } = {}) {
  return field(
    z
      .string({ error: typeError(label, 'a date') })
      .check(
        z.refine((value: string) => isIsoDate(value) || alsoAllow.includes(value), { error: `${label} must be a date`, params: FORMAT }),
      ),
    required,
  );
}

export function time(label: string, { required = false }: Required = {}) {
  return field(
    z.string({ error: typeError(label, 'a time') }).check(z.regex(TIME, { error: `${label} must be a time (HH:MM)` })),
    required,
  );
}

/** The largest number a field takes unless it says otherwise: past any real capacity, amount or rate, within what sums keep exact. */
const MAX_NUMBER = 1_000_000_000;

export function number(
  label: string,
  { required = false, min, max = MAX_NUMBER, integer = false }: Required & { min?: number; max?: number; integer?: boolean } = {},
) {
  const checks: z.core.$ZodCheck<number>[] = [];
  if (integer)
    checks.push(
      z.refine((value: number) => Number.isInteger(value), { error: `${label} must be a whole number`, params: { code: 'invalid_type' } }),
    );
  if (min !== undefined) checks.push(z.gte(min, { error: `${label} must be at least ${min}` }));
  checks.push(z.lte(max, { error: `${label} must be at most ${max}` }));
  const schema = z.number({ error: typeError(label, 'a number') }).check(...checks);
  return z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && !isBlank(value) ? Number(value) : normalise(value))),
    required ? schema : z.optional(schema),
  );
}

export function boolean(label: string) {
  return z.optional(z.boolean({ error: `${label} must be yes or no` }));
}

/** One of a fixed list; a form's text "20" reads as the number 20 when the choices are numbers. */
export function oneOf<const T extends string | number>(label: string, choices: readonly T[], { required = false }: Required = {}) {
  const schema = z.custom<T>((value) => choices.includes(value as T), {
    params: { code: 'invalid_value' },
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be one of: ${choices.join(', ')}`),
  });
  const numeric = typeof choices[0] === 'number';
  const read = (value: unknown) => (numeric && typeof value === 'string' && !isBlank(value) ? Number(value) : normalise(value));
  return z.pipe(z.transform(read), required ? schema : z.optional(schema));
}

/** Another record's id, or null for none; whether it exists is for the store to say. */
export function reference(label: string, { required = false }: Required = {}) {
  const id = z.string({ error: typeError(label, 'chosen') });
  return z.pipe(
    z.transform((value: unknown) => (isBlank(value) ? (required ? undefined : null) : value)),
    required ? id : z.nullable(id),
  );
}

function isPhoneNumber(value: string): boolean {
  return PHONE.test(value) && value.replace(/\D/g, '').length >= MIN_PHONE_DIGITS;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
