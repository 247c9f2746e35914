const JOB_ID = /^JOB-(\d{4})-(\d{4,})$/;

/**
 * JOB-yyyy-nnnn (the number grows past 4 digits when needed).
 *
 * @example formatJobId(2025, 42) // 'JOB-2025-0042'
 */
export function formatJobId(year: number, sequence: number): string {
  return `JOB-${year}-${String(sequence).padStart(4, '0')}`;
}

export function parseJobId(id: string): { year: number; sequence: number } | undefined {
  const match = JOB_ID.exec(id);
  return match ? { year: Number(match[1]), sequence: Number(match[2]) } : undefined;
}

/**
 * PREFIX-nnn, for drivers (DRV), vehicles (VEH), clients (CLI) and warehouses (WH).
 *
 * @example formatSequentialId('DRV', 7) // 'DRV-007'
 */
export function formatSequentialId(prefix: string, sequence: number): string {
  return `${prefix}-${String(sequence).padStart(3, '0')}`;
}
