// `pnpm --dir api bench:audit` (and `pnpm bench`): the audit trail over Debian's PostgreSQL. Prints
// figures, asserts nothing:
//   - a write's added time for its audit entry: the entry's insert inside the write's transaction, p50 / p95, with
//     1,000,000 entries already in the table (and, beside it, the whole write's time);
//   - a filtered page of the audit log over 1,000,000 entries (GET /api/audit through the app: by account, resource,
//     action, a record's history, dates, and combinations), p50 / p95 / max.
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { sql } from 'kysely';
import { generateDataSet } from 'shared-contracts/server';

import { startPostgres } from '../../tooling/scripts/postgres.mjs';
import { ensurePostgres } from '../../tooling/scripts/systemPackages.mjs';
import { buildApp } from '../src/app';
import { recordAudit } from '../src/audit/auditEntries';
import { accountByEmail, ensureAdmin } from '../src/auth/accounts';
import { createSessions, SESSION_COOKIE } from '../src/auth/sessions';
import { readConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/openDatabase';
import { seedData } from '../src/db/seed';

const ENTRIES = Number(process.env.BENCH_AUDIT_ENTRIES ?? 1_000_000);
const WRITE_ROUNDS = 200;
const PAGE_ROUNDS = 40;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
const ms = (value: number) => `${value.toFixed(2)} ms`;
const figures = (values: number[]) =>
  `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))}`;

ensurePostgres();
const postgres = await startPostgres({ sharedBuffers: '512MB' });
try {
  const apiDir = path.resolve(import.meta.dirname, '..');
  const config = readConfig({ DATABASE_URL: postgres.url, DEMO_LOGIN: 'true', LOG_LEVEL: 'warn', MAX_EVENT_LOOP_DELAY_MS: '0' }, apiDir);
  const db = await openDatabase({ databaseUrl: postgres.url, dataDir: '' });
  await migrate(db, path.join(apiDir, 'migrations'));
  await seedData(db, generateDataSet({ today: new Date() }));
  await ensureAdmin(db, config.admin, new Date());
  for (let n = 1; n <= 20; n += 1)
    await sql`INSERT INTO staff_accounts (email, name, role) VALUES (${`staff${n}@bench.test`}, ${`Staff ${n}`}, 'dispatcher')`.execute(db);

  const started = performance.now();
  // A year of entries by 21 accounts over the resources, each record id one of a few thousand, newest last.
  await sql`INSERT INTO audit_entries (at, account_id, account_email, account_name, resource, record_id, action, changes)
    SELECT now() - make_interval(secs => (${ENTRIES} - g) * 31.5),
      a.id, a.email, a.name,
      (ARRAY['jobs','drivers','vehicles','clients','invoices','warehouses','systemAlerts','session'])[1 + g % 8],
      CASE WHEN g % 8 = 7 THEN NULL ELSE 'REC-' || (g % 4000) END,
      (ARRAY['update','update','update','create','send','acknowledge','resolve','sign_in'])[1 + (g / 7) % 8],
      jsonb_build_object('notes', jsonb_build_array('before ' || g, 'after ' || g))
    FROM generate_series(1, ${ENTRIES}) AS g
    JOIN staff_accounts a ON a.id = 1 + g % 21`.execute(db);
  await sql`VACUUM ANALYZE audit_entries`.execute(db);
  console.log(`${ENTRIES.toLocaleString('en-GB')} audit entries stored in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const admin = (await accountByEmail(db, config.admin.email))!;
  const app = await buildApp({ db, config, logger: false });
  const cookie = `${SESSION_COOKIE}=${await createSessions(db, { idleMinutes: 30, maxHours: 12 }, () => new Date()).start(admin.id)}`;

  // A write's audit entry: its insert, timed inside a write's transaction (the row's own update beside it).
  const added: number[] = [];
  const whole: number[] = [];
  for (let round = 0; round < WRITE_ROUNDS; round += 1) {
    const began = performance.now();
    await db.transaction().execute(async (trx) => {
      await sql`UPDATE warehouses SET manager = ${`Manager ${round}`}, version = version + 1 WHERE id = 'WH-001'`.execute(trx);
      const entryStarted = performance.now();
      await recordAudit(
        trx,
        admin,
        { resource: 'warehouses', recordId: 'WH-001', action: 'update', changes: { manager: ['a', 'b'] } },
        new Date(),
      );
      added.push(performance.now() - entryStarted);
    });
    whole.push(performance.now() - began);
  }
  const patches: number[] = [];
  for (let round = 0; round < WRITE_ROUNDS / 4; round += 1) {
    const began = performance.now();
    const answer = await app.inject({
      method: 'PATCH',
      url: '/api/warehouses/WH-002',
      headers: { cookie, 'if-match': '*' },
      payload: { manager: `Manager ${round}` },
    });
    if (answer.statusCode !== 200) throw new Error(`PATCH answered ${answer.statusCode}: ${answer.body}`);
    patches.push(performance.now() - began);
  }
  console.log(`A write's added time for its audit entry (goal p95 ≤ 5 ms): ${figures(added)} (${WRITE_ROUNDS} writes)`);
  console.log(`  the write's transaction with it: ${figures(whole)}; a PATCH through the app, rules and entry: ${figures(patches)}`);

  const filters = {
    'an account': 'account=5',
    'a resource': 'resource=invoices',
    'an action': 'action=send',
    "a record's history": 'resource=jobs&record=REC-8',
    'a week': `from=${new Date(Date.now() - 14 * 86_400_000).toISOString().slice(0, 10)}&to=${new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10)}`,
    'an account and a resource': 'account=5&resource=jobs',
    'a resource, an action and a month': `resource=invoices&action=send&from=${new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10)}&to=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}`,
    'page 5 of an account': 'account=7&page=5',
  };
  const all: number[] = [];
  for (const [label, query] of Object.entries(filters)) {
    const times: number[] = [];
    const url = query.includes('record=') ? `/api/jobs/REC-8/history` : `/api/audit?${query}&perPage=25`;
    for (let round = 0; round < PAGE_ROUNDS; round += 1) {
      const began = performance.now();
      const answer = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}: ${answer.body}`);
      times.push(performance.now() - began);
    }
    all.push(...times.slice(2));
    console.log(`  ${label}: ${figures(times.slice(2))}`);
  }
  console.log(
    `Audit log of ${ENTRIES.toLocaleString('en-GB')} entries, a filtered page of 25 (goal p95 ≤ 50 ms): ${figures(all)} (${all.length} pages)`,
  );
  await app.close();
  await db.destroy();
} finally {
  postgres.stop();
}
