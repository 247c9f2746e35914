import { checkRemoteContract, ContractMismatchError, contractMismatchOf, forgetContractCheck } from './contractCheck';

const ENTRY = 'https://finance.example.com/app/remoteEntry.js';
/** A page that provides the package at `version` and each entry as given. */
const portal = (version: string, entries: Record<string, string> = {}) => ({ version, entries });
let remote = 0;
/** A remote name of its own for each test: checks are remembered per remote. */
const nextRemote = () => `remote_${++remote}`;

describe('checkRemoteContract', () => {
  it('reads federation-contract.json beside the remote entry', async () => {
    const load = jest.fn().mockResolvedValue({ requires: '^2.0.0', builtWith: '2.0.0' });
    await checkRemoteContract(nextRemote(), ENTRY, load, portal('2.0.0'));
    expect(load).toHaveBeenCalledWith('https://finance.example.com/app/federation-contract.json');
  });

  it.each([
    ['the same version', '2.1.0', '^2.1.0'],
    ['a newer minor on the page', '2.3.4', '^2.1.0'],
    ['a newer patch on the page', '2.1.5', '^2.1.0'],
  ])('lets a remote run against %s', async (_what, provided, requires) => {
    const remoteName = nextRemote();
    await expect(
      checkRemoteContract(remoteName, ENTRY, async () => ({ requires, builtWith: requires.slice(1) }), portal(provided)),
    ).resolves.toBeUndefined();
    expect(contractMismatchOf(remoteName)).toBeUndefined();
  });

  it.each([
    ['an older minor than it was built with', '2.0.0', '^2.1.0'],
    ['another major', '2.9.0', '^3.0.0'],
    ['an older major', '3.0.0', '^2.0.0'],
  ])('refuses a page that provides %s, naming both versions', async (_what, provided, requires) => {
    const remoteName = nextRemote();
    const check = checkRemoteContract(remoteName, ENTRY, async () => ({ requires, builtWith: requires.slice(1) }), portal(provided));
    await expect(check).rejects.toEqual(new ContractMismatchError(remoteName, requires, provided));
    await expect(check).rejects.toThrow(`${remoteName} needs shared-contracts ${requires}; this portal provides ${provided}`);
    expect(contractMismatchOf(remoteName)).toMatchObject({ requires, provided });
  });

  it('refuses a remote that declares nothing', async () => {
    const remoteName = nextRemote();
    await expect(checkRemoteContract(remoteName, ENTRY, async () => null, portal('2.0.0'))).rejects.toMatchObject({
      requires: 'an undeclared range',
    });
  });

  it('leaves an unreachable remote to its own load, which reports why', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const remoteName = nextRemote();
    await expect(
      checkRemoteContract(remoteName, ENTRY, async () => Promise.reject(new Error('connection refused')), portal('2.0.0')),
    ).resolves.toBeUndefined();
    expect(contractMismatchOf(remoteName)).toBeUndefined();
    expect(error).toHaveBeenCalled();
  });

  it('reads each remote’s declaration once, until it is forgotten (a Retry)', async () => {
    const remoteName = nextRemote();
    const load = jest.fn().mockResolvedValue({ requires: '^2.0.0', builtWith: '2.0.0' });
    await checkRemoteContract(remoteName, ENTRY, load, portal('2.0.0'));
    await checkRemoteContract(remoteName, ENTRY, load, portal('2.0.0'));
    expect(load).toHaveBeenCalledTimes(1);
    forgetContractCheck(remoteName);
    await checkRemoteContract(remoteName, ENTRY, load, portal('2.0.0'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('checks a remote again when it moves to another entry (a new release): a compatible one runs, an incompatible one does not', async () => {
    const remoteName = nextRemote();
    const declarations: Record<string, { requires: string; builtWith: string }> = {
      'https://finance.example.com/releases/a/federation-contract.json': { requires: '^2.0.0', builtWith: '2.0.0' },
      'https://finance.example.com/releases/b/federation-contract.json': { requires: '^3.0.0', builtWith: '3.0.0' },
    };
    const load = async (url: string) => declarations[url];
    await checkRemoteContract(remoteName, 'https://finance.example.com/releases/a/remoteEntry.js', load, portal('2.0.0'));
    expect(contractMismatchOf(remoteName)).toBeUndefined();
    await expect(
      checkRemoteContract(remoteName, 'https://finance.example.com/releases/b/remoteEntry.js', load, portal('2.0.0')),
    ).rejects.toThrow('needs shared-contracts ^3.0.0');
    expect(contractMismatchOf(remoteName)).toMatchObject({ requires: '^3.0.0' });
  });

  describe('by entry: a remote that says which entries it uses is checked on exactly those', () => {
    const provided = portal('5.3.0', { contract: '5.3.0', ui: '5.1.0', 'ui/list': '6.0.0' });

    it('runs when every entry it uses is provided in its range, whatever happened to the others (ui/list broke: 6.0.0)', async () => {
      const remoteName = nextRemote();
      const entries = { contract: { builtWith: '5.0.0', requires: '^5.0.0' }, ui: { builtWith: '5.1.0', requires: '^5.1.0' } };
      await expect(
        checkRemoteContract(remoteName, ENTRY, async () => ({ requires: '^5.0.0', builtWith: '5.0.0', entries }), provided),
      ).resolves.toBeUndefined();
      expect(contractMismatchOf(remoteName)).toBeUndefined();
    });

    it.each([
      ['an entry that broke since it was built', { 'ui/list': { builtWith: '5.0.0', requires: '^5.0.0' } }, 'ui/list', '^5.0.0', '6.0.0'],
      ['a newer minor than the page has', { ui: { builtWith: '5.2.0', requires: '^5.2.0' } }, 'ui', '^5.2.0', '5.1.0'],
      ['an entry the page does not provide at all', { 'ui/map': { builtWith: '1.0.0', requires: '^1.0.0' } }, 'ui/map', '^1.0.0', 'none'],
    ])('refuses a remote that uses %s, naming the entry and both versions', async (_what, entries, entry, requires, has) => {
      const remoteName = nextRemote();
      const check = checkRemoteContract(remoteName, ENTRY, async () => ({ requires: '^5.0.0', builtWith: '5.0.0', entries }), provided);
      await expect(check).rejects.toThrow(`${remoteName} needs shared-contracts/${entry} ${requires}; this portal provides ${has}`);
      expect(contractMismatchOf(remoteName)).toMatchObject({ entry, requires, provided: has, contractName: `shared-contracts/${entry}` });
    });
  });
});
