export interface EntryContract {
  builtWith: string;
  requires: string;
}

export interface BuildContract extends EntryContract {
  entries: Record<string, EntryContract>;
}

export declare const CONTRACT_FILE: string;
export declare function contractOf(pretend?: string | Record<string, string>): BuildContract;
export declare function entryContract(contract: BuildContract, request: string): EntryContract;
export declare class ContractDeclarationPlugin {
  constructor(options: { remote: string; contract: BuildContract });
  apply(compiler: unknown): void;
}
