// `pnpm --dir api bench:ingest` (and `pnpm bench`): trackers reporting positions over OsmAnd to an API process over
// Debian's PostgreSQL. Prints figures, asserts nothing:
//   - BENCH_TRACKERS trackers (default 10,000), each posting a report every BENCH_EVERY_S seconds (default 10) for
//     BENCH_SECONDS (default 60), spread evenly: the ingest's latency p50 / p95 / max, and the errors;
//   - a report → its positions event on an open event stream, p50 / p95.
// The API runs in a process of its own (`src/main.ts`), as deployed; the trackers in this one.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { sql } from 'kysely';

import { startPostgres } from '../../tooling/scripts/postgres.mjs';
import { ensurePostgres } from '../../tooling/scripts/systemPackages.mjs';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/openDatabase';
import { tokenHash } from '../src/positions/deviceTokens';
import { moveVehicle, osmandQueryOf, type SimulatedVehicle, startVehicle } from '../src/simulate/simulatedVehicle';
import { signInAs } from '../src/simulate/trackerClient';
import { openEventStream } from '../src/testing/eventStreamReader';

const TRACKERS = Number(process.env.BENCH_TRACKERS ?? 10_000);
const EVERY_S = Number(process.env.BENCH_EVERY_S ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PORT = 3190;
const ORIGIN = `http://127.0.0.1:${PORT}`;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function startApi(databaseUrl: string): Promise<ChildProcess> {
  const api = spawn('pnpm', ['exec', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DEMO_LOGIN: 'true',
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      DATABASE_QUEUE_LIMIT: '20000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let tries = 0; tries < 120; tries += 1) {
    if (
      await fetch(`${ORIGIN}/health/ready`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return api;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  api.kill();
  throw new Error('The API did not start');
}

// Trackers are many phones and boxes; here one process plays them, over a pool of kept-alive connections (fetch
// would spend more of the two cores than the API it measures).
const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
function postReport(origin: string, token: string, query: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = http.request(
      `${origin}/api/positions?${query}`,
      { method: 'POST', agent, headers: { Authorization: `Bearer ${token}` } },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

ensurePostgres();
const postgres = await startPostgres({ sharedBuffers: '256MB' });
let api: ChildProcess | undefined;
try {
  const db = await openDatabase({ databaseUrl: postgres.url, dataDir: '' });
  await migrate(db, path.resolve(import.meta.dirname, '../migrations'));
  const trackers = Array.from({ length: TRACKERS }, (_, n) => ({
    deviceId: `bench-${n}`,
    vehicleId: `BENCH-${String(n).padStart(5, '0')}`,
    token: randomBytes(32).toString('base64url'),
  }));
  const rows = trackers.map(({ deviceId, vehicleId, token }) => ({ id: deviceId, vehicle_id: vehicleId, token_hash: tokenHash(token) }));
  await sql`INSERT INTO devices (id, vehicle_id, token_hash, created_at)
    SELECT id, vehicle_id, token_hash, now() FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS d(id text, vehicle_id text, token_hash text)`.execute(
    db,
  );
  await db.destroy();
  api = await startApi(postgres.url);
  const stream = await openEventStream(ORIGIN, await signInAs(ORIGIN, 'admin@zorvex-logistics.co.uk', 'Zorvex-Admin-2025'));

  const fleet: SimulatedVehicle[] = trackers.map((_, n) => startVehicle(n));
  const latencies: number[] = [];
  let errors = 0;
  const errorKinds = new Map<string, number>();
  const countError = (kind: string) => {
    errors += 1;
    errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
  };
  const gapMs = (EVERY_S * 1000) / TRACKERS;
  const began = performance.now();
  const pending: Promise<void>[] = [];
  console.log(`Ingest: ${TRACKERS.toLocaleString('en-GB')} trackers, a report each every ${EVERY_S} s, for ${SECONDS} s`);
  for (let sent = 0; performance.now() - began < SECONDS * 1000; sent += 1) {
    const due = began + sent * gapMs;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const n = sent % TRACKERS;
    fleet[n] = moveVehicle(fleet[n], EVERY_S, 0.3);
    const start = performance.now();
    const report = postReport(ORIGIN, trackers[n].token, osmandQueryOf(trackers[n].deviceId, fleet[n], new Date())).then(
      (status) => {
        latencies.push(performance.now() - start);
        if (status !== 200) countError(String(status));
      },
      (error: Error & { code?: string }) => countError(error.code ?? error.message),
    );
    pending.push(report);
  }
  await Promise.all(pending);
  const rate = latencies.length / SECONDS;
  console.log(
    `Ingest: ${latencies.length.toLocaleString('en-GB')} reports (${rate.toFixed(0)}/s), ${errors} errors ${JSON.stringify(Object.fromEntries(errorKinds))}; latency p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(Math.max(...latencies))}`,
  );

  // A report → the positions event that carries it, read on a stream opened after the load.
  const toEvent: number[] = [];
  const probe = trackers[0];
  for (let round = 0; round < 10; round += 1) {
    fleet[0] = moveVehicle(fleet[0], EVERY_S, 0);
    const at = new Date(Date.now() + round);
    const start = performance.now();
    await postReport(ORIGIN, probe.token, osmandQueryOf(probe.deviceId, fleet[0], at));
    const stamp = `${at.toISOString().slice(0, 19)}.000Z`;
    await stream.read((blocks) => blocks.some((block) => JSON.stringify(block.data ?? '').includes(stamp)), 10_000);
    toEvent.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 1100));
  }
  stream.close();
  console.log(`Report → positions event on a stream: p50 ${ms(percentile(toEvent, 50))}, p95 ${ms(percentile(toEvent, 95))}`);
} finally {
  agent.destroy();
  api?.kill('SIGTERM');
  postgres.stop();
}
