import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const DEEP_MUI = /from '(@mui\/material\/[A-Za-z]+)'|import\('(@mui\/material\/[A-Za-z]+)'\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function deepMuiImports(dirs: string[]): Set<string> {
  const found = new Set<string>();
  for (const file of dirs.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(DEEP_MUI)) found.add(match[1] ?? match[2]);
  }
  return found;
}

describe('libraries the host provides to the areas', () => {
  it('covers every deep @mui/material path that an area imports', () => {
    const areaDirs = readdirSync(ROOT)
      .filter((name) => name.startsWith('mfe-'))
      .map((name) => path.join(ROOT, name, 'src'));
    // shared-contracts is built into the host (its core eagerly, its grid entry through the list).
    const provided = deepMuiImports([path.join(ROOT, 'host-shell/src'), path.join(ROOT, 'shared-contracts/src')]);
    const missing = [...deepMuiImports(areaDirs)].filter((request) => !provided.has(request)).sort();
    expect(missing).toEqual([]);
  });
});
