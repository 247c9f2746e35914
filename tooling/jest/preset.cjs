/** Jest settings every package shares; a package's jest.config.cjs adds only its name. */
const path = require('node:path');

const here = __dirname;

/**
 * A test's whole budget on two busy cores, where one render of a screen with the data grid has taken seconds. Jest reads
 * it from the config it is started with: a package's (`pnpm test:api`) or the root's, whose projects' own are ignored.
 */
const TEST_TIMEOUT = 30_000;

module.exports = (packageDir) => ({
  displayName: path.basename(packageDir),
  rootDir: packageDir,
  // jsdom with the platform's own fetch classes (Request, Response, …), which data routers use.
  testEnvironment: require.resolve('jest-fixed-jsdom'),
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: [path.join(here, 'setup.ts')],
  testTimeout: TEST_TIMEOUT,
  transform: {
    '^.+\\.[cm]?[jt]sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // These ship only ES modules. With pnpm a file sits under .pnpm/<pkg>/node_modules/<pkg>, so only its
  // last node_modules segment decides.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm|ol|rbush|quickselect|color-rgba|color-parse|color-space|earcut|@noble)/)(?!.*/node_modules/)',
  ],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.(svg|png)$': path.join(here, 'fileStub.cjs'),
  },
});

module.exports.TEST_TIMEOUT = TEST_TIMEOUT;
