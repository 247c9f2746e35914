import contractPackage from '../../package.json';

/**
 * The semantic version of this contract (shared-contracts' package version). A remote declares the
 * range it was built against; the host loads it only when this version satisfies that range.
 */
export const CONTRACT_VERSION: string = contractPackage.version;
