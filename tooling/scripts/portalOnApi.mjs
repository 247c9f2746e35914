/**
 * The composed portal on the API over a throw-away Debian PostgreSQL, for the e2e run on the API
 * (e2e/playwright.api.config.ts starts it as its web server): the production builds served as `pnpm start --api`
 * serves them, each on its port plus `e2eOnApi.appsPlus` of tooling/ports.json (host on 3200) so it runs beside the
 * other e2e servers, with the API on its own port behind the host's /api, and through nginx with the shipped rules
 * on its port plus `e2eOnApi.nginxPlus` (host on 4200), which sends /api to that process and a second one
 * (`e2eOnApi.secondApi`) on the same database. The tests stop and start the API's process
 * (on the same database, as a deployment restarts it) by POST /stop, /start or /restart to the control port on
 * 127.0.0.1, and clear the sign-in attempts counted so far by POST /forget-sign-in-attempts. Each control request
 * carries `Authorization: Bearer <token>`, a random token made for this run and written, readable by this user only,
 * to the file controlTokenFile() names (e2e/api-tests/apiProcess.ts reads it); without it the answer is 401. Runs until
 * stopped (SIGTERM or Ctrl+C), then stops everything it started.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import { startApi } from './apiServer.mjs';
import { fixtureApps, productApps, remotesOnPortsPlus, ROOT } from './apps.mjs';
import { controlTokenFile } from './controlToken.mjs';
import { startNginx } from './nginx.mjs';
import { startPostgres } from './postgres.mjs';
import { serveApps } from './serve.mjs';

const PORTS = JSON.parse(readFileSync(path.join(ROOT, 'tooling/ports.json'), 'utf8')).e2eOnApi;

/** The e2e deployment's admin account, set as a deployment sets its own: the demo login, kept as an argon2id hash. */
const ADMIN = { email: 'admin@zorvex-logistics.co.uk', password: 'Zorvex-Admin-2025' };
const passwordHash = execFileSync('pnpm', ['--silent', '--dir', 'api', 'hash-password'], { cwd: ROOT, input: ADMIN.password })
  .toString()
  .trim();

/** The control server's token for this run. */
const CONTROL_TOKEN = randomBytes(32).toString('base64url');
writeFileSync(controlTokenFile(PORTS.control), CONTROL_TOKEN, { mode: 0o600 });

const postgres = await startPostgres();
// NODE_ENV may be "production" here (prerendering sets it for the whole run): the API then insists on an account of the deployment's own.
// Its one proxy (the portal's server, or nginx) appends the client's address to X-Forwarded-For: the API believes that one.
const env = { DATABASE_URL: postgres.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD_HASH: passwordHash, TRUST_PROXY: '1' };
/** The API's process while it runs; undefined while it is stopped. */
let api;
/**
 * A second process of the same API on the same database, as a deployment runs more than one: nginx sends /api to
 * both (the upstream of deploy/nginx/zorvex-api-upstream.conf); the tests write through it to see a write reach a
 * browser whose event stream the first holds.
 */
let secondApi;
const servers = [];
/** nginx in front of the same builds and API, with the shipped rules (deploy/nginx/zorvex-api.conf). */
let nginx;

const apiProcess = {
  async stop() {
    const running = api;
    api = undefined;
    await running?.stop();
  },
  async start() {
    api ??= await startApi({ port: PORTS.api, env });
  },
  async restart() {
    await apiProcess.stop();
    await apiProcess.start();
  },
};

async function stopEverything() {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await nginx?.stop();
  await Promise.all([apiProcess.stop(), secondApi?.stop()]);
  postgres.stop();
  rmSync(controlTokenFile(PORTS.control), { force: true });
}

/** What the tests may ask of the deployment: the API's process, and an administrator's clearing of the sign-in limit. */
const controls = {
  ...apiProcess,
  async 'forget-sign-in-attempts'() {
    postgres.psql('DELETE FROM rate_limits');
  },
};

/** Whether a control request carries this run's token (compared in constant time). */
function authorised(request) {
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(CONTROL_TOKEN);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function controlServer() {
  return http.createServer((request, response) => {
    if (!authorised(request)) return response.writeHead(401, { 'Content-Type': 'text/plain' }).end('This run’s control token is needed');
    const action = request.method === 'POST' && Object.hasOwn(controls, request.url.slice(1)) && controls[request.url.slice(1)];
    if (!action) return response.writeHead(404).end();
    action().then(
      () => response.writeHead(204).end(),
      (error) => response.writeHead(500, { 'Content-Type': 'text/plain' }).end(error.message),
    );
  });
}

try {
  const control = controlServer();
  servers.push(control);
  await new Promise((resolve) => control.listen(PORTS.control, '127.0.0.1', resolve));
  await apiProcess.start();
  secondApi = await startApi({ port: PORTS.secondApi, env });
  const apps = productApps().map((app) => ({ ...app, port: app.port + PORTS.appsPlus }));
  // The jobs remote's next release, which a signed-in admin may preview from its allow-listed origin.
  const previews = fixtureApps()
    .filter((app) => app.name === 'jobs-next')
    .map((app) => ({ ...app, port: app.port + PORTS.appsPlus }));
  const host = apps.find((app) => app.name === 'host-shell');
  const built = JSON.parse(readFileSync(path.join(host.dir, 'dist/config.json'), 'utf8'));
  const overlay = {
    remotes: remotesOnPortsPlus(built.remotes, PORTS.appsPlus),
    previewOrigins: previews.map((app) => `http://{hostname}:${app.port}`),
  };
  servers.push(...(await serveApps([...apps, ...previews], { api: `http://127.0.0.1:${PORTS.api}`, overlay })));
  nginx = await startNginx({ portOffset: PORTS.nginxPlus, api: [`127.0.0.1:${PORTS.api}`, `127.0.0.1:${PORTS.secondApi}`] });
  console.log(
    `The portal on the API over PostgreSQL: http://localhost:${host.port}/, through nginx http://localhost:${nginx.apps.find((app) => app.name === 'host-shell').port}/ (the API's process: POST http://127.0.0.1:${PORTS.control}/stop, /start, /restart)`,
  );
} catch (error) {
  console.error(error.message);
  await stopEverything();
  process.exit(1);
}

for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => stopEverything().then(() => process.exit(0)));
