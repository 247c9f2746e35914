import { hash } from '@node-rs/argon2';
import type { Role } from 'shared-contracts/contract';

import { addAccount } from '../auth/accounts';
import { SESSION_COOKIE } from '../auth/sessions';
import { request } from './httpRequest';
import type { TestApi } from './testApi';

/** The password every test's staff account is given. */
const STAFF_PASSWORD = 'Staff-Password-2025';
let passwordHash: Promise<string> | undefined;

/** Adds an account of `role` with STAFF_PASSWORD. Returns its id. */
export async function addStaff(api: TestApi, role: Role, email: string, name = `Test ${role}`): Promise<number> {
  passwordHash ??= hash(STAFF_PASSWORD);
  return addAccount(api.db, { email, name, role, passwordHash: await passwordHash }, new Date());
}

/** Signs in over HTTP (from `from`, an address of its own for the rate limit); the session's cookie, or the refusal. */
export async function signIn(api: TestApi, email: string, password = STAFF_PASSWORD, from = '127.0.0.1') {
  const answer = await request(`${api.origin}/api/auth/login`, { method: 'POST', body: { email, password }, from });
  const cookie = (answer.headers['set-cookie'] ?? [])
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  return { ...answer, cookie: cookie ?? '' };
}
