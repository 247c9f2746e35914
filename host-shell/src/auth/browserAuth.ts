import type { AdminAuth } from './adminAuth';
import { isAuthenticated, signIn, signOut, subscribe } from './authFlag';
import { credentialsMatch, type LoginSettings } from './credentials';

/**
 * The specification's sign-in with the sample data: the credentials checked in the browser against config.json,
 * then the `admin-authenticated` flag in local storage.
 */
export function browserAuth(login: LoginSettings): AdminAuth {
  return {
    status: () => (isAuthenticated() ? 'signed-in' : 'signed-out'),
    subscribe,
    async signIn(email, password) {
      if (!(await credentialsMatch(login, email, password))) return { ok: false, reason: 'invalid' };
      signIn();
      return { ok: true };
    },
    async signOut() {
      signOut();
    },
    expired: signOut,
  };
}
