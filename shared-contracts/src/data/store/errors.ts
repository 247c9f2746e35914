import type { FieldErrors } from '../schema/entitySchema';

/** A create or update was refused; `fieldErrors` says what is wrong with each field. Nothing was written. */
export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  /** The first field in error, in the form's order. */
  readonly field: string;

  constructor(readonly fieldErrors: FieldErrors) {
    const [field = 'input', message = 'Invalid input'] = Object.entries(fieldErrors)[0] ?? [];
    super(message);
    this.field = field;
  }

  /** One field's error, for checks that look beyond the record (a taken e-mail, an unknown id). */
  static of(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: message });
  }
}

/** An update or action named a record that does not exist. */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
  constructor(
    readonly collection: string,
    readonly id: string,
  ) {
    super(`No ${collection} record with id "${id}"`);
  }
}

export function isValidationError(error: unknown): error is ValidationError {
  return error instanceof ValidationError;
}
