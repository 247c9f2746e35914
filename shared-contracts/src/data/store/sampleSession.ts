import type { Session } from 'shared-contracts/contract';

import { DEMO_ACCOUNTS, DEMO_PASSWORD_SHA256, SAMPLE_ADMIN } from '../sample/sampleAccounts';

/** Beside the specification's `admin-authenticated` flag: the e-mail of the demo account signed in, none for the admin. */
const SAMPLE_ACCOUNT_KEY = 'admin-account';

const normalise = (email: string) => email.trim().toLowerCase();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Who is signed in on the sample data: the demo account this browser signed in as, else the specification's
 * administrator (whose sign-in sets only the flag).
 */
export function currentSampleSession(): Session {
  const email = storage()?.getItem(SAMPLE_ACCOUNT_KEY);
  return DEMO_ACCOUNTS.find((account) => account.email === email) ?? SAMPLE_ADMIN;
}

/**
 * Signs this browser in as the demo account with that e-mail (any case, spaces around it ignored) when the password's
 * SHA-256 is the demo password's; null, and nothing kept, otherwise. The caller sets the sign-in flag.
 *
 * @example sampleSignIn('dispatcher@zorvex-logistics.co.uk', await sha256Hex('Zorvex-Demo-2025')) // Dana Price, dispatcher
 */
export function sampleSignIn(email: string, passwordSha256: string): Session | null {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === normalise(email));
  if (!account || passwordSha256.toLowerCase() !== DEMO_PASSWORD_SHA256) return null;
  storage()?.setItem(SAMPLE_ACCOUNT_KEY, account.email);
  return account;
}

/** Forgets the demo account signed in: the specification's administrator is who the flag then means. */
export function sampleSignOut(): void {
  storage()?.removeItem(SAMPLE_ACCOUNT_KEY);
}
