import { ROLE_IDS } from 'shared-contracts/contract';
import * as z from 'zod';

import { once, wholeNumber } from '../http/routeSchemas';

const role = z.enum(ROLE_IDS, { error: `role must be one of ${ROLE_IDS.join(', ')}` });

export const userParams = z.object({ id: wholeNumber('id') });

/** POST /users/invitations. */
export const invitation = z.strictObject({
  email: once('email', 254).pipe(z.email({ error: 'email must be an e-mail address' })),
  name: once('name', 200).min(1, { error: 'name is required' }),
  role,
});

/** PATCH /users/{id}. */
export const roleChange = z.strictObject({ role });

/** POST /auth/password: a link's token and the new password. */
export const passwordFromLink = z.strictObject({
  token: once('token', 100).min(1, { error: 'token is required' }),
  password: z
    .string({ error: 'password must be text' })
    .min(12, { error: 'password must be at least 12 characters' })
    .max(1024, { error: 'password must be at most 1024 characters' }),
});

export const user = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role,
  active: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});

/** What an invitation or a reset answers: the one-time link's token, shown once. */
export const link = z.object({ id: z.number().int(), token: z.string(), expiresAt: z.string() });
