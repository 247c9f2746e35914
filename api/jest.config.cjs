/** The API's tests run in Node, against PGlite (or the PostgreSQL server DATABASE_URL names). */
const preset = require('../tooling/jest/preset.cjs')(__dirname);

module.exports = {
  ...preset,
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  // Kysely ships only ES modules; PGlite's CommonJS build imports Node's modules with import(), which Jest's sandbox refuses (so does @fastify/cookie, of the ESM-only cookie): compiled, they are required.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|kysely|@electric-sql|@fastify|cookie)/)(?!.*/node_modules/)'],
};
