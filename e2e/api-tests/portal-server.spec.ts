import net from 'node:net';

import { expect, test } from '@playwright/test';

import ports from '../../tooling/ports.json';
import { apiProcess } from './apiProcess';

// The portal's own server (tooling/scripts/serve.mjs, as `pnpm start --api` runs it) in front of the API: clients that
// go away at once or half way through a body, and an API that is down, never take it down.
const PORTAL_PORT = ports.apps['host-shell'] + ports.e2eOnApi.appsPlus;
const CLIENTS = 1000;

/** Opens a connection, writes `bytes` and closes it at once, without reading the answer. */
function sendAndClose(bytes: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(PORTAL_PORT, '127.0.0.1', () => {
      socket.write(bytes);
      socket.destroy();
    });
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
}

const getJobs = `GET /api/jobs HTTP/1.1\r\nHost: localhost:${PORTAL_PORT}\r\n\r\n`;
const halfABody = `POST /api/jobs HTTP/1.1\r\nHost: localhost:${PORTAL_PORT}\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n{"notes":"${'x'.repeat(900)}`;

test('1,000 /api requests whose client closes at once, and bodies cut half way, leave the portal answering', async ({ request }) => {
  for (let sent = 0; sent < CLIENTS; sent += 100) {
    await Promise.all(Array.from({ length: 100 }, (_, i) => sendAndClose((sent + i) % 5 === 4 ? halfABody : getJobs)));
  }
  console.log(`${CLIENTS} /api requests closed at once (a fifth of them bodies cut half way): the portal still answers`);
  expect((await request.get('/config.json')).status()).toBe(200);
  const api = await request.get('/api/auth/session');
  expect(api.status()).toBe(401);
  expect(await api.json()).toEqual({ error: 'unauthorized', message: 'Sign in to use the API' });
});

test('an API that is down is answered 502 in JSON, and the portal goes on serving', async ({ request }) => {
  await apiProcess('stop');
  try {
    const down = await request.get('/api/jobs');
    expect(down.status()).toBe(502);
    expect(await down.json()).toEqual({ error: 'unavailable', message: 'The API is not answering' });
    expect((await request.get('/config.json')).status()).toBe(200);
  } finally {
    await apiProcess('start');
  }
  expect((await request.get('/api/auth/session')).status()).toBe(401);
});

test('the deployment’s control server refuses a request without its run’s token', async () => {
  for (const action of ['stop', 'restart', 'forget-sign-in-attempts']) {
    const answer = await fetch(`http://127.0.0.1:${ports.e2eOnApi.control}/${action}`, { method: 'POST' });
    expect([action, answer.status]).toEqual([action, 401]);
    const forged = await fetch(`http://127.0.0.1:${ports.e2eOnApi.control}/${action}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer not-this-run' },
    });
    expect([action, forged.status]).toEqual([action, 401]);
  }
  expect((await fetch(`http://localhost:${PORTAL_PORT}/api/auth/session`)).status).toBe(401);
});
