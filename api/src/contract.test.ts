import { createHttpProvider } from 'shared-contracts/data';
import { generateDataSet } from 'shared-contracts/server';
import { describeDataProviderContract } from 'shared-contracts/testing';

import { startTestApi, type TestApi } from './testing/testApi';

const today = new Date(2025, 7, 21, 10, 30);
const data = generateDataSet({ today });
let api: TestApi;

beforeAll(async () => {
  // The staff accounts' cases sign in, set and change passwords many times a minute from one address.
  api = await startTestApi({ now: () => today, env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
}, 180_000);
afterAll(() => api?.close());

describeDataProviderContract('the HTTP provider over the API', {
  async fresh() {
    await api.reset(data);
    return createHttpProvider({ url: `${api.origin}/api`, fetch: api.fetch });
  },
  today,
  keepsVersions: true,
  // A browser of its own: signed in over HTTP, its session cookie sent with every call.
  async signIn(email, password) {
    const answer = await fetch(`${api.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!answer.ok) return null;
    const cookie = answer.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const signedIn: typeof fetch = (input, init = {}) =>
      fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: cookie } });
    return createHttpProvider({ url: `${api.origin}/api`, fetch: signedIn });
  },
});
