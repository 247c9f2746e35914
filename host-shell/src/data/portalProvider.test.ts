import { isDataError } from 'shared-contracts/contract';

import { portalProvider } from './portalProvider';

describe('portalProvider', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('reads the API config.json names, and reports an ended session before passing the refusal on', async () => {
    const asked: string[] = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL) => {
      asked.push(String(url));
      return new Response(JSON.stringify({ error: 'unauthorized' }), { status: 401 });
    }) as typeof fetch;
    const expired = jest.fn();
    const provider = portalProvider({ kind: 'http', url: 'http://localhost:3100/api' }, expired);
    const refusal = await provider.getList('jobs', { perPage: 10 }).catch((error: unknown) => error);
    expect(isDataError(refusal, 'unauthorized')).toBe(true);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(asked).toEqual(['http://localhost:3100/api/jobs?perPage=10']);
  });

  it('passes other refusals on without signing out', async () => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ error: 'not_found' }), { status: 404 })) as typeof fetch;
    const expired = jest.fn();
    const refusal = await portalProvider({ kind: 'http', url: '/api' }, expired)
      .getOne('jobs', { id: 'JOB-1' })
      .catch((error: unknown) => error);
    expect(isDataError(refusal, 'not-found')).toBe(true);
    expect(expired).not.toHaveBeenCalled();
  });
});
