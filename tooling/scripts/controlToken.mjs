/**
 * Where the e2e deployment on the API (tooling/scripts/portalOnApi.mjs) writes its control server's token for the run,
 * readable by this user only, and where the tests (e2e/api-tests/apiProcess.ts) read it.
 */
import os from 'node:os';
import path from 'node:path';

export const controlTokenFile = (controlPort) => path.join(os.tmpdir(), `zorvex-e2e-control-${controlPort}.token`);
