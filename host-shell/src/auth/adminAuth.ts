import { createContext, useContext, useSyncExternalStore } from 'react';

export type AuthStatus = 'checking' | 'signed-in' | 'signed-out';

export type SignInResult =
  | { ok: true }
  /** `slowed`: too many attempts from this address, try again in `retryAfterSeconds`; `unavailable`: no answer. */
  | { ok: false; reason: 'invalid' | 'slowed' | 'unavailable'; retryAfterSeconds?: number };

/**
 * Who is signed in to the portal, as the configured provider decides it: with the sample data, the
 * specification's check in the browser and its local-storage flag; with the API, the API's session.
 */
export interface AdminAuth {
  status(): AuthStatus;
  subscribe(listener: () => void): () => void;
  signIn(email: string, password: string): Promise<SignInResult>;
  /** Ends the session (on the server, with the API) and signs this page out. */
  signOut(): Promise<void>;
  /** The data answered that the session is over: sign this page out so the guard asks for a new sign-in. */
  expired(): void;
}

export const AdminAuthContext = createContext<AdminAuth | null>(null);

export function useAdminAuth(): AdminAuth {
  const auth = useContext(AdminAuthContext);
  if (!auth) throw new Error('useAdminAuth needs an AdminAuthContext provider');
  return auth;
}

/** The sign-in status, kept current. */
export function useAuthStatus(): AuthStatus {
  const auth = useAdminAuth();
  return useSyncExternalStore(auth.subscribe, auth.status, () => 'signed-out');
}
