export function controlTokenFile(controlPort: number): string;
