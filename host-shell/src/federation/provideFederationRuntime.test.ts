import './provideFederationRuntime';

import { readFileSync } from 'node:fs';
import path from 'node:path';

import FEDERATION_RUNTIME_GLOBALS from 'tooling/webpack/federationRuntimeGlobals.json';

/** The files of the federation runtime that a remote entry keeps (its dist/chunk-modules.json lists them); the rest it reads from the host. */
const bundlerRuntimeDist = path.dirname(require.resolve('@module-federation/webpack-bundler-runtime'));
const runtimeDist = path.dirname(require.resolve('@module-federation/runtime', { paths: [bundlerRuntimeDist] }));
const KEPT_BY_A_REMOTE = [
  ...['bundler.js', 'index.js', 'initContainerEntry.js'].map((file) => path.join(bundlerRuntimeDist, file)),
  ...['bundler.js', 'index.js', 'utils.js'].map((file) => path.join(runtimeDist, file)),
];

/** The names those files import from a package the remotes take from a global. */
function namesImportedFrom(packageName: string): string[] {
  const importFrom = new RegExp(`import \\{([^}]*)\\} from ["']${packageName}["']`, 'g');
  return KEPT_BY_A_REMOTE.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(importFrom)].flatMap(([, names]) =>
      names.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]),
    ),
  ).filter(Boolean);
}

const globals = globalThis as unknown as Record<string, Record<string, unknown>>;

describe.each(Object.entries(FEDERATION_RUNTIME_GLOBALS.packages))('the host’s %s for remotes (global %s)', (packageName, globalName) => {
  const library = jest.requireActual<Record<string, unknown>>(packageName);

  it('has every name a remote entry imports from it, as the library exports it', () => {
    const names = namesImportedFrom(packageName);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect({ name, provided: globals[globalName][name] }).toEqual({ name, provided: library[name] });
      expect(globals[globalName][name]).toBeDefined();
    }
  });
});

describe('the host’s bundler runtime functions for remotes', () => {
  const { global: globalName, exportedAs } = FEDERATION_RUNTIME_GLOBALS.bundlerRuntimeFunctions;
  const library = jest.requireActual<Record<string, Record<string, unknown>>>('@module-federation/webpack-bundler-runtime');

  // A remote's build leaves out the file `./<name>.js` for each of these (tooling/webpack/federationRuntimeExternals.cjs):
  // its code imports `<name>` from it, so the host must hold the very function that file exports. (Jest loads the
  // package's CommonJS build, the same files as `.cjs`.)
  it.each(Object.entries(exportedAs))('%s is the function its own file exports, found at the public %s', (name, exportPath) => {
    const fromFile = jest.requireActual<Record<string, unknown>>(path.join(bundlerRuntimeDist, `${name}.cjs`))[name];
    expect(typeof fromFile).toBe('function');
    expect(globals[globalName][name]).toBe(fromFile);
    const [first, second] = exportPath.split('.');
    expect(second ? library[first][second] : library[first]).toBe(fromFile);
  });
});
