import cookie from '@fastify/cookie';
import Fastify from 'fastify';

import type { Account } from '../auth/accounts';
import type { Sessions } from '../auth/sessions';
import { denyByDefault } from './denyByDefault';

// Deny by default: a signed-in member of staff reaches only a route that says what it needs, and only if their role may.
const viewer: Account = { id: 7, email: 'v@zorvex-logistics.co.uk', name: 'Vic Viewer', role: 'viewer' };
const sessions = { find: async (token?: string) => (token === 'good' ? viewer : undefined) } as unknown as Sessions;

let server: ReturnType<typeof Fastify>;
beforeAll(async () => {
  server = Fastify();
  await server.register(cookie);
  server.addHook('onRequest', denyByDefault(sessions));
  server.get('/undeclared', async () => ({ ok: true }));
  server.get('/jobs', { config: { access: { resource: 'jobs', action: 'read' } } }, async () => ({ ok: true }));
  server.post('/jobs', { config: { access: { resource: 'jobs', action: 'create' } } }, async () => ({ ok: true }));
  server.get('/me', { config: { access: 'own account' } }, async () => ({ ok: true }));
});
afterAll(() => server.close());

it('refuses a route that declares no access, even to a signed-in account', async () => {
  const answer = await server.inject({ method: 'GET', url: '/undeclared', cookies: { zorvex_session: 'good' } });
  expect([answer.statusCode, answer.json()]).toEqual([
    403,
    { error: 'forbidden', message: 'This route declares no access, so nobody may use it' },
  ]);
});

it('lets a viewer read, and refuses their create with 403', async () => {
  expect((await server.inject({ method: 'GET', url: '/jobs', cookies: { zorvex_session: 'good' } })).statusCode).toBe(200);
  expect((await server.inject({ method: 'GET', url: '/me', cookies: { zorvex_session: 'good' } })).statusCode).toBe(200);
  const create = await server.inject({ method: 'POST', url: '/jobs', cookies: { zorvex_session: 'good' } });
  expect([create.statusCode, create.json()]).toEqual([403, { error: 'forbidden', message: 'Your role may not create jobs' }]);
});
