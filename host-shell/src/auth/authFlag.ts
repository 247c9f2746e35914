import { useSyncExternalStore } from 'react';
import { AUTH_FLAG_KEY } from './authFlagKey';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function isAuthenticated(): boolean {
  return localStorage.getItem(AUTH_FLAG_KEY) === 'true';
}

export function signIn(): void {
  localStorage.setItem(AUTH_FLAG_KEY, 'true');
  notify();
}

export function signOut(): void {
  localStorage.removeItem(AUTH_FLAG_KEY);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing out signs this one out too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useIsAuthenticated(): boolean {
  return useSyncExternalStore(subscribe, isAuthenticated, () => false);
}
