import { fetchRemoteContract } from './contractCheck';
import { requestContract } from './earlyContract';

const ENTRY = 'http://localhost:3001/remoteEntry.js';
const DECLARATION = { requires: '^5.0.0', builtWith: '5.0.0' };
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  delete window.__zorvexContract;
});

describe("the page's early contract request", () => {
  it('asks for the declaration beside the entry, revalidated as the check asks', () => {
    fetchMock.mockResolvedValue(answer(DECLARATION));
    expect(requestContract(ENTRY).url).toBe('http://localhost:3001/federation-contract.json');
    expect(fetchMock).toHaveBeenCalledWith('http://localhost:3001/federation-contract.json', { cache: 'no-cache' });
  });

  it("is the answer the host's check reads, once: the check made again asks the server again", async () => {
    fetchMock.mockResolvedValueOnce(answer(DECLARATION));
    window.__zorvexContract = Promise.resolve(requestContract(ENTRY));
    expect(await fetchRemoteContract(ENTRY)).toEqual(DECLARATION);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(answer({ requires: '^6.0.0', builtWith: '6.0.0' }));
    expect(await fetchRemoteContract(ENTRY)).toEqual({ requires: '^6.0.0', builtWith: '6.0.0' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("is left alone when the host checks another remote's entry, and read when it checks this one", async () => {
    fetchMock.mockResolvedValueOnce(answer(DECLARATION)).mockResolvedValueOnce(answer({ requires: '^4.0.0', builtWith: '4.0.0' }));
    window.__zorvexContract = Promise.resolve(requestContract(ENTRY));
    expect(await fetchRemoteContract('http://localhost:3002/remoteEntry.js')).toEqual({ requires: '^4.0.0', builtWith: '4.0.0' });
    expect(fetchMock).toHaveBeenLastCalledWith('http://localhost:3002/federation-contract.json', { cache: 'no-cache' });
    expect(await fetchRemoteContract(ENTRY)).toEqual(DECLARATION);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('when it failed, or the page started none, the check asks the server itself', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer(DECLARATION));
    window.__zorvexContract = Promise.resolve(requestContract(ENTRY));
    expect(await fetchRemoteContract(ENTRY)).toEqual(DECLARATION);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    window.__zorvexContract = Promise.resolve(null);
    fetchMock.mockResolvedValueOnce(answer(DECLARATION));
    expect(await fetchRemoteContract(ENTRY)).toEqual(DECLARATION);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
