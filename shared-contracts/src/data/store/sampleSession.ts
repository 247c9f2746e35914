import type { Session } from 'shared-contracts/contract';

import { SAMPLE_ADMIN } from '../sample/sampleAccounts';
import { createSampleStaff, type SampleStaff } from './sampleStaff';

/** Beside the specification's `admin-authenticated` flag: the e-mail of the account signed in, none for the admin. */
const SAMPLE_ACCOUNT_KEY = 'admin-account';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

let staff: SampleStaff | undefined;

/**
 * The page's staff accounts and audit trail, in memory for as long as the page lasts: what its sample provider
 * (getSampleProvider) keeps, and what its sign-in checks, so that an account invited on the page signs in on it.
 */
export function pageStaff(): SampleStaff {
  staff ??= createSampleStaff(() => new Date());
  return staff;
}

/**
 * Who is signed in on the sample data: the account this browser signed in as (as the page's accounts hold it now),
 * else the specification's administrator (whose sign-in sets only the flag).
 */
export function currentSampleSession(): Session {
  const email = storage()?.getItem(SAMPLE_ACCOUNT_KEY);
  return (email ? pageStaff().find(email) : undefined) ?? SAMPLE_ADMIN;
}

/**
 * Signs this browser in as the account with that e-mail (any case, spaces around it ignored) when the password's
 * SHA-256 is its own (the demo password for the demo accounts); null, and nothing kept, otherwise. Either is in the
 * audit trail. The caller sets the sign-in flag.
 *
 * @example sampleSignIn('dispatcher@zorvex-logistics.co.uk', await sha256Hex('Zorvex-Demo-2025')) // Dana Price, dispatcher
 */
export function sampleSignIn(email: string, passwordSha256: string): Session | null {
  const session = pageStaff().signIn(email, passwordSha256);
  if (session) storage()?.setItem(SAMPLE_ACCOUNT_KEY, session.email);
  return session;
}

/** Forgets the account signed in: the specification's administrator is who the flag then means, in a session anew. */
export function sampleSignOut(): void {
  const email = storage()?.getItem(SAMPLE_ACCOUNT_KEY);
  storage()?.removeItem(SAMPLE_ACCOUNT_KEY);
  if (email) pageStaff().signedOut(email);
  pageStaff().signedOut(SAMPLE_ADMIN.email);
}
