import {
  type Invitation,
  NotFoundError,
  type OwnSession,
  type PasswordLink,
  type Resource,
  type Role,
  type Session,
  type StaffAccount,
  UnauthorizedError,
  ValidationError,
} from 'shared-contracts/contract';
import { deviceName } from 'shared-contracts/domain';

import { DEMO_ACCOUNTS, DEMO_PASSWORD_SHA256, SAMPLE_ADMIN } from '../sample/sampleAccounts';
import { type Actor, createAuditTrail } from './auditTrail';

/** How long a set-password link works. */
const LINK_HOURS = 24;
const DEAD_LINK = 'This link does not work: it was used already, it expired, or a newer one replaced it';
const NOT_RIGHT = 'The current password is not right';
const DEPLOYMENT_LOGIN =
  'This account signs in with the deployment’s own login (config.json): its password is changed there, or with a reset link';

interface Account extends StaffAccount {
  /** SHA-256 of its password, as the specification's sign-in checks one; null until a link sets one. */
  passwordSha256: string | null;
}

/** This browser's session of an account: the sample data knows no other. */
interface BrowserSession {
  startedAt: string;
  lastUsedAt: string;
  /** Ended by signing out everywhere or by a password reset: its calls are refused until the account signs in again. */
  ended: boolean;
}

interface Link {
  accountId: number;
  expiresAt: Date;
  used: boolean;
}

/** A one-time link's token: 32 random bytes, base64url, as the API makes them. */
function randomToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

const normalise = (email: string) => email.trim().toLowerCase();
const byName = (a: StaffAccount, b: StaffAccount) => {
  const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a.id - b.id;
};

/**
 * The sample data's staff accounts, kept in memory as the API keeps them in PostgreSQL, with the audit trail every
 * write and sign-in is recorded in: the specification's administrator (who signs in with config.json's login) and the
 * demo account of each role (the demo password), and whoever an administrator invites. Passwords are kept as SHA-256,
 * as the specification's sign-in checks them; set-password links work once, for 24 hours, a newer one replacing an
 * older. The sample data knows only this browser's session of each account.
 *
 * @example const staff = createSampleStaff(() => new Date()); staff.signIn('finance@zorvex-logistics.co.uk', demoHash) // Priya Shah
 */
export function createSampleStaff(now: () => Date) {
  const trail = createAuditTrail(now);
  const accounts: Account[] = [];
  const sessions = new Map<number, BrowserSession>();
  const links = new Map<string, Link>();
  const iso = () => now().toISOString();

  function add({ email, name, role }: Pick<Session, 'email' | 'name' | 'role'>, passwordSha256: string | null): Account {
    const account: Account = {
      id: accounts.length + 1,
      email,
      name,
      role,
      active: true,
      createdAt: iso(),
      lastSignInAt: null,
      passwordSha256,
    };
    accounts.push(account);
    return account;
  }
  add(SAMPLE_ADMIN, null);
  for (const demo of DEMO_ACCOUNTS) add(demo, DEMO_PASSWORD_SHA256);

  const byEmail = (email: string) => accounts.find((account) => normalise(account.email) === normalise(email));
  function byId(id: number): Account {
    const account = accounts.find((candidate) => candidate.id === id);
    if (!account) throw new NotFoundError('users' as Resource, String(id));
    return account;
  }
  const actor = ({ id, email, name }: Account): Actor => ({ id, email, name });
  const view = ({ passwordSha256: _hash, ...account }: Account): StaffAccount => ({ ...account });
  const sessionOf = ({ email, name, role }: Account): Session => ({ email, name, role });
  const start = (account: Account) => sessions.set(account.id, { startedAt: iso(), lastUsedAt: iso(), ended: false });
  function endSessions(account: Account) {
    const current = sessions.get(account.id);
    if (current) current.ended = true;
  }
  function newLink(account: Account): PasswordLink {
    for (const [token, link] of links) if (link.accountId === account.id) links.delete(token);
    const token = randomToken();
    const expiresAt = new Date(now().getTime() + LINK_HOURS * 3_600_000);
    links.set(token, { accountId: account.id, expiresAt, used: false });
    return { id: account.id, token, expiresAt: expiresAt.toISOString() };
  }

  return {
    trail,

    /**
     * Who a session is now (their role and name as the accounts hold them) and who an entry of theirs is by; a session
     * of an account the store does not know (a test's) adds it. UnauthorizedError for a deactivated account or an ended
     * session. Notes the session's use.
     */
    check(session: Session): { session: Session; actor: Actor } {
      const account = byEmail(session.email) ?? add(session, null);
      const current = sessions.get(account.id);
      if (!account.active || current?.ended) throw new UnauthorizedError();
      if (current) current.lastUsedAt = iso();
      else start(account);
      return { session: sessionOf(account), actor: actor(account) };
    },

    /** The account of an e-mail (any case) as a session, deactivated or not; undefined for an unknown e-mail. */
    find(email: string): Session | undefined {
      const account = byEmail(email);
      return account && sessionOf(account);
    },

    /**
     * Signs an account in when the password's SHA-256 is its own (a deactivated account, or one without a password yet,
     * never): a new session of this browser, and an entry either way.
     */
    signIn(email: string, passwordSha256: string): Session | null {
      const account = byEmail(email);
      if (!account || !account.active || account.passwordSha256 === null || account.passwordSha256 !== passwordSha256.toLowerCase()) {
        const who = account ? actor(account) : { id: null, email: normalise(email).slice(0, 320), name: '' };
        trail.record(who, { resource: 'session', recordId: null, action: 'sign_in_failed' });
        return null;
      }
      account.lastSignInAt = iso();
      start(account);
      trail.record(actor(account), { resource: 'session', recordId: null, action: 'sign_in' });
      return sessionOf(account);
    },

    /** Forgets this browser's session of the account: the next call starts a new one. */
    signedOut(email: string): void {
      const account = byEmail(email);
      if (account) sessions.delete(account.id);
    },

    list: (): StaffAccount[] => accounts.map(view).sort(byName),

    invite(by: Actor, { email, name, role }: Invitation): PasswordLink {
      if (byEmail(email)) throw ValidationError.of('email', 'taken', `An account with the e-mail ${email} exists already`);
      const account = add({ email, name, role }, null);
      const changes = { email: [null, email], name: [null, name], role: [null, role] } as const;
      trail.record(by, { resource: 'users', recordId: String(account.id), action: 'invite', changes });
      return newLink(account);
    },

    changeRole(by: Actor, id: number, role: Role): StaffAccount {
      const account = byId(id);
      const before = account.role;
      account.role = role;
      trail.record(by, { resource: 'users', recordId: String(id), action: 'change_role', changes: { role: [before, role] } });
      return view(account);
    },

    deactivate(by: Actor, id: number): StaffAccount {
      const account = byId(id);
      if (account.id === by.id) throw ValidationError.of('id', 'not_allowed', 'You cannot deactivate your own account');
      const before = account.active;
      account.active = false;
      sessions.delete(account.id);
      for (const [token, link] of links) if (link.accountId === account.id) links.delete(token);
      trail.record(by, { resource: 'users', recordId: String(id), action: 'deactivate', changes: { active: [before, false] } });
      return view(account);
    },

    resetPassword(by: Actor, id: number): PasswordLink {
      const account = byId(id);
      endSessions(account);
      const link = newLink(account);
      trail.record(by, { resource: 'users', recordId: String(id), action: 'reset_password' });
      return link;
    },

    /** Sets the password of a link's account, once, while the link is live and the account active. */
    setPassword(token: string, passwordSha256: string): void {
      const link = links.get(token);
      if (!link || link.used || link.expiresAt.getTime() <= now().getTime()) throw ValidationError.of('token', 'invalid_value', DEAD_LINK);
      link.used = true;
      const account = byId(link.accountId);
      if (!account.active) throw ValidationError.of('token', 'invalid_value', DEAD_LINK);
      account.passwordSha256 = passwordSha256;
      trail.record(actor(account), { resource: 'users', recordId: String(account.id), action: 'set_password' });
    },

    /** Changes a signed-in account's own password, the current one given (as SHA-256). */
    changePassword(who: Actor, currentSha256: string, newSha256: string): void {
      const account = byId(who.id!);
      if (account.passwordSha256 === null) throw ValidationError.of('currentPassword', 'not_allowed', DEPLOYMENT_LOGIN);
      if (account.passwordSha256 !== currentSha256) throw ValidationError.of('currentPassword', 'invalid_value', NOT_RIGHT);
      account.passwordSha256 = newSha256;
      trail.record(actor(account), { resource: 'users', recordId: String(account.id), action: 'change_password' });
    },

    /** The account's sessions: this browser's, the one the sample data knows. */
    sessionsOf(who: Actor): OwnSession[] {
      const current = sessions.get(who.id!);
      if (!current || current.ended) return [];
      const device = deviceName(globalThis.navigator?.userAgent ?? '');
      return [{ current: true, device, createdAt: current.startedAt, lastUsedAt: current.lastUsedAt }];
    },

    signOutEverywhere(who: Actor): void {
      endSessions(byId(who.id!));
      trail.record(who, { resource: 'session', recordId: null, action: 'sign_out_everywhere' });
    },
  };
}

export type SampleStaff = ReturnType<typeof createSampleStaff>;
