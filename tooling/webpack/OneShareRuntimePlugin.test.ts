import webpack from 'webpack';

import { OneShareRuntimePlugin } from './OneShareRuntimePlugin.cjs';

type Handler = (chunk: unknown, requirements: Set<string>) => unknown;
type RuntimeModuleHandler = (module: { name: string }, chunk: { name: string }) => void;

/** Applies the plugin to a stand-in compiler; returns its share-scope handler, its runtime-module handler and the errors it reported. */
function applied() {
  let handler: Handler = () => undefined;
  let onRuntimeModule: RuntimeModuleHandler = () => undefined;
  const errors: Error[] = [];
  const compilation = {
    errors,
    hooks: {
      runtimeRequirementInTree: { for: () => ({ tap: (_name: string, tapped: Handler) => (handler = tapped) }) },
      runtimeModule: { tap: (_name: string, tapped: RuntimeModuleHandler) => (onRuntimeModule = tapped) },
    },
  };
  const compiler = {
    webpack,
    hooks: { thisCompilation: { tap: (_name: string, tapped: (c: typeof compilation) => void) => tapped(compilation) } },
  };
  new OneShareRuntimePlugin().apply(compiler);
  return { handler, onRuntimeModule, errors };
}

describe('OneShareRuntimePlugin', () => {
  it("stops webpack's share runtime once the federation plugin's handler has added its runtime", () => {
    const { handler, errors } = applied();
    expect(handler({}, new Set(['__webpack_require__.federation']))).toBe(true);
    expect(errors).toEqual([]);
  });

  it("fails the build when it runs before the federation plugin's handler", () => {
    const { handler } = applied();
    expect(() => handler({}, new Set())).toThrow("ran before the federation plugin's share-scope handler");
  });

  it('lets a chunk have one share runtime, and fails the build when a chunk gets a second one', () => {
    const { onRuntimeModule, errors } = applied();
    const main = { name: 'main' };
    onRuntimeModule({ name: 'sharing' }, main);
    onRuntimeModule({ name: 'sharing' }, { name: 'other' });
    onRuntimeModule({ name: 'federation runtime' }, main);
    expect(errors).toEqual([]);
    onRuntimeModule({ name: 'sharing' }, main);
    expect(errors.map((error) => error.message)).toEqual([
      "OneShareRuntimePlugin: chunk main got webpack's share runtime beside the federation plugin's: webpack's share-scope handler now runs before OneShareRuntimePlugin's, so the hook order it relies on has changed (see tooling/webpack/OneShareRuntimePlugin.cjs).",
    ]);
  });
});
