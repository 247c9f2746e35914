import { request } from '../testing/httpRequest';
import { DEMO_LOGIN, startTestApi, type TestApi } from '../testing/testApi';

// A session ends after SESSION_MINUTES without a request (each request moves that on), and SESSION_MAX_HOURS after sign-in whatever.
const start = new Date(2025, 7, 21, 10, 30).getTime();
let clock = start;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: () => new Date(clock), env: { SESSION_MINUTES: '1', SESSION_MAX_HOURS: '1' } });
}, 180_000);
afterAll(() => api?.close());

async function signIn(): Promise<string> {
  const answer = await request(`${api.origin}/api/auth/login`, { method: 'POST', body: DEMO_LOGIN });
  return (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
}
const sessionStatus = async (cookie: string) => (await request(`${api.origin}/api/auth/session`, { headers: { Cookie: cookie } })).status;

it('slides with use: used at 40 s, then at 90 s, then at 140 s of a one-minute session, it is still open', async () => {
  clock = start;
  const cookie = await signIn();
  for (const seconds of [40, 90, 140]) {
    clock = start + seconds * 1000;
    expect([seconds, await sessionStatus(cookie)]).toEqual([seconds, 200]);
  }
  clock = start + 201 * 1000;
  expect(await sessionStatus(cookie)).toBe(401);
});

it('ends at the absolute lifetime however often it is used', async () => {
  clock = start + 3_600_000;
  const cookie = await signIn();
  for (let seconds = 50; seconds < 3600; seconds += 50) {
    clock = start + 3_600_000 + seconds * 1000;
    expect([seconds, await sessionStatus(cookie)]).toEqual([seconds, 200]);
  }
  clock = start + 2 * 3_600_000 + 1000;
  expect(await sessionStatus(cookie)).toBe(401);
}, 60_000);
