import { type ModuleFederationRuntimePlugin, satisfy } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION } from 'shared-contracts/contract';

import { contractUrlOf, takeEarlyContract } from './earlyContract';

/** What a remote's build declares (tooling/webpack/contractDeclaration.cjs). */
export interface RemoteContract {
  /** The range the remote accepts, e.g. "^2.0.0". */
  requires: string;
  /** The version it was built with. */
  builtWith: string;
  /** When it was built (ISO 8601); builds before releases existed did not say. */
  builtAt?: string;
}

/** The page's contract does not satisfy what a remote was built against: it must not run. */
export class ContractMismatchError extends Error {
  override name = 'ContractMismatchError';
  constructor(
    readonly remote: string,
    readonly requires: string,
    readonly provided: string,
  ) {
    super(`${remote} needs shared-contracts ${requires}; this portal provides ${provided}`);
  }
}

/** The remote's declaration, or null when it declares none (its server answers, without the file). */
type FetchContract = (url: string) => Promise<RemoteContract | null>;

async function fetchContract(url: string): Promise<RemoteContract | null> {
  const response = (await takeEarlyContract(url)) ?? (await fetch(url, { cache: 'no-cache' }));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** The declaration beside a remote entry, or null when it has none; reading it runs none of the remote's code. */
export const fetchRemoteContract = (entryUrl: string) => fetchContract(contractUrlOf(entryUrl));

interface Check {
  /** The remoteEntry.js it was made for: a remote that moves (a new release, a preview) is checked again. */
  entryUrl: string;
  done: Promise<void>;
  mismatch?: ContractMismatchError;
}

const checks = new Map<string, Check>();

/**
 * Reads which contract a remote was built against, once per remote and entry (until forgotten), and
 * settles with a ContractMismatchError when the page's contract does not satisfy it. A remote that
 * declares nothing counts as a mismatch: it cannot be shown to be safe.
 */
export function checkRemoteContract(
  remote: string,
  entryUrl: string,
  load: FetchContract = fetchContract,
  provided = CONTRACT_VERSION,
): Promise<void> {
  let check = checks.get(remote);
  if (!check || check.entryUrl !== entryUrl) {
    const created: Check = { entryUrl, done: Promise.resolve() };
    created.done = load(contractUrlOf(entryUrl)).then(
      (contract) => {
        if (typeof contract?.requires !== 'string' || !satisfy(provided, contract.requires)) {
          created.mismatch = new ContractMismatchError(remote, String(contract?.requires ?? 'an undeclared range'), provided);
          throw created.mismatch;
        }
      },
      (error: unknown) => {
        // Unreachable: loading the remote itself reports why (down, or not deployed).
        console.error(`The contract of ${remote} could not be read`, error);
      },
    );
    checks.set(remote, created);
    check = created;
  }
  return check.done;
}

/** The mismatch found for a remote, if its check has settled as one. */
export function contractMismatchOf(remote: string): ContractMismatchError | undefined {
  return checks.get(remote)?.mismatch;
}

export function forgetContractCheck(remote: string): void {
  checks.delete(remote);
}

/**
 * Holds a remote's initialisation until its contract is checked, so a remote built against an
 * incompatible contract never registers its shared modules nor runs.
 */
export function contractCheckPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'zorvex-contract-check',
    async beforeInitContainer(args) {
      await checks.get(args.remoteInfo.name)?.done;
      return args;
    },
  };
}
