/** The tooling's own tests run in Node: webpack plugins, the release registry, the security policy. */
const preset = require('./jest/preset.cjs')(__dirname);

module.exports = { ...preset, testEnvironment: 'node', testMatch: ['<rootDir>/{webpack,scripts,release,serving}/**/*.test.ts'] };
