import type { Role } from '../access';

/** A member of staff's account, as administrators see it in Settings → Users. */
export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  role: Role;
  /** False once deactivated: the account's sessions have ended and it cannot sign in. */
  active: boolean;
  /** ISO date-time. */
  createdAt: string;
  /** ISO date-time; null until the account first signs in. */
  lastSignInAt: string | null;
}

/** Who an administrator invites: the account is made at once, without a password. */
export interface Invitation {
  email: string;
  name: string;
  role: Role;
}

/**
 * A one-time set-password link's token, for an invitation or a password reset: shown once, to the administrator who
 * passes it on (there is no mail server); it works once, until `expiresAt` (24 hours), and a newer link replaces it.
 */
export interface PasswordLink {
  /** The account's id. */
  id: number;
  token: string;
  /** ISO date-time. */
  expiresAt: string;
}

/** A password set from a link's token, by whoever was given the link (no session needed). */
export interface PasswordFromLink {
  token: string;
  password: string;
}

/** A signed-in member of staff's change of their own password: the current one is required. */
export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** One of the signed-in account's own sessions. */
export interface OwnSession {
  /** The session this browser holds. */
  current: boolean;
  /** "Chrome on Windows", "Safari on iOS", "Unknown device". */
  device: string;
  /** ISO date-time of the sign-in. */
  createdAt: string;
  /** ISO date-time of its last request. */
  lastUsedAt: string;
}
