export declare const BUNDLER_RUNTIME_DIST: string;
export declare function hostBundlerRuntimeFunctions(
  data: { context: string; request: string },
  callback: (error?: unknown, result?: string) => void,
): void;
