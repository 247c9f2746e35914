import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { publishRelease } from './publish.cjs';

const DECLARATION = { remote: 'mfe_jobs', builtWith: '3.0.0', requires: '^3.0.0', builtAt: '2026-01-15T10:15:00.123Z' };

describe('publishRelease', () => {
  let dir: string;
  let build: string;
  let releasesDir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'publish-test-'));
    build = path.join(dir, 'dist');
    releasesDir = path.join(build, 'releases');
    mkdirSync(path.join(releasesDir, 'older'), { recursive: true });
    writeFileSync(path.join(releasesDir, 'older', 'remoteEntry.js'), 'older');
    writeFileSync(path.join(build, 'remoteEntry.js'), 'var mfe_jobs;');
    writeFileSync(path.join(build, '123.abcdef12.js'), 'chunk');
    writeFileSync(path.join(build, 'federation-contract.json'), JSON.stringify(DECLARATION));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("copies a build into releases/<id>/, named after its build time and its entry's hash, without the releases below it", async () => {
    const release = await publishRelease({ build, releasesDir });
    expect(release).toEqual({ id: '20260115-101500-4333c9df', ...DECLARATION });
    expect(readdirSync(path.join(releasesDir, release.id)).sort()).toEqual([
      '123.abcdef12.js',
      'federation-contract.json',
      'remoteEntry.js',
    ]);
    expect(readdirSync(releasesDir).sort()).toEqual(['20260115-101500-4333c9df', 'older']);
  });

  it('never overwrites a release: publishing an id that exists fails and leaves it as it was', async () => {
    await expect(publishRelease({ build, releasesDir, id: 'older' })).rejects.toThrow('mfe_jobs already has a release older');
    expect(readFileSync(path.join(releasesDir, 'older', 'remoteEntry.js'), 'utf8')).toBe('older');
    expect(readdirSync(releasesDir)).toEqual(['older']);
  });

  it('refuses a folder that is not a remote production build', async () => {
    rmSync(path.join(build, 'federation-contract.json'));
    await expect(publishRelease({ build, releasesDir })).rejects.toThrow("is not a remote's production build");
  });

  it('moves a build made for the release alone into place', async () => {
    const staging = path.join(releasesDir, '.build-1');
    mkdirSync(staging);
    for (const file of ['remoteEntry.js', 'federation-contract.json'])
      writeFileSync(path.join(staging, file), readFileSync(path.join(build, file)));
    const release = await publishRelease({ build: staging, releasesDir, id: 'next', move: true });
    expect(release.id).toBe('next');
    expect(existsSync(staging)).toBe(false);
    expect(readdirSync(path.join(releasesDir, 'next')).sort()).toEqual(['federation-contract.json', 'remoteEntry.js']);
  });
});
