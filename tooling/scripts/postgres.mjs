/**
 * A throw-away PostgreSQL server from Debian's `postgresql` package, for the API's tests and benchmark: a new
 * cluster in a temporary folder on a free port, owned by the `postgres` user the package creates (initdb refuses
 * root), fast and unsafe on purpose (no fsync), removed when stopped.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed server's programs, or undefined. */
export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const versions = existsSync(PG_ROOT)
    ? readdirSync(PG_ROOT).filter((version) => existsSync(path.join(PG_ROOT, version, 'bin/initdb')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest && path.join(PG_ROOT, newest, 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a new cluster and resolves with its URL (database `postgres`, user `postgres`, no password on 127.0.0.1).
 *
 * @example const pg = await startPostgres(); process.env.DATABASE_URL = pg.url; … await pg.stop();
 */
export async function startPostgres({ sharedBuffers = '128MB' } = {}) {
  const bin = postgresBin();
  if (!bin) throw new Error("No PostgreSQL server: install Debian's package with `sudo apt-get install -y postgresql` (or set PG_BIN)");
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zorvex-postgres-'));
  if (asRoot) {
    const { uid, gid } = {
      uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
      gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
    };
    chownSync(dir, uid, gid);
  }
  // As root, every program runs as the postgres user.
  const run = (program, args) =>
    execFileSync(asRoot ? 'runuser' : path.join(bin, program), asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args, {
      stdio: 'pipe',
    });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=${sharedBuffers} -c max_connections=200`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    /** Runs SQL on the server's database with psql, as a database administrator would. */
    psql(statement) {
      run('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-c', statement]);
    },
    /** Stops the server and keeps its files, as an outage would (startServer brings it back on the same port). */
    stopServer() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    startServer() {
      run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
    },
    stop() {
      try {
        if (existsSync(path.join(data, 'postmaster.pid'))) run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
