/** Every package's Jest suite, run together by `pnpm test:unit`. */
const fs = require('node:fs');
const path = require('node:path');

const { TEST_TIMEOUT } = require('./tooling/jest/preset.cjs');

const projects = fs.readdirSync(__dirname).filter((dir) => fs.existsSync(path.join(__dirname, dir, 'jest.config.cjs')));

module.exports = {
  projects: projects.map((dir) => `<rootDir>/${dir}`),
  // One worker per core: Jest's default leaves one core idle (on CI's 2 cores, every file would run in one worker).
  maxWorkers: '100%',
  // Set in a project's config, a test budget is ignored (every test had Jest's 5 s): it is the root's to give.
  testTimeout: TEST_TIMEOUT,
};
