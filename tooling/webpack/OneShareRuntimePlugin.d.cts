export declare const CHECKED_WITH: Record<string, string>;
export declare class OneShareRuntimePlugin {
  constructor(options?: { versions?: Record<string, string> });
  apply(compiler: unknown): void;
}
