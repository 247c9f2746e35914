export function portalBuilt(): boolean;
export function measureJobsKeystrokes(options: {
  api: string;
  login: { email: string; password: string };
  words: string[];
  rounds: number;
}): Promise<void>;
