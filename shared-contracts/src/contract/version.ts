import entryVersions from '../../entryVersions.json';
import contractPackage from '../../package.json';

/**
 * The semantic version of this contract package (shared-contracts' package version): what a remote built before
 * versions by entry declared, and what the host checks for it.
 */
export const CONTRACT_VERSION: string = contractPackage.version;

/**
 * Each shared entry's own semantic version, by entry name ("ui/list"): a remote declares the range of each entry its
 * code uses, and the host loads it only when the entry it provides satisfies each of those ranges.
 */
export const CONTRACT_ENTRY_VERSIONS: Readonly<Record<string, string>> = entryVersions;
