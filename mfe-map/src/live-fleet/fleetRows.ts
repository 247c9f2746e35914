import { CITY_NAMES } from '../simulation/cities';
import { type FleetSimulation, STATUS_NAMES } from '../simulation/fleetState';
import type { MapVehicleStatus } from '../simulation/mapEntities';
import { vehicleStatusLabel } from './VehicleStatusChip';

/** A vehicle as the side lists show it. */
export interface FleetRow {
  id: string;
  reg: string;
  driver: string;
  city: string;
  status: MapVehicleStatus;
  /** The badge's text, which the list sorts and searches by. */
  statusLabel: string;
  speedKph: number;
}

/**
 * One row per vehicle, in fleet order, read from the simulation's arrays. A row of `previous` whose vehicle shows
 * the same is reused, so at 10,000 vehicles a tick makes new rows only for the vehicles that changed.
 *
 * @example fleetRows(sim)[0] // { id: 'VEH-001', reg: 'ZVX-101', driver: 'Sarah Mitchell', city: 'London', status: 'moving', statusLabel: 'Moving', speedKph: 37.4 }
 */
function fleetRows(sim: FleetSimulation, previous: readonly FleetRow[] = []): FleetRow[] {
  const rows: FleetRow[] = new Array(sim.count);
  for (let i = 0; i < sim.count; i++) {
    const { id, reg, driver } = sim.identities[i];
    const status = STATUS_NAMES[sim.frame.statuses[i]];
    const city = CITY_NAMES[sim.cities[i]];
    const speedKph = sim.speeds[i];
    const before = previous[i];
    rows[i] =
      before && before.id === id && before.status === status && before.city === city && before.speedKph === speedKph
        ? before
        : { id, reg, driver, city, status, statusLabel: vehicleStatusLabel(status), speedKph };
  }
  return rows;
}

/**
 * A function that gives `fleetRows` of a simulation, reusing its previous rows (one per list).
 *
 * @example const rowsOf = useMemo(fleetRowsReader, [controller]); const rows = useMemo(() => rowsOf(snapshot.simulation), [rowsOf, snapshot]);
 */
export function fleetRowsReader(): (sim: FleetSimulation) => FleetRow[] {
  let previous: FleetRow[] = [];
  return (sim) => (previous = fleetRows(sim, previous));
}

/**
 * The rows whose registration, driver, city or status holds the search, any case.
 *
 * @example searchFleetRows(rows, 'leeds') // the vehicles in Leeds
 */
export function searchFleetRows(rows: readonly FleetRow[], search: string): readonly FleetRow[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) => [row.reg, row.driver, row.city, row.statusLabel].some((text) => text.toLowerCase().includes(needle)));
}
