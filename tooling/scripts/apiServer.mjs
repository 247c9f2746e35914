/**
 * The API service (api/) for the portal's scripts: started as its own process (`pnpm --dir api start`), ready once
 * it answers /health/ready (the process and its database), stopped with the script. `pnpm start --api` and the API's e2e and benchmark runs use it.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { ROOT } from './apps.mjs';

export const API_PORT = JSON.parse(readFileSync(path.join(ROOT, 'tooling/ports.json'), 'utf8')).api;

async function waitUntilAnswering(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API stopped while starting (exit code ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Starts the API on `port` with `env` (DATABASE_URL, PGLITE_DIR, …) and resolves once it answers.
 *
 * @example const api = await startApi({ env: { DATABASE_URL: url } }); … await api.stop();
 */
export async function startApi({ port = API_PORT, env = {}, quiet = false } = {}) {
  const child = spawn('pnpm', ['--silent', '--dir', 'api', 'start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: quiet ? 'ignore' : 'inherit',
  });
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}/health/ready`, child, 120_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    process: child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await stopped;
    },
  };
}
