import { parseArgs } from 'node:util';

import type { Kysely } from 'kysely';
import { type Role, ROLE_IDS, ROLES } from 'shared-contracts/contract';

import { newPasswordLink } from '../users/passwordLinks';
import { addAccount } from './accounts';

const USAGE =
  "Usage: [printf %s 'the password' |] pnpm --silent --dir api user add --role <role> --email <e-mail> --name <name> (without a password, a set-password link)";

/**
 * `user add --role … --email … --name …`: adds the account with the password's hash, or without one and with a
 * one-time set-password link. What it prints, or an Error whose message says what to fix.
 */
export async function addUserFromArgs(db: Kysely<unknown>, args: string[], passwordHash: string | null, at: Date): Promise<string> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { role: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' } },
  });
  if (positionals[0] !== 'add' || !values.email || !values.name || !values.role) throw new Error(USAGE);
  if (!ROLE_IDS.includes(values.role as Role)) throw new Error(`--role must be one of ${ROLE_IDS.join(', ')}, not "${values.role}"`);
  if (!/^[^\s@]+@[^\s@]+$/.test(values.email)) throw new Error(`--email must be an e-mail address, not "${values.email}"`);
  const id = await addAccount(db, { email: values.email, name: values.name, role: values.role as Role, passwordHash }, at);
  const added = `Added ${values.email} (${ROLES[values.role as Role]}), account ${id}`;
  if (passwordHash) return added;
  // No password piped in: a set-password link, as an invitation's, for the new member of staff to open once.
  const { token, expiresAt } = await newPasswordLink(db, id, at);
  return `${added}, without a password.\nIts set-password link's token, valid until ${expiresAt.toISOString()} and shown once:\n${token}\n(POST /api/auth/password with { "token", "password" })`;
}
