export function postgresBin(): string | undefined;
export function startPostgres(options?: {
  sharedBuffers?: string;
}): Promise<{ url: string; port: number; psql(statement: string): void; stopServer(): void; startServer(): void; stop(): void }>;
