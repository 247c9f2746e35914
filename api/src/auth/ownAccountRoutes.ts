import { hash, verify } from '@node-rs/argon2';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ValidationError } from 'shared-contracts/contract';
import { deviceName } from 'shared-contracts/domain';
import * as z from 'zod';

import { recordAudit } from '../audit/auditEntries';
import type { Database } from '../db/openDatabase';
import type { ApiInstance } from '../http/apiInstance';
import { answers } from '../http/routeSchemas';
import { SESSION_COOKIE, type Sessions } from './sessions';

const passwordChange = z.strictObject({
  currentPassword: z.string({ error: 'currentPassword must be text' }).min(1, { error: 'currentPassword is required' }).max(1024),
  newPassword: z
    .string({ error: 'newPassword must be text' })
    .min(12, { error: 'newPassword must be at least 12 characters' })
    .max(1024, { error: 'newPassword must be at most 1024 characters' }),
});

const sessionList = z.object({
  data: z.array(z.object({ current: z.boolean(), device: z.string(), createdAt: z.string(), lastUsedAt: z.string() })),
});

/**
 * What every member of staff does to their own account (`access: 'own account'`): change their password (the current
 * one required, rate limited as sign-in; their other sessions end), see their sessions (device, last use) and sign
 * out everywhere. The changes are in the audit trail.
 */
export function ownAccountRoutes(
  api: ApiInstance,
  {
    db,
    sessions,
    now,
    attemptsPerMinute,
    cookieOptions,
  }: {
    db: Database;
    sessions: Sessions;
    now: () => Date;
    attemptsPerMinute: number;
    /** The session cookie's options, to clear it with. */
    cookieOptions: (request: FastifyRequest) => { path: string; httpOnly: boolean; sameSite: 'strict'; secure: boolean };
  },
) {
  const own = 'own account' as const;
  const tags = ['auth'];
  api.post(
    '/auth/password/change',
    {
      config: { access: own, rateLimit: { max: attemptsPerMinute, timeWindow: 60_000 } },
      schema: { tags, body: passwordChange, response: answers({ 204: z.null().describe('The password is changed') }) },
    },
    async (request, reply) => {
      const account = request.account!;
      const { rows } = await sql<{
        hash: string | null;
      }>`SELECT password_hash AS hash FROM staff_accounts WHERE id = ${account.id}`.execute(db);
      const matches = rows[0]?.hash ? await verify(rows[0].hash, request.body.currentPassword).catch(() => false) : false;
      if (!matches) throw ValidationError.of('currentPassword', 'invalid_value', 'The current password is not right');
      const newHash = await hash(request.body.newPassword);
      await db.transaction().execute(async (trx) => {
        await sql`UPDATE staff_accounts SET password_hash = ${newHash} WHERE id = ${account.id}`.execute(trx);
        await recordAudit(trx, account, { resource: 'users', recordId: String(account.id), action: 'change_password' }, now());
      });
      await sessions.endAllOf(account.id, request.cookies[SESSION_COOKIE]);
      return reply.code(204).send(null);
    },
  );

  api.get('/auth/sessions', { config: { access: own }, schema: { tags, response: answers({ 200: sessionList }) } }, async (request) => {
    const rows = await sessions.listOf(request.account!.id, request.cookies[SESSION_COOKIE]);
    return {
      data: rows.map((row) => ({
        current: row.current,
        device: deviceName(row.userAgent),
        createdAt: new Date(row.createdAt).toISOString(),
        lastUsedAt: new Date(row.lastUsedAt).toISOString(),
      })),
    };
  });

  api.post(
    '/auth/sessions/end-all',
    { config: { access: own }, schema: { tags, response: answers({ 204: z.null().describe('Every session ended, this one too') }) } },
    async (request, reply) => {
      await sessions.endAllOf(request.account!.id);
      await recordAudit(db, request.account!, { resource: 'session', recordId: null, action: 'sign_out_everywhere' }, now());
      return reply.clearCookie(SESSION_COOKIE, cookieOptions(request)).code(204).send(null);
    },
  );
}
