import { checkRemoteContract, ContractMismatchError, contractMismatchOf, forgetContractCheck } from './contractCheck';

const ENTRY = 'https://finance.example.com/app/remoteEntry.js';
let remote = 0;
/** A remote name of its own for each test: checks are remembered per remote. */
const nextRemote = () => `remote_${++remote}`;

describe('checkRemoteContract', () => {
  it('reads federation-contract.json beside the remote entry', async () => {
    const load = jest.fn().mockResolvedValue({ requires: '^2.0.0', builtWith: '2.0.0' });
    await checkRemoteContract(nextRemote(), ENTRY, load, '2.0.0');
    expect(load).toHaveBeenCalledWith('https://finance.example.com/app/federation-contract.json');
  });

  it.each([
    ['the same version', '2.1.0', '^2.1.0'],
    ['a newer minor on the page', '2.3.4', '^2.1.0'],
    ['a newer patch on the page', '2.1.5', '^2.1.0'],
  ])('lets a remote run against %s', async (_what, provided, requires) => {
    const remoteName = nextRemote();
    await expect(
      checkRemoteContract(remoteName, ENTRY, async () => ({ requires, builtWith: requires.slice(1) }), provided),
    ).resolves.toBeUndefined();
    expect(contractMismatchOf(remoteName)).toBeUndefined();
  });

  it.each([
    ['an older minor than it was built with', '2.0.0', '^2.1.0'],
    ['another major', '2.9.0', '^3.0.0'],
    ['an older major', '3.0.0', '^2.0.0'],
  ])('refuses a page that provides %s, naming both versions', async (_what, provided, requires) => {
    const remoteName = nextRemote();
    const check = checkRemoteContract(remoteName, ENTRY, async () => ({ requires, builtWith: requires.slice(1) }), provided);
    await expect(check).rejects.toEqual(new ContractMismatchError(remoteName, requires, provided));
    await expect(check).rejects.toThrow(`${remoteName} needs shared-contracts ${requires}; this portal provides ${provided}`);
    expect(contractMismatchOf(remoteName)).toMatchObject({ requires, provided });
  });

  it('refuses a remote that declares nothing', async () => {
    const remoteName = nextRemote();
    await expect(checkRemoteContract(remoteName, ENTRY, async () => null, '2.0.0')).rejects.toMatchObject({
      requires: 'an undeclared range',
    });
  });

  it('leaves an unreachable remote to its own load, which reports why', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const remoteName = nextRemote();
    await expect(
      checkRemoteContract(remoteName, ENTRY, async () => Promise.reject(new Error('connection refused')), '2.0.0'),
    ).resolves.toBeUndefined();
    expect(contractMismatchOf(remoteName)).toBeUndefined();
    expect(error).toHaveBeenCalled();
  });

  it('reads each remote’s declaration once, until it is forgotten (a Retry)', async () => {
    const remoteName = nextRemote();
    const load = jest.fn().mockResolvedValue({ requires: '^2.0.0', builtWith: '2.0.0' });
    await checkRemoteContract(remoteName, ENTRY, load, '2.0.0');
    await checkRemoteContract(remoteName, ENTRY, load, '2.0.0');
    expect(load).toHaveBeenCalledTimes(1);
    forgetContractCheck(remoteName);
    await checkRemoteContract(remoteName, ENTRY, load, '2.0.0');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('checks a remote again when it moves to another entry (a new release): a compatible one runs, an incompatible one does not', async () => {
    const remoteName = nextRemote();
    const declarations: Record<string, { requires: string; builtWith: string }> = {
      'https://finance.example.com/releases/a/federation-contract.json': { requires: '^2.0.0', builtWith: '2.0.0' },
      'https://finance.example.com/releases/b/federation-contract.json': { requires: '^3.0.0', builtWith: '3.0.0' },
    };
    const load = async (url: string) => declarations[url];
    await checkRemoteContract(remoteName, 'https://finance.example.com/releases/a/remoteEntry.js', load, '2.0.0');
    expect(contractMismatchOf(remoteName)).toBeUndefined();
    await expect(checkRemoteContract(remoteName, 'https://finance.example.com/releases/b/remoteEntry.js', load, '2.0.0')).rejects.toThrow(
      'needs shared-contracts ^3.0.0',
    );
    expect(contractMismatchOf(remoteName)).toMatchObject({ requires: '^3.0.0' });
  });
});
