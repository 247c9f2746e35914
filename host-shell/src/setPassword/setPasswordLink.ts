/**
 * The page a set-password link opens, outside the signed-in portal (an invitation's or a reset's): below /admin, so that
 * every deployment serves the shell's page there (static server and nginx alike), and the token in its query.
 */
export const SET_PASSWORD_PATH = '/admin/set-password';
const TOKEN_PARAM = 'token';

/**
 * The link an administrator passes on, for a one-time token the data provider made.
 *
 * @example setPasswordLink('b64-token', 'https://portal.example') // 'https://portal.example/admin/set-password?token=b64-token'
 */
export function setPasswordLink(token: string, origin: string = globalThis.location.origin): string {
  return `${origin}${SET_PASSWORD_PATH}?${new URLSearchParams({ [TOKEN_PARAM]: token })}`;
}

/** The token of the link a page was opened with ('' without one). */
export const tokenOf = (search: URLSearchParams): string => search.get(TOKEN_PARAM) ?? '';
