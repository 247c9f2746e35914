/** A create or update was refused; `field` names the offending field. Nothing was written. */
export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
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

export function isNotFoundError(error: unknown): error is NotFoundError {
  return error instanceof NotFoundError;
}
