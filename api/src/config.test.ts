import { readConfig } from './config';

// The demo account signs in only where the deployment says so.
const NO_ACCOUNT =
  'Set ADMIN_EMAIL and ADMIN_PASSWORD_HASH (an argon2id hash: pnpm --dir api hash-password), or DEMO_LOGIN=true for the demo account';

it('refuses to start with neither an account nor DEMO_LOGIN, whatever NODE_ENV says', () => {
  expect(() => readConfig({}, '/api')).toThrow(NO_ACCOUNT);
  expect(() => readConfig({ NODE_ENV: 'development' }, '/api')).toThrow(NO_ACCOUNT);
});

it('lets the demo account in only with DEMO_LOGIN=true, and says so', () => {
  const config = readConfig({ DEMO_LOGIN: 'true' }, '/api');
  expect(config.admin.email).toBe('admin@zorvex-logistics.co.uk');
  expect(config.warnings).toEqual([
    'DEMO_LOGIN=true: the published demo account (admin@zorvex-logistics.co.uk) signs in as administrator. Never on a deployment others reach.',
  ]);
  expect(readConfig({ ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD_HASH: '$argon2id$v=19$x' }, '/api').warnings).toEqual([]);
});

it('believes no proxy unless one is configured', () => {
  expect(readConfig({ DEMO_LOGIN: 'true' }, '/api').trustProxy).toBe(false);
  expect(readConfig({ DEMO_LOGIN: 'true', TRUST_PROXY: '127.0.0.1' }, '/api').trustProxy).toBe('127.0.0.1');
  expect(readConfig({ DEMO_LOGIN: 'true', TRUST_PROXY: '1' }, '/api').trustProxy).toBe(1);
});
