/** What a client of the API is told while the database cannot answer it (503, with Retry-After). */
export const UNAVAILABLE = { error: 'unavailable', message: 'The database cannot be reached: try again shortly' } as const;
export const BUSY = { error: 'unavailable', message: 'The API is busy: try again shortly' } as const;
/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 2;

/** node-postgres and PostgreSQL errors that say the server cannot be reached or is going away, not that the query is wrong. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is closed/i;

/**
 * Whether an error means the database cannot be reached (down, restarting, the connection lost, every connection
 * busy for too long), so the request may be tried again later, rather than that something is wrong with it.
 */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) return true;
  return isDatabaseUnreachable(cause, depth + 1);
}
