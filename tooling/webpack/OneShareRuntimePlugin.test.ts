import webpack from 'webpack';

import { CHECKED_WITH, OneShareRuntimePlugin } from './OneShareRuntimePlugin.cjs';

type Handler = (chunk: unknown, requirements: Set<string>) => unknown;

/** Applies the plugin to a stand-in compiler and returns its share-scope handler and the errors it reported. */
function applied(versions: Record<string, string>) {
  let handler: Handler = () => undefined;
  const errors: Error[] = [];
  const compilation = {
    errors,
    hooks: { runtimeRequirementInTree: { for: () => ({ tap: (_name: string, tapped: Handler) => (handler = tapped) }) } },
  };
  const compiler = {
    webpack,
    hooks: { thisCompilation: { tap: (_name: string, tapped: (c: typeof compilation) => void) => tapped(compilation) } },
  };
  new OneShareRuntimePlugin({ versions }).apply(compiler);
  return { handler, errors };
}

describe('OneShareRuntimePlugin', () => {
  it("stops webpack's share runtime once the federation plugin's handler has added its runtime", () => {
    const { handler, errors } = applied(CHECKED_WITH);
    expect(handler({}, new Set(['__webpack_require__.federation']))).toBe(true);
    expect(errors).toEqual([]);
  });

  it("fails the build when it runs before the federation plugin's handler", () => {
    const { handler } = applied(CHECKED_WITH);
    expect(() => handler({}, new Set())).toThrow("ran before the federation plugin's share-scope handler");
  });

  it('fails the build on a webpack or federation plugin version it was not checked with, naming both', () => {
    const { errors } = applied({ webpack: '5.112.0', '@module-federation/enhanced': '2.9.2' });
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toContain(
      'checked with webpack 5.111.1 and @module-federation/enhanced 2.9.2; this build uses webpack 5.112.0 (checked with 5.111.1)',
    );
  });
});
