import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { startPostgres } from '../../../tooling/scripts/postgres.mjs';
import { buildApp } from '../app';
import { ensureAdmin } from '../auth/accounts';
import { type ApiConfig, readConfig } from '../config';
import { migrate } from './migrate';
import { type Database, openDatabase } from './openDatabase';

// While the database cannot be reached the API says so (503 with Retry-After), and answers again once it is back.
const API_DIR = path.resolve(__dirname, '../..');

async function appOn(databaseUrl: string): Promise<{ app: FastifyInstance; db: Database; config: ApiConfig }> {
  const config = readConfig({ DEMO_LOGIN: 'true', LOG_LEVEL: 'silent', MAX_EVENT_LOOP_DELAY_MS: '0', DATABASE_URL: databaseUrl }, API_DIR);
  const db = await openDatabase({ databaseUrl, dataDir: '' });
  return { app: await buildApp({ db, config }), db, config };
}

const UNAVAILABLE = { error: 'unavailable', message: 'The database cannot be reached: try again shortly' };

it('answers 503 with Retry-After on every route while no database answers, and says so on /health/ready only', async () => {
  // Nothing listens on port 9 (discard) of this machine.
  const { app, db } = await appOn('postgres://postgres@127.0.0.1:9/postgres');
  try {
    for (const [method, url] of [
      ['GET', '/api/jobs'],
      ['POST', '/api/auth/login'],
      ['GET', '/health/ready'],
    ] as const) {
      const answer = await app.inject({
        method,
        url,
        headers: { cookie: 'zorvex_session=any', 'content-type': 'application/json' },
        payload: method === 'POST' ? { email: 'a@b.c', password: 'x' } : undefined,
      });
      expect([url, answer.statusCode, answer.json()]).toEqual([url, 503, UNAVAILABLE]);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  } finally {
    await app.close();
    await db.destroy();
  }
});

// A server of its own to stop and start: only where the API's tests run on PostgreSQL (`pnpm test:api`).
const onServer = process.env.DATABASE_URL ? it : it.skip;

onServer(
  'answers 503 while its PostgreSQL is stopped, and 200 again once it is started, without a restart',
  async () => {
    const postgres = await startPostgres({ sharedBuffers: '32MB' });
    const { app, db, config } = await appOn(postgres.url);
    try {
      await migrate(db, path.join(API_DIR, 'migrations'));
      await ensureAdmin(db, config.admin, new Date());
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@zorvex-logistics.co.uk', password: 'Zorvex-Admin-2025' },
      });
      const cookie = String(login.headers['set-cookie']).split(';')[0];
      const jobs = () => app.inject({ method: 'GET', url: '/api/jobs?perPage=1', headers: { cookie } });
      expect((await jobs()).statusCode).toBe(200);

      postgres.stopServer();
      const away = await jobs();
      expect([away.statusCode, away.json()]).toEqual([503, UNAVAILABLE]);
      expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503);

      postgres.startServer();
      let back = await jobs();
      for (let tries = 0; back.statusCode !== 200 && tries < 50; tries += 1) back = await jobs();
      expect(back.statusCode).toBe(200);
    } finally {
      await app.close();
      await db.destroy();
      postgres.stop();
    }
  },
  120_000,
);
