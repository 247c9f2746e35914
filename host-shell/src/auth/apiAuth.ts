import type { AdminAuth, AuthStatus, SignInResult } from './adminAuth';

/** Whether the API at `url` holds a session for this browser (its httpOnly cookie); false when it cannot be asked. */
export function apiSessionOpen(url: string, send: typeof fetch = (...args) => globalThis.fetch(...args)): Promise<boolean> {
  return send(`${url.replace(/\/+$/, '')}/auth/session`, { credentials: 'include' }).then(
    (response) => response.ok,
    () => false,
  );
}

/**
 * Sign-in against the API (`{url}/auth/…`): the API checks the password's argon2id hash and keeps the session in
 * an httpOnly cookie this page cannot read, so the page asks the API whether it is signed in (once, then follows
 * sign-in, logout and any 401 from the data). Nothing in local storage opens the portal.
 */
export function apiAuth(url: string, send: typeof fetch = (...args) => globalThis.fetch(...args)): AdminAuth {
  const base = url.replace(/\/+$/, '');
  const listeners = new Set<() => void>();
  let status: AuthStatus = 'checking';
  let asked = false;
  const set = (next: AuthStatus) => {
    status = next;
    listeners.forEach((listener) => listener());
  };
  const post = (path: string, body?: unknown) =>
    send(`${base}/auth/${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  function ask() {
    if (asked) return;
    asked = true;
    apiSessionOpen(base, send).then((open) => set(open ? 'signed-in' : 'signed-out'));
  }

  return {
    status() {
      ask();
      return status;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async signIn(email, password): Promise<SignInResult> {
      let response: Response;
      try {
        response = await post('login', { email, password });
      } catch {
        return { ok: false, reason: 'unavailable' };
      }
      if (response.ok) {
        asked = true;
        set('signed-in');
        return { ok: true };
      }
      if (response.status === 429)
        return { ok: false, reason: 'slowed', retryAfterSeconds: Number(response.headers.get('Retry-After')) || undefined };
      if (response.status === 401 || response.status === 400) return { ok: false, reason: 'invalid' };
      return { ok: false, reason: 'unavailable' };
    },
    async signOut() {
      try {
        await post('logout');
      } finally {
        set('signed-out');
      }
    },
    expired: () => set('signed-out'),
  };
}
