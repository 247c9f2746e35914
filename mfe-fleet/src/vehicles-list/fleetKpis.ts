import type { AggregateGroup, AggregateParams } from 'shared-contracts/contract';
import { ACTIVE_VEHICLE_STATUSES } from 'shared-contracts/domain';

export interface FleetKpis {
  total: number;
  /** in_use, en_route, in_progress, loading, delivering */
  active: number;
  available: number;
  /** In the workshop or off the road. */
  maintenance: number;
  /** Critical compliance alerts only, over the whole fleet. */
  criticalAlerts: number;
}

/** The one provider query the five figures are read from: vehicles by status, with their critical alerts. */
export const FLEET_FIGURES_QUERY: AggregateParams = { groupBy: 'status', sum: ['critical_alert_count'] };

const ACTIVE = new Set<unknown>(ACTIVE_VEHICLE_STATUSES);
const OFF_THE_ROAD = new Set<unknown>(['maintenance', 'out_of_service']);

/**
 * The five figures above the fleet table, from the vehicles counted by status (FLEET_FIGURES_QUERY).
 *
 * @example fleetKpis([{ key: 'in_use', count: 20, sum: { critical_alert_count: 3 } }, …]) // { total: 29, active: 25, …, criticalAlerts: 5 }
 */
export function fleetKpis(groups: readonly Pick<AggregateGroup, 'key' | 'count' | 'sum'>[]): FleetKpis {
  const kpis: FleetKpis = { total: 0, active: 0, available: 0, maintenance: 0, criticalAlerts: 0 };
  for (const { key, count, sum } of groups) {
    kpis.total += count;
    kpis.criticalAlerts += sum.critical_alert_count ?? 0;
    if (ACTIVE.has(key)) kpis.active += count;
    else if (key === 'available') kpis.available += count;
    else if (OFF_THE_ROAD.has(key)) kpis.maintenance += count;
  }
  return kpis;
}
