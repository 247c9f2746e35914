import { type ModuleFederationRuntimePlugin, satisfy } from '@module-federation/enhanced/runtime';
import { CONTRACT_ENTRY_VERSIONS, CONTRACT_VERSION } from 'shared-contracts/contract';

import { contractUrlOf, takeEarlyContract } from './earlyContract';

/** What a remote's build declares (tooling/webpack/contractDeclaration.cjs). */
export interface RemoteContract {
  /** The range of the whole package the remote accepts, e.g. "^2.0.0": what the check reads when `entries` is absent. */
  requires: string;
  /** The package version it was built with. */
  builtWith: string;
  /** When it was built (ISO 8601); builds before releases existed did not say. */
  builtAt?: string;
  /** Each shared-contracts entry its code uses ("ui/list"), with the version built with and the range it accepts; builds before versions by entry did not say. */
  entries?: Record<string, { builtWith: string; requires: string }>;
}

/** What a page provides: the package's version, and each entry's. */
export interface ProvidedContract {
  version: string;
  entries: Readonly<Record<string, string>>;
}

/** What this page provides: the host's build of shared-contracts. */
export const THIS_PORTAL: ProvidedContract = { version: CONTRACT_VERSION, entries: CONTRACT_ENTRY_VERSIONS };

/** The page's contract does not satisfy what a remote was built against: it must not run. `entry` names the entry ("ui/list"), if the remote said. */
export class ContractMismatchError extends Error {
  override name = 'ContractMismatchError';
  constructor(
    readonly remote: string,
    readonly requires: string,
    readonly provided: string,
    readonly entry?: string,
  ) {
    super(`${remote} needs ${entry ? `shared-contracts/${entry}` : 'shared-contracts'} ${requires}; this portal provides ${provided}`);
  }

  /** What the remote needs, as people read it: "shared-contracts/ui/list", or "shared-contracts" for the whole package. */
  get contractName(): string {
    return this.entry ? `shared-contracts/${this.entry}` : 'shared-contracts';
  }
}

/**
 * The first of a remote's requirements the page does not meet, or undefined: each entry the remote declares, else
 * (a build before versions by entry) the package's range. A remote that declares nothing meets none: it cannot be
 * shown to be safe.
 */
export function unmetRequirement(
  remote: string,
  contract: RemoteContract | null,
  provided: ProvidedContract,
): ContractMismatchError | undefined {
  if (contract && typeof contract.entries === 'object' && contract.entries !== null) {
    for (const [entry, { requires }] of Object.entries(contract.entries)) {
      const version = provided.entries[entry];
      if (!version || !satisfy(version, requires)) return new ContractMismatchError(remote, requires, version ?? 'none', entry);
    }
    return undefined;
  }
  if (typeof contract?.requires === 'string' && satisfy(provided.version, contract.requires)) return undefined;
  return new ContractMismatchError(remote, String(contract?.requires ?? 'an undeclared range'), provided.version);
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
 * settles with a ContractMismatchError when the page's contract does not satisfy it (see unmetRequirement).
 */
export function checkRemoteContract(
  remote: string,
  entryUrl: string,
  load: FetchContract = fetchContract,
  provided: ProvidedContract = THIS_PORTAL,
): Promise<void> {
  let check = checks.get(remote);
  if (!check || check.entryUrl !== entryUrl) {
    const created: Check = { entryUrl, done: Promise.resolve() };
    created.done = load(contractUrlOf(entryUrl)).then(
      (contract) => {
        created.mismatch = unmetRequirement(remote, contract, provided);
        if (created.mismatch) throw created.mismatch;
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
