export declare class OneShareRuntimePlugin {
  apply(compiler: unknown): void;
}
