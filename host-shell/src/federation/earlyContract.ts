/** Written beside each remote's remoteEntry.js by its build: the shared-contracts range it was built against. */
const CONTRACT_FILE = 'federation-contract.json';

/** The declaration beside a remote entry. */
export const contractUrlOf = (entryUrl: string) => new URL(CONTRACT_FILE, entryUrl).href;

/** A contract request the page started while it was parsed, for the remote entry it preloaded. */
export interface EarlyContractRequest {
  url: string;
  response: Promise<Response | null>;
}

declare global {
  interface Window {
    /** The contract request the page's early script starts for the remote entry it preloads (earlyRemoteEntry.ts). */
    __zorvexContract?: Promise<EarlyContractRequest | null>;
  }
}

/**
 * Asks for the declaration beside a remote entry, as the host's contract check does (revalidated, never a stale copy),
 * so that the check, which holds the remote's start, finds it already read.
 */
export function requestContract(entryUrl: string): EarlyContractRequest {
  const url = contractUrlOf(entryUrl);
  return { url, response: fetch(url, { cache: 'no-cache' }).catch(() => null) };
}

/**
 * The answer to the page's early request for this declaration, taken once (a check made again asks the server again);
 * null when the page asked for another remote's, or for none, or the request failed.
 */
export async function takeEarlyContract(url: string): Promise<Response | null> {
  const pending = window.__zorvexContract;
  const early = await pending?.catch(() => null);
  // Another check may have taken it while this one waited.
  if (early?.url !== url || window.__zorvexContract !== pending) return null;
  delete window.__zorvexContract;
  return early.response;
}
