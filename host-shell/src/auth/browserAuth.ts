import { sha256Hex } from 'shared-contracts/domain';

import type { AdminAuth } from './adminAuth';
import { isAuthenticated, signIn, signOut, subscribe } from './authFlag';
import { credentialsMatch, type LoginSettings } from './credentials';

// The data entry (the sample provider's demo accounts) is fetched when a sign-in asks for it, not with the page.
const sampleAccounts = () => import('shared-contracts/data');

/**
 * The specification's sign-in with the sample data: the credentials checked in the browser against config.json,
 * then the `admin-authenticated` flag in local storage. A demo account of the sample data (one per role, one demo
 * password) signs in the same way, its e-mail kept beside the flag for the sample provider to know who it is.
 */
export function browserAuth(login: LoginSettings): AdminAuth {
  return {
    status: () => (isAuthenticated() ? 'signed-in' : 'signed-out'),
    subscribe,
    async signIn(email, password) {
      if (await credentialsMatch(login, email, password)) {
        (await sampleAccounts()).sampleSignOut();
      } else if (!(await sampleAccounts()).sampleSignIn(email, await sha256Hex(password))) {
        return { ok: false, reason: 'invalid' };
      }
      signIn();
      return { ok: true };
    },
    async signOut() {
      signOut();
      (await sampleAccounts()).sampleSignOut();
    },
    expired: signOut,
  };
}
