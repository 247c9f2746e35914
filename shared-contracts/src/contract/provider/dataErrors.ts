import type { Resource } from './resources';

/** Why a field was refused: `required` for a missing value; the message is the one the form shows under the field. */
interface FieldError {
  code: FieldErrorCode;
  message: string;
}

/**
 * `required`: no value; `invalid_type`: not text, a number, a date… as the field needs; `too_small` / `too_big`:
 * below a minimum or above a maximum (numbers, lengths); `invalid_format`: not in the form the field needs
 * (an e-mail address, a registration ABC-123); `invalid_value`: not one of the field's choices; `taken`: another
 * record holds it already; `unknown_reference`: names a record that does not exist; `not_allowed`: a rule
 * refuses it (a job billed twice).
 */
export type FieldErrorCode =
  | 'required'
  | 'invalid_type'
  | 'too_small'
  | 'too_big'
  | 'invalid_format'
  | 'invalid_value'
  | 'taken'
  | 'unknown_reference'
  | 'not_allowed';

export type FieldErrors = Readonly<Record<string, FieldError>>;

export type DataErrorKind = 'not-found' | 'validation' | 'conflict' | 'unauthorized' | 'forbidden' | 'unavailable';

/** Every refusal a data provider answers with. */
abstract class DataError extends Error {
  abstract readonly kind: DataErrorKind;
}

/** The record asked for (or written to) does not exist. */
export class NotFoundError extends DataError {
  readonly kind = 'not-found';
  override readonly name = 'NotFoundError';
  constructor(
    readonly resource: Resource,
    readonly id: string,
  ) {
    super(`No ${resource} record with id "${id}"`);
  }
}

/** A create or update was refused; `fields` says what is wrong with each field, in the form's order. Nothing was written. */
export class ValidationError extends DataError {
  readonly kind = 'validation';
  override readonly name = 'ValidationError';
  constructor(readonly fields: FieldErrors) {
    super(Object.values(fields)[0]?.message ?? 'Invalid input');
  }

  /** One field's error, for checks beyond the field itself (a taken e-mail, an unknown id). */
  static of(field: string, code: FieldErrorCode, message: string): ValidationError {
    return new ValidationError({ [field]: { code, message } });
  }
}

/** An update was based on a version of the record that has changed since. Nothing was written. */
export class ConflictError extends DataError {
  readonly kind = 'conflict';
  override readonly name = 'ConflictError';
  constructor(
    readonly resource: Resource,
    readonly id: string,
  ) {
    super(`The ${resource} record "${id}" was changed by someone else`);
  }
}

/** The provider needs a signed-in session and has none (it ended, or never began): sign in again. */
export class UnauthorizedError extends DataError {
  readonly kind = 'unauthorized';
  override readonly name = 'UnauthorizedError';
  constructor(message = 'Please sign in again') {
    super(message);
  }
}

/** The signed-in account's role may not do this (the contract's role table). Nothing was written. */
export class ForbiddenError extends DataError {
  readonly kind = 'forbidden';
  override readonly name = 'ForbiddenError';
  constructor(message = 'Your role may not do this') {
    super(message);
  }
}

/** The data could not be reached (network, server down, a simulated failure). */
export class UnavailableError extends DataError {
  readonly kind = 'unavailable';
  override readonly name = 'UnavailableError';
  constructor(message = 'The data is unavailable right now', options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * Whether an error is a data provider's refusal, optionally of one kind.
 *
 * @example if (isDataError(error, 'validation')) setFieldErrors(error.fields);
 */
export function isDataError<K extends DataErrorKind>(error: unknown, kind?: K): error is Extract<AnyDataError, { kind: K }> {
  return error instanceof DataError && (kind === undefined || error.kind === kind);
}

type AnyDataError = NotFoundError | ValidationError | ConflictError | UnauthorizedError | ForbiddenError | UnavailableError;
