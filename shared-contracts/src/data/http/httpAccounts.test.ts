import { isDataError } from 'shared-contracts/contract';

import { createHttpProvider } from './createHttpProvider';

type Answer = { status: number; body?: unknown; text?: string } | Error;

/** A fetch that answers from a function and records what it was asked. */
function fakeFetch(answer: (url: string, init: RequestInit) => Answer) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  const send = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, method: init.method ?? 'GET', body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    const result = answer(url, init);
    if (result instanceof Error) throw result;
    const payload = result.text ?? (result.body === undefined ? null : JSON.stringify(result.body));
    return new Response(payload, { status: result.status });
  };
  return { provider: createHttpProvider({ url: '/api', fetch: send as typeof fetch }), calls };
}

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => Promise.reject(new Error('expected a refusal')),
    (error: unknown) => error,
  );

const NIA = {
  id: 7,
  email: 'nia@zorvex-logistics.co.uk',
  name: 'Nia New',
  role: 'finance',
  active: true,
  createdAt: '2025-08-21T09:30:00.000Z',
  lastSignInAt: null,
} as const;
const LINK = { id: 7, token: 'b64-token', expiresAt: '2025-08-22T09:30:00.000Z' };

describe('the HTTP provider’s staff accounts', () => {
  it('lists the users, and sends an invitation, a role, a deactivation and a reset to their routes', async () => {
    const { provider, calls } = fakeFetch((url, init) => {
      if (url === '/api/users') return { status: 200, body: { data: [NIA] } };
      if (url.endsWith('/invitations') || url.endsWith('/password-reset')) return { status: 201, body: LINK };
      return { status: 200, body: { ...NIA, role: init.method === 'PATCH' ? 'viewer' : 'finance', active: !url.endsWith('/deactivate') } };
    });
    await expect(provider.listUsers!()).resolves.toEqual([NIA]);
    await expect(provider.inviteUser!({ email: ' nia@zorvex-logistics.co.uk ', name: 'Nia New ', role: 'finance' })).resolves.toEqual(LINK);
    await expect(provider.changeUserRole!({ id: 7, role: 'viewer' })).resolves.toMatchObject({ role: 'viewer' });
    await expect(provider.deactivateUser!({ id: 7 })).resolves.toMatchObject({ active: false });
    await expect(provider.resetUserPassword!({ id: 7 })).resolves.toEqual(LINK);
    expect(calls).toEqual([
      { url: '/api/users', method: 'GET', body: undefined },
      { url: '/api/users/invitations', method: 'POST', body: { email: 'nia@zorvex-logistics.co.uk', name: 'Nia New', role: 'finance' } },
      { url: '/api/users/7', method: 'PATCH', body: { role: 'viewer' } },
      { url: '/api/users/7/deactivate', method: 'POST', body: undefined },
      { url: '/api/users/7/password-reset', method: 'POST', body: undefined },
    ]);
  });

  it('checks the input before it asks the API, field by field', async () => {
    const { provider, calls } = fakeFetch(() => ({ status: 500 }));
    expect(await refusal(provider.inviteUser!({ email: 'nia', name: ' ', role: 'finance' }))).toMatchObject({
      kind: 'validation',
      fields: {
        email: { code: 'invalid_format', message: 'Enter an e-mail address, e.g. name@zorvex-logistics.co.uk' },
        name: { code: 'required', message: 'Name is required' },
      },
    });
    expect(await refusal(provider.changeOwnPassword!({ currentPassword: 'old', newPassword: 'short' }))).toMatchObject({
      fields: { newPassword: { code: 'too_small', message: 'New password must be at least 12 characters' } },
    });
    expect(await refusal(provider.getAuditLog!({ from: 'last week' }))).toMatchObject({
      fields: { from: { code: 'invalid_format', message: 'From must be a date, e.g. 2025-08-21' } },
    });
    expect(calls).toEqual([]);
  });

  it('reads an e-mail taken, a dead link, one’s own deactivation and a role’s refusal as the contract’s errors', async () => {
    const answers: Record<string, Answer> = {
      '/api/users/invitations': { status: 409, body: { error: 'conflict', message: 'An account with the e-mail nia@x.uk exists already' } },
      '/api/auth/password': {
        status: 400,
        body: { error: 'bad_request', message: 'This link does not work: it was used already, it expired, or a newer one replaced it' },
      },
      '/api/users/1/deactivate': { status: 400, body: { error: 'bad_request', message: 'You cannot deactivate your own account' } },
      '/api/users': { status: 403, body: { error: 'forbidden', message: 'Your role may not read users' } },
      '/api/users/404': { status: 404, body: { error: 'not_found', message: 'No account has the id 404' } },
      '/api/auth/password/change': {
        status: 422,
        body: {
          error: 'validation',
          message: 'The current password is not right',
          fields: { currentPassword: { code: 'invalid_value', message: 'The current password is not right' } },
        },
      },
    };
    const { provider } = fakeFetch((url) => answers[url]);
    expect(await refusal(provider.inviteUser!({ email: 'nia@x.uk', name: 'Nia', role: 'viewer' }))).toMatchObject({
      kind: 'validation',
      fields: { email: { code: 'taken', message: 'An account with the e-mail nia@x.uk exists already' } },
    });
    expect(await refusal(provider.setPasswordFromLink!({ token: 'used', password: 'Long-enough-2025' }))).toMatchObject({
      kind: 'validation',
      fields: {
        token: { code: 'invalid_value', message: 'This link does not work: it was used already, it expired, or a newer one replaced it' },
      },
    });
    expect(await refusal(provider.deactivateUser!({ id: 1 }))).toMatchObject({
      fields: { id: { code: 'not_allowed', message: 'You cannot deactivate your own account' } },
    });
    const forbidden = await refusal(provider.listUsers!());
    expect(isDataError(forbidden, 'forbidden')).toBe(true);
    expect((forbidden as Error).message).toBe('Your role may not read users');
    expect(await refusal(provider.changeUserRole!({ id: 404, role: 'viewer' }))).toMatchObject({ kind: 'not-found', id: '404' });
    expect(await refusal(provider.changeOwnPassword!({ currentPassword: 'wrong', newPassword: 'Long-enough-2025' }))).toMatchObject({
      fields: { currentPassword: { code: 'invalid_value', message: 'The current password is not right' } },
    });
  });

  it('reads a schema’s 400 as the field its message names', async () => {
    const { provider } = fakeFetch(() => ({ status: 400, body: { error: 'bad_request', message: 'email must be an e-mail address' } }));
    expect(await refusal(provider.inviteUser!({ email: 'a..b@x.uk', name: 'A', role: 'viewer' }))).toMatchObject({
      fields: { email: { code: 'invalid_value', message: 'email must be an e-mail address' } },
    });
  });
});

describe('the HTTP provider’s own account and audit log', () => {
  it('sets a password from a link, changes one’s own, lists one’s sessions and signs out everywhere', async () => {
    const session = {
      current: true,
      device: 'Chrome on Windows',
      createdAt: '2025-08-21T09:30:00.000Z',
      lastUsedAt: '2025-08-21T10:00:00.000Z',
    };
    const { provider, calls } = fakeFetch((url) =>
      url === '/api/auth/sessions' ? { status: 200, body: { data: [session] } } : { status: 204 },
    );
    await expect(provider.setPasswordFromLink!({ token: 'b64-token', password: 'Nia-Finance-2025' })).resolves.toBeUndefined();
    await expect(
      provider.changeOwnPassword!({ currentPassword: 'Nia-Finance-2025', newPassword: 'Nia-Finance-2026' }),
    ).resolves.toBeUndefined();
    await expect(provider.listOwnSessions!()).resolves.toEqual([session]);
    await expect(provider.signOutEverywhere!()).resolves.toBeUndefined();
    expect(calls).toEqual([
      { url: '/api/auth/password', method: 'POST', body: { token: 'b64-token', password: 'Nia-Finance-2025' } },
      {
        url: '/api/auth/password/change',
        method: 'POST',
        body: { currentPassword: 'Nia-Finance-2025', newPassword: 'Nia-Finance-2026' },
      },
      { url: '/api/auth/sessions', method: 'GET', body: undefined },
      { url: '/api/auth/sessions/end-all', method: 'POST', body: undefined },
    ]);
  });

  it('reads a page of the audit log with its filters, and the same entries as CSV text', async () => {
    const page = { data: [], next: null };
    const csv = 'Time,E-mail,Name,Resource,Record,Action,Changes\r\n';
    const { provider, calls } = fakeFetch((url) =>
      url.startsWith('/api/audit.csv') ? { status: 200, text: csv } : { status: 200, body: page },
    );
    await expect(
      provider.getAuditLog!({ account: 3, resource: 'jobs', action: '', from: '2025-08-01', to: '2025-08-22', page: 2, perPage: 25 }),
    ).resolves.toEqual(page);
    await expect(provider.exportAuditLog!({ action: 'invite' })).resolves.toBe(csv);
    expect(calls.map(({ url }) => decodeURIComponent(url))).toEqual([
      '/api/audit?account=3&resource=jobs&from=2025-08-01T00:00:00.000Z&to=2025-08-22T00:00:00.000Z&page=2&perPage=25',
      '/api/audit.csv?action=invite',
    ]);
  });
});
