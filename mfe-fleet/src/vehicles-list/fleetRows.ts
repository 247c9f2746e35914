import type { Vehicle } from 'shared-contracts/contract';
import type { ComplianceAlert } from '../compliance/complianceAlerts';

/** A row of the fleet table: the vehicle and its compliance alerts, worst first. */
export type FleetRow = Vehicle & { alerts: readonly ComplianceAlert[] };

const SEVERITY_WEIGHT: Record<ComplianceAlert['severity'], number> = { critical: 1000, high: 100, medium: 10, low: 1 };

/**
 * How pressing a vehicle's alerts are, for sorting the Compliance column: any critical alert outweighs
 * any number of high ones, and so on down.
 *
 * @example alertWeight([{ severity: 'critical' }, { severity: 'medium' }]) // 1010
 */
export function alertWeight(alerts: readonly Pick<ComplianceAlert, 'severity'>[]): number {
  let weight = 0;
  for (const alert of alerts) weight += SEVERITY_WEIGHT[alert.severity];
  return weight;
}
