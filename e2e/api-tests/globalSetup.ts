import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { type FullConfig, request } from '@playwright/test';

import { DEMO_LOGIN } from '../tests/session';
import { SIGNED_IN_STATE_ENV } from './apiProcess';

/** Signs in to the API once, through the portal's origin; tests start from that session (`signedInState()`). */
export default async function globalSetup(config: FullConfig) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'zorvex-e2e-on-api-'));
  const context = await request.newContext({ baseURL: config.projects[0].use.baseURL });
  const login = await context.post('/api/auth/login', { data: DEMO_LOGIN });
  if (!login.ok()) throw new Error(`Signing in to the API answered ${login.status()}: ${await login.text()}`);
  process.env[SIGNED_IN_STATE_ENV] = path.join(folder, 'signed-in.json');
  await context.storageState({ path: process.env[SIGNED_IN_STATE_ENV] });
  await context.dispose();
  return () => rmSync(folder, { recursive: true, force: true });
}
