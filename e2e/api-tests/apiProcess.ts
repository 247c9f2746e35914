import { readFileSync } from 'node:fs';

import { expect } from '@playwright/test';

import ports from '../../tooling/ports.json';
import { controlTokenFile } from '../../tooling/scripts/controlToken.mjs';

/** Set by globalSetup.ts for the tests' processes. */
export const SIGNED_IN_STATE_ENV = 'ZORVEX_E2E_SIGNED_IN_STATE';

/** The browser state of a signed-in admin (the session cookie), for `test.use({ storageState })` or a new context. */
export const signedInState = () => process.env[SIGNED_IN_STATE_ENV]!;

/**
 * Stops, starts or restarts the API's process (on the same database) through tooling/scripts/portalOnApi.mjs, or
 * clears the sign-in attempts the API has counted, with this run's control token; resolves once done (the API down, or
 * answering again).
 *
 * @example await apiProcess('restart');
 */
export async function apiProcess(action: 'stop' | 'start' | 'restart' | 'forget-sign-in-attempts') {
  const token = readFileSync(controlTokenFile(ports.e2eOnApi.control), 'utf8');
  const answer = await fetch(`http://127.0.0.1:${ports.e2eOnApi.control}/${action}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status, await answer.text()).toBe(204);
}
