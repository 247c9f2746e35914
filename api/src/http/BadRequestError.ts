/** A request the API cannot read (an unknown field, a page that is not a number…): 400 with its message. */
export class BadRequestError extends Error {
  override readonly name = 'BadRequestError';
}
