/** Every package's Jest suite, run together by `pnpm test:unit`. */
const fs = require('node:fs');
const path = require('node:path');

const projects = fs.readdirSync(__dirname).filter((dir) => fs.existsSync(path.join(__dirname, dir, 'jest.config.cjs')));

module.exports = {
  projects: projects.map((dir) => `<rootDir>/${dir}`),
  // One worker per core: Jest's default leaves one core idle (on CI's 2 cores, every file would run in one worker).
  maxWorkers: '100%',
  // A test's whole budget on two busy cores, where one render of a screen with the data grid has taken seconds. Jest
  // reads it from this file only: set in a project's config, it is ignored and every test gets 5 s.
  testTimeout: 30_000,
};
