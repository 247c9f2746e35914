export declare function contentSecurityPolicy(options: {
  config: Record<string, unknown>;
  hostname: string;
  scriptHashes: string[];
}): string;
export declare function inlineScriptHashes(html: string): string[];
export declare function hostPageScriptHashes(hostDir: string): Promise<string[]>;
export declare function nginxPolicySnippet(options: { config: Record<string, unknown>; hostDir: string }): Promise<string>;
