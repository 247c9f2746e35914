import type { ChildProcess } from 'node:child_process';

export const API_PORT: number;
export function startApi(options?: {
  port?: number;
  env?: Record<string, string>;
  quiet?: boolean;
}): Promise<{ origin: string; process: ChildProcess; stop(): Promise<void> }>;
