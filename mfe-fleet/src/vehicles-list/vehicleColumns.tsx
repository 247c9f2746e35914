import { alpha, type Theme } from '@mui/material/styles';
import { routes, type VehicleRecord } from 'shared-contracts/contract';
import { csvHeadersOf, sortFieldsOf, VEHICLE_RECORD } from 'shared-contracts/records';
import { cellColumn, chipColumn, type ListColumn, numberColumn, twoLineColumn, viewEditColumn } from 'shared-contracts/ui/list';

import { LevelBar } from '../common/LevelBar';
import { fleetListFuelTone, fuelValueText } from '../common/levelTone';
import { SeverityTag } from '../common/SeverityTag';
import { vehicleStatusBadge } from '../common/vehicleStatusBadge';
import { rowAlertTone, shownAlerts } from '../compliance/complianceSummary';

/** Fields the user may sort by, in the provider: every column but Actions; Compliance by how pressing its alerts are (the vehicle's declaration marks them). */
export const SORTABLE_VEHICLE_FIELDS = sortFieldsOf(VEHICLE_RECORD);

/** Each exported field's CSV header, from the vehicle's declaration. */
const CSV = csvHeadersOf(VEHICLE_RECORD);

const miles = (value: number) => `${value.toLocaleString('en-GB')} mi`;

function Fuel({ row }: { row: VehicleRecord }) {
  const tone = fleetListFuelTone(row.fuel_level);
  return (
    <div className="fleet-fuel">
      <span className={`fleet-fuel__value fleet-fuel__value--${tone}`}>{row.fuel_level}%</span>
      <LevelBar
        value={row.fuel_level}
        tone={tone}
        label={`Fuel level of ${row.registration}`}
        valueText={fuelValueText(row.fuel_level, tone)}
      />
    </div>
  );
}

function ComplianceTags({ row }: { row: VehicleRecord }) {
  if (row.compliance_alerts.length === 0) return <span className="list-cell__second">No alerts</span>;
  const { shown, more } = shownAlerts(row.compliance_alerts);
  return (
    <div className="fleet-alerts">
      {shown.map((alert) => (
        <SeverityTag key={alert.id} severity={alert.severity} label={alert.title} />
      ))}
      {more > 0 && <span className="fleet-alerts__more">+{more} more</span>}
    </div>
  );
}

/** The styles of the fleet's own cells (fuel, alerts) and the red and orange row tints, beside the list's shared cells. */
export const FLEET_GRID_CELL_STYLES = {
  '& .fleet-fuel': {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: 0.75,
    height: '100%',
    width: '100%',
    lineHeight: 1.35,
  },
  '& .fleet-fuel__value': { fontSize: '0.8125rem', fontWeight: 700 },
  '& .fleet-fuel__value--red': { color: 'error.main' },
  '& .fleet-fuel__value--orange': { color: 'warning.main' },
  '& .fleet-fuel__value--green': { color: 'success.main' },
  '& .fleet-alerts': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    alignContent: 'center',
    gap: 0.5,
    height: '100%',
    lineHeight: 1.35,
  },
  '& .fleet-alerts__more': { fontSize: '0.75rem', fontWeight: 600, color: 'text.secondary' },
  // Light enough that every text colour keeps 7:1 on them.
  '& .fleet-row--critical, & .fleet-row--critical:hover': {
    bgcolor: (theme: Theme) => alpha(theme.palette.error.main, theme.palette.mode === 'light' ? 0.09 : 0.16),
  },
  '& .fleet-row--high, & .fleet-row--high:hover': {
    bgcolor: (theme: Theme) => alpha(theme.palette.warning.main, theme.palette.mode === 'light' ? 0.1 : 0.14),
  },
} as const;

/** The tint class of a fleet row: red for a critical alert, orange for a high one. */
export function fleetRowClassName({ row }: { row: VehicleRecord }): string {
  const tone = rowAlertTone(row.compliance_alerts);
  return tone ? `fleet-row--${tone}` : '';
}

/** Every alert, not only the two the cell has room for. */
const allAlerts = (vehicle: VehicleRecord) =>
  vehicle.compliance_alerts.length === 0 ? 'No alerts' : vehicle.compliance_alerts.map((alert) => alert.title).join('; ');

/** The table's seven columns; each sorts by what it shows first and exports every fact it shows to its own CSV column. */
export function vehicleColumns({ mayEdit = true }: { mayEdit?: boolean } = {}): ListColumn<VehicleRecord>[] {
  return [
    twoLineColumn(
      'registration',
      'Vehicle',
      { minWidth: 150, flex: 1.1 },
      { header: CSV.registration, value: (vehicle) => vehicle.registration },
      { header: CSV.make, value: (vehicle) => vehicle.make, shown: (vehicle) => `${vehicle.make} ${vehicle.model}` },
      { strong: true, more: [{ header: CSV.model, value: (vehicle) => vehicle.model }] },
    ),
    chipColumn('status', 'Status', { minWidth: 136, flex: 0.6 }, (vehicle) => vehicleStatusBadge(vehicle.status)),
    twoLineColumn(
      'driver_name',
      'Driver & Location',
      { minWidth: 160, flex: 1.1 },
      { header: CSV.driver_name, value: (vehicle) => vehicle.driver_name ?? 'Unassigned' },
      { header: CSV.location, value: (vehicle) => vehicle.location },
    ),
    {
      ...cellColumn<VehicleRecord>(
        'fuel_level',
        'Fuel',
        { minWidth: 96, flex: 0.5 },
        (vehicle) => <Fuel row={vehicle} />,
        (vehicle) => `${vehicle.fuel_level}%`,
      ),
      type: 'number',
      headerAlign: 'left',
      align: 'left',
    },
    numberColumn('mileage', 'Mileage', { minWidth: 104, flex: 0.5 }, (vehicle) => miles(vehicle.mileage)),
    cellColumn('alert_weight', 'Compliance', { minWidth: 190, flex: 1.3 }, (vehicle) => <ComplianceTags row={vehicle} />, allAlerts),
    viewEditColumn((vehicle) => vehicle.registration, routes.vehicles, { minWidth: 130, flex: 0.6 }, { edit: mayEdit }),
  ];
}
