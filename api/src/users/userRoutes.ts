import { hash } from '@node-rs/argon2';
import type { FastifyReply } from 'fastify';
import { type Kysely, sql } from 'kysely';
import * as z from 'zod';

import { recordAudit } from '../audit/auditEntries';
import type { Database } from '../db/openDatabase';
import type { ApiInstance } from '../http/apiInstance';
import { BadRequestError } from '../http/BadRequestError';
import { answers } from '../http/routeSchemas';
import { linkIsLive, newPasswordLink, useLink } from './passwordLinks';
import { invitation, link, passwordFromLink, roleChange, user, userParams } from './userSchemas';

interface UserRow {
  id: number;
  email: string;
  name: string;
  role: z.infer<typeof user>['role'];
  active: boolean;
  created_at: Date;
  last_sign_in_at: Date | null;
}

const userOf = (row: UserRow) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  active: row.active,
  createdAt: new Date(row.created_at).toISOString(),
  lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
});

const USER_FIELDS = sql`id::int AS id, email, name, role, active, created_at, last_sign_in_at`;

/** A refusal the user routes answer with: 404 for an account that does not exist, 409 for an e-mail that does. */
class UserRefusal extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** Answers a UserRefusal in the dialect's shape; any other error goes on to the API's error answers. */
const refused = (reply: FastifyReply) => (error: unknown) => {
  if (!(error instanceof UserRefusal)) throw error;
  return reply.code(error.status).send({ error: error.status === 404 ? 'not_found' : 'conflict', message: error.message });
};

async function userById(db: Kysely<unknown>, id: number): Promise<UserRow> {
  const { rows } = await sql<UserRow>`SELECT ${USER_FIELDS} FROM staff_accounts WHERE id = ${id} FOR UPDATE`.execute(db);
  if (!rows[0]) throw new UserRefusal(404, `No account has the id ${id}`);
  return rows[0];
}

/**
 * Staff accounts, for administrators (the role table's `users`): the list; an invitation (the account, with a
 * one-time set-password link shown once: there is no mail server); a role changed; an account deactivated (its
 * sessions end at once); a password reset (a new link, its sessions end). Each change is in the audit trail, in its
 * transaction. POST /auth/password, open without a session and rate limited, sets a password from a link, once.
 */
export function userRoutes(
  api: ApiInstance,
  { db, now, linkAttemptsPerMinute }: { db: Database; now: () => Date; linkAttemptsPerMinute: number },
) {
  const read = { access: { resource: 'users', action: 'read' } } as const;
  const manage = { access: { resource: 'users', action: 'manage' } } as const;
  const tags = ['users'];

  api.get('/users', { config: read, schema: { tags, response: answers({ 200: z.object({ data: z.array(user) }) }) } }, async () => {
    const { rows } = await sql<UserRow>`SELECT ${USER_FIELDS} FROM staff_accounts ORDER BY lower(name), id`.execute(db);
    return { data: rows.map(userOf) };
  });

  api.post(
    '/users/invitations',
    { config: manage, schema: { tags, body: invitation, response: answers({ 201: link }) } },
    async (request, reply) => {
      const { email, name, role } = request.body;
      const invite = db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ id: number }>`INSERT INTO staff_accounts (email, name, role, created_at)
          VALUES (${email}, ${name}, ${role}, ${now()}) ON CONFLICT (lower(email)) DO NOTHING RETURNING id::int AS id`.execute(trx);
        if (!rows[0]) throw new UserRefusal(409, `An account with the e-mail ${email} exists already`);
        const { token, expiresAt } = await newPasswordLink(trx, rows[0].id, now());
        const changes = { email: [null, email], name: [null, name], role: [null, role] } as Record<string, [unknown, unknown]>;
        await recordAudit(trx, request.account!, { resource: 'users', recordId: String(rows[0].id), action: 'invite', changes }, now());
        return { id: rows[0].id, token, expiresAt: expiresAt.toISOString() };
      });
      return invite.then((answer) => reply.code(201).send(answer), refused(reply));
    },
  );

  api.patch(
    '/users/:id',
    { config: manage, schema: { tags, params: userParams, body: roleChange, response: answers({ 200: user }) } },
    async (request, reply) =>
      db
        .transaction()
        .execute(async (trx) => {
          const before = await userById(trx, request.params.id);
          await sql`UPDATE staff_accounts SET role = ${request.body.role} WHERE id = ${before.id}`.execute(trx);
          const changes = { role: [before.role, request.body.role] } as Record<string, [unknown, unknown]>;
          await recordAudit(
            trx,
            request.account!,
            { resource: 'users', recordId: String(before.id), action: 'change_role', changes },
            now(),
          );
          return userOf({ ...before, role: request.body.role });
        })
        .catch(refused(reply)),
  );

  api.post(
    '/users/:id/deactivate',
    { config: manage, schema: { tags, params: userParams, response: answers({ 200: user }) } },
    async (request, reply) =>
      db
        .transaction()
        .execute(async (trx) => {
          const before = await userById(trx, request.params.id);
          if (before.id === request.account!.id) throw new BadRequestError('You cannot deactivate your own account');
          await sql`UPDATE staff_accounts SET active = false WHERE id = ${before.id}`.execute(trx);
          await sql`DELETE FROM sessions WHERE account_id = ${before.id}`.execute(trx);
          await sql`DELETE FROM password_links WHERE account_id = ${before.id}`.execute(trx);
          const changes = { active: [before.active, false] } as Record<string, [unknown, unknown]>;
          await recordAudit(
            trx,
            request.account!,
            { resource: 'users', recordId: String(before.id), action: 'deactivate', changes },
            now(),
          );
          return userOf({ ...before, active: false });
        })
        .catch(refused(reply)),
  );

  api.post(
    '/users/:id/password-reset',
    { config: manage, schema: { tags, params: userParams, response: answers({ 201: link }) } },
    async (request, reply) => {
      const reset = db.transaction().execute(async (trx) => {
        const account = await userById(trx, request.params.id);
        await sql`DELETE FROM sessions WHERE account_id = ${account.id}`.execute(trx);
        const { token, expiresAt } = await newPasswordLink(trx, account.id, now());
        await recordAudit(trx, request.account!, { resource: 'users', recordId: String(account.id), action: 'reset_password' }, now());
        return { id: account.id, token, expiresAt: expiresAt.toISOString() };
      });
      return reset.then((answer) => reply.code(201).send(answer), refused(reply));
    },
  );

  api.post(
    '/auth/password',
    {
      config: { public: true, rateLimit: { max: linkAttemptsPerMinute, timeWindow: 60_000 } },
      schema: { tags: ['auth'], body: passwordFromLink, response: answers({ 204: z.null().describe('The password is set') }) },
    },
    async (request, reply) => {
      const DEAD_LINK = 'This link does not work: it was used already, it expired, or a newer one replaced it';
      // A dead link is refused before any hash is made (argon2id takes its time on purpose); the hash is made outside
      // the transaction, which then uses the link once.
      if (!(await linkIsLive(db, request.body.token, now()))) throw new BadRequestError(DEAD_LINK);
      const passwordHash = await hash(request.body.password);
      const set = await db.transaction().execute(async (trx) => {
        const accountId = await useLink(trx, request.body.token, now());
        if (accountId === undefined) return false;
        const { rows } = await sql<{ email: string; name: string }>`UPDATE staff_accounts SET password_hash = ${passwordHash}
          WHERE id = ${accountId} AND active RETURNING email, name`.execute(trx);
        if (!rows[0]) return false;
        await recordAudit(
          trx,
          { id: accountId, ...rows[0] },
          { resource: 'users', recordId: String(accountId), action: 'set_password' },
          now(),
        );
        return true;
      });
      if (!set) throw new BadRequestError(DEAD_LINK);
      return reply.code(204).send(null);
    },
  );
}
