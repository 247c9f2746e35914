import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { readRegistry, type Registry, updateRegistry, withPreviousRelease, withRelease } from './registry.cjs';

const empty: Registry = { remotes: {} };

describe('withRelease and withPreviousRelease', () => {
  it('serves the new release and keeps the one it replaces first among the previous', () => {
    const once = withRelease(empty, 'mfe_jobs', 'r1');
    const twice = withRelease(once, 'mfe_jobs', 'r2');
    expect(withRelease(twice, 'mfe_fleet', 'f1')).toEqual({
      remotes: { mfe_jobs: { current: 'r2', previous: ['r1'] }, mfe_fleet: { current: 'f1', previous: [] } },
    });
  });

  it('rolls back one release at a time, and says so when there is none before', () => {
    const three = ['r1', 'r2', 'r3'].reduce((registry, id) => withRelease(registry, 'mfe_jobs', id), empty);
    const back = withPreviousRelease(three, 'mfe_jobs');
    expect(back.remotes.mfe_jobs).toEqual({ current: 'r2', previous: ['r1'] });
    expect(withPreviousRelease(back, 'mfe_jobs').remotes.mfe_jobs).toEqual({ current: 'r1', previous: [] });
    expect(() => withPreviousRelease(withPreviousRelease(back, 'mfe_jobs'), 'mfe_jobs')).toThrow(
      'mfe_jobs has no earlier release to roll back to',
    );
    expect(() => withPreviousRelease(empty, 'mfe_map')).toThrow('mfe_map has no earlier release to roll back to');
  });

  it('releasing an earlier release again moves it to the front instead of listing it twice', () => {
    const registry = ['r1', 'r2', 'r1'].reduce((current, id) => withRelease(current, 'mfe_jobs', id), empty);
    expect(registry.remotes.mfe_jobs).toEqual({ current: 'r1', previous: ['r2'] });
  });

  it('refuses an id that is not a plain folder name', () => {
    expect(() => withRelease(empty, 'mfe_jobs', '../mfe-fleet')).toThrow('"../mfe-fleet" is not a release id');
  });
});

describe('updateRegistry', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'registry-test-'));
    file = path.join(dir, 'releases.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Node processes that each run `code` (with `update`, `withRelease` and `file` in scope) at the same moment. */
  function runAtOnce(codes: string[]) {
    const start = Date.now() + 400;
    return Promise.all(
      codes.map(
        (code) =>
          new Promise<void>((resolve, reject) => {
            const script = `const { updateRegistry: update, withRelease, readRegistry } = require(${JSON.stringify(require.resolve('./registry.cjs'))});
              const file = ${JSON.stringify(file)};
              setTimeout(async () => { ${code} }, ${start} - Date.now());`;
            const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
            let errors = '';
            child.stderr.on('data', (data) => (errors += data));
            child.on('exit', (status) => (status === 0 ? resolve() : reject(new Error(errors))));
          }),
      ),
    );
  }

  it('writes the registry and creates it when missing', async () => {
    await updateRegistry(file, (registry) => withRelease(registry, 'mfe_jobs', 'r1'));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ remotes: { mfe_jobs: { current: 'r1', previous: [] } } });
    expect(readdirSync(dir)).toEqual(['releases.json']);
  });

  it('keeps every one of ten releases started at the same moment: none undoes another', async () => {
    const ids = Array.from({ length: 10 }, (_, index) => `r${index}`);
    await runAtOnce(ids.map((id) => `await update(file, (registry) => withRelease(registry, 'mfe_jobs', '${id}'));`));
    const { current, previous } = (await readRegistry(file)).remotes.mfe_jobs;
    expect([current, ...previous].sort()).toEqual(ids);
    expect(readdirSync(dir)).toEqual(['releases.json']);
  });

  it('is never seen half-written by a reader while it changes', async () => {
    await updateRegistry(file, (registry) => withRelease(registry, 'mfe_jobs', 'r0'));
    await runAtOnce([
      `for (let i = 1; i <= 150; i += 1) await update(file, (registry) => withRelease(registry, 'mfe_jobs', 'r' + i));`,
      `for (let i = 0; i < 3000; i += 1) await readRegistry(file);`,
    ]);
    expect((await readRegistry(file)).remotes.mfe_jobs.current).toBe('r150');
  });

  it('says which file is wrong when the registry is not JSON, and changes nothing', async () => {
    writeFileSync(file, '{ "remotes": ');
    await expect(updateRegistry(file, (registry) => withRelease(registry, 'mfe_jobs', 'r1'))).rejects.toThrow(`${file} is not JSON`);
    expect(readFileSync(file, 'utf8')).toBe('{ "remotes": ');
  });
});
