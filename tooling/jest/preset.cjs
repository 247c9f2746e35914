/** Jest settings every package shares; a package's jest.config.cjs adds only its name. */
const path = require('node:path');

const here = __dirname;

module.exports = (packageDir) => ({
  displayName: path.basename(packageDir),
  rootDir: packageDir,
  // jsdom with the platform's own fetch classes (Request, Response, …), which data routers use.
  testEnvironment: require.resolve('jest-fixed-jsdom'),
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: [path.join(here, 'setup.ts')],
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
