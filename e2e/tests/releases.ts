import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import type { Page, TestInfo } from '@playwright/test';

const ROOT = path.resolve(__dirname, '../..');
const run = promisify(execFile);

/** Builds made once by the e2e build step: the jobs remote itself, its next release, and that release built against the next major contract. */
export const BUILDS = {
  jobs: path.join(ROOT, 'mfe-jobs/dist'),
  jobsNext: path.join(ROOT, 'e2e/fixtures/jobs-next/dist'),
  jobsNextMajor: path.join(ROOT, 'e2e/fixtures/jobs-next-major/dist'),
};

/** The jobs remote's releases, below the folder its server serves. */
export const JOBS_RELEASES = path.join(BUILDS.jobs, 'releases');

/**
 * A release registry of the test's own, which only its pages read (every other test's pages read the
 * deployment's): release ids carry the test's id, so tests running together never share a release.
 */
export function testDeployment(testInfo: TestInfo) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zorvex-releases-'));
  const registry = path.join(dir, 'releases.json');
  const ids: string[] = [];
  const cli = async (command: 'release' | 'rollback', args: string[]) =>
    (await run('node', [path.join(ROOT, `tooling/scripts/${command}.mjs`), 'mfe-jobs', '--registry', registry, ...args], { cwd: ROOT }))
      .stdout;
  return {
    registry,
    /** `pnpm release mfe-jobs --dist <build> --id <id>`; the id is made unique to this test. */
    release(build: string, name: string) {
      const id = `e2e-${testInfo.testId}-${testInfo.project.name}-${name}`;
      ids.push(id);
      return cli('release', ['--dist', build, '--id', id]).then(() => id);
    },
    rollback: () => cli('rollback', []),
    /** What the registry says now. */
    read: () => JSON.parse(readFileSync(registry, 'utf8')) as { remotes: Record<string, { current: string; previous: string[] }> },
    /** Serves this registry to the page, read afresh on every request, as the deployed releases.json would be. */
    async useIn(page: Page) {
      await page.route('**/releases.json', (route) =>
        route.fulfill({ contentType: 'application/json', body: readFileSync(registry, 'utf8') }),
      );
    },
    /** Deletes this test's release folders and registry. */
    remove() {
      for (const id of ids) rmSync(path.join(JOBS_RELEASES, id), { recursive: true, force: true });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
