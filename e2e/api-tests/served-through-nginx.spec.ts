import { expect, test } from '@playwright/test';

import ports from '../../tooling/ports.json';
import { signIn } from '../tests/session';

// The same builds and API behind nginx with the shipped rules (deploy/nginx/zorvex-static.conf and zorvex-api.conf),
// as tooling/scripts/portalOnApi.mjs serves them.
const NGINX_ORIGIN = `http://localhost:${ports.apps['host-shell'] + ports.e2eOnApi.nginxPlus}`;
test.use({ baseURL: NGINX_ORIGIN });

test('through nginx: the API answers on the portal’s origin, sign-in sets its cookie, the screens read and write, and a body over 64 KB is refused', async ({
  page,
  context,
  request,
}) => {
  const signedOut = await request.get('/api/jobs');
  expect(signedOut.status()).toBe(401);
  expect(await signedOut.json()).toEqual({ error: 'unauthorized', message: 'Sign in to use the API' });
  // nginx decodes a path before it matches a location, and passes it on as sent: however it is spelled, no data.
  for (const path of [
    '/%61pi/jobs',
    '/a%70i/jobs',
    '/api/%6Aobs',
    '/api//jobs',
    '/api/./jobs',
    '/api/x/../jobs',
    '/api/jobs/',
    '/api/jobs;x=1',
  ]) {
    const spelled = await request.get(path);
    expect([401, 404], path).toContain(spelled.status());
    expect(await spelled.text(), path).not.toContain('"data"');
  }

  await signIn(page, '/admin/clients');
  const session = (await context.cookies()).find((cookie) => cookie.name === 'zorvex_session');
  expect(session).toMatchObject({ path: '/api', httpOnly: true, sameSite: 'Strict' });
  await expect(page.getByRole('heading', { name: 'Client Management' })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toContainText('Harrowgate Museum of Decorative Arts');

  await page.goto('/admin/clients/CLI-006/edit');
  await expect(page.getByLabel(/^Phone/)).not.toHaveValue('');
  await page.getByLabel(/^Phone/).fill('0161 496 0606');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Client Updated Successfully')).toBeVisible();
  expect((await (await context.request.get('/api/clients/CLI-006')).json()).phone).toBe('0161 496 0606');

  const crossOrigin = await context.request.post('/api/auth/logout', {
    headers: { Origin: 'http://localhost:3999', 'Sec-Fetch-Site': 'same-site' },
  });
  expect(crossOrigin.status()).toBe(403);
  expect((await context.request.get('/api/auth/session')).status()).toBe(200);

  const tooBig = await context.request.post('/api/clients', { data: { company_name: 'x'.repeat(70 * 1024) } });
  expect(tooBig.status()).toBe(413);
  const search = await context.request.get(`/api/clients?q=${'x'.repeat(50)}`);
  expect(await search.json()).toEqual({ data: [], total: 0 });
});
