import { readFileSync } from 'node:fs';
import path from 'node:path';

import { contractOf, entryContract } from './contractDeclaration.cjs';

const ROOT = path.resolve(__dirname, '../..');

describe('versions by entry', () => {
  it('builds against each entry at its own version; a pretend version for one entry leaves the others as they are', () => {
    const contract = contractOf({ 'ui/list': '6.0.0' });
    expect(contract.entries['ui/list']).toEqual({ builtWith: '6.0.0', requires: '^6.0.0' });
    expect(contract.entries.contract).toEqual({ builtWith: '6.3.0', requires: '^6.3.0' });
    expect(contract.entries['controllers/list']).toEqual({ builtWith: '5.2.0', requires: '^5.2.0' });
  });

  it('fails a build that shares an entry with no version of its own', () => {
    expect(() => entryContract(contractOf(), 'shared-contracts/ui/chart')).toThrow(
      'shared-contracts/ui/chart has no version in shared-contracts/entryVersions.json: give it one',
    );
  });

  it("the README's table of entries gives each entry the version it has", () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| `shared-contracts\/([\w/]+)` \| (\d+\.\d+\.\d+) \|/gm)].map(([, entry, version]) => [
      entry,
      version,
    ]);
    const versions = JSON.parse(readFileSync(path.join(ROOT, 'shared-contracts/entryVersions.json'), 'utf8'));
    expect(Object.fromEntries(rows)).toEqual(versions);
  });
});
