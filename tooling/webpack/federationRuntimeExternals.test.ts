import { readFileSync } from 'node:fs';
import path from 'node:path';

import { BUNDLER_RUNTIME_DIST, hostBundlerRuntimeFunctions } from './federationRuntimeExternals.cjs';

/** What the externals function answers for `request` made from `context`: the global it reads, or undefined (bundled). */
function externalOf(request: string, context = BUNDLER_RUNTIME_DIST): string | undefined {
  let answer: string | undefined;
  hostBundlerRuntimeFunctions({ context, request }, (_error, result) => (answer = result));
  return answer;
}

/** The files the bundler runtime's entry (the module a remote keeps) imports its parts from. */
const entryImports = [...readFileSync(path.join(BUNDLER_RUNTIME_DIST, 'index.js'), 'utf8').matchAll(/from "(\.\/[^"]+)"/g)].map(
  ([, file]) => file,
);

describe("a remote's build of the bundler runtime", () => {
  it("takes each function file its entry imports from the host's global, and keeps only initContainerEntry, which the host does not build", () => {
    const fromHost = entryImports.filter((file) => externalOf(file) === '_FEDERATION_BUNDLER_RUNTIME_FUNCTIONS');
    const kept = entryImports.filter((file) => externalOf(file) === undefined);
    expect(fromHost.sort()).toEqual([
      './attachShareScopeMap.js',
      './consumes.js',
      './getSharedFallbackGetter.js',
      './init.js',
      './initializeSharing.js',
      './installInitialConsumes.js',
      './remotes.js',
    ]);
    expect(kept).toEqual(['./initContainerEntry.js']);
  });

  it('leaves a file of the same name anywhere else alone', () => {
    expect(externalOf('./init.js', path.join(__dirname, 'src'))).toBeUndefined();
  });
});
