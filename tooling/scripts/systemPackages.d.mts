export function ensurePostgres(): void;
export function ensureChromium(): void;
export function ensureE2ePackages(): void;
