import { alpha, type Theme } from '@mui/material/styles';
import { routes, vehicleStatusBadge, type VehicleRecord } from 'shared-contracts/contract';
import { StatusChip } from 'shared-contracts/ui';
import { actionsColumn, TwoLineCell, type ListColumn } from 'shared-contracts/ui/list';
import { rowAlertTone, shownAlerts } from '../compliance/complianceSummary';
import { fleetListFuelTone, fuelValueText } from '../common/levelTone';
import { LevelBar } from '../common/LevelBar';
import { SeverityTag } from '../common/SeverityTag';

/** Fields the user may sort by, in the provider: every column but Actions; Compliance by how pressing its alerts are. */
export const SORTABLE_VEHICLE_FIELDS = ['registration', 'status', 'driver_name', 'fuel_level', 'mileage', 'alert_weight'] as const;

const miles = (value: number) => `${value.toLocaleString('en-GB')} mi`;

function Fuel({ row }: { row: VehicleRecord }) {
  const tone = fleetListFuelTone(row.fuel_level);
  return (
    <div className="fleet-fuel">
      <span className={`fleet-fuel__value fleet-fuel__value--${tone}`}>{row.fuel_level}%</span>
      <LevelBar value={row.fuel_level} tone={tone} label={`Fuel level of ${row.registration}`} valueText={fuelValueText(row.fuel_level, tone)} />
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
  '& .fleet-centre': { display: 'flex', alignItems: 'center', height: '100%' },
  '& .fleet-fuel': { display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 0.75, height: '100%', width: '100%', lineHeight: 1.35 },
  '& .fleet-fuel__value': { fontSize: '0.8125rem', fontWeight: 700 },
  '& .fleet-fuel__value--red': { color: 'error.main' },
  '& .fleet-fuel__value--orange': { color: 'warning.main' },
  '& .fleet-fuel__value--green': { color: 'success.main' },
  '& .fleet-alerts': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', alignContent: 'center', gap: 0.5, height: '100%', lineHeight: 1.35 },
  '& .fleet-alerts__more': { fontSize: '0.75rem', fontWeight: 600, color: 'text.secondary' },
  // Light enough that every text colour keeps 7:1 on them.
  '& .fleet-row--critical, & .fleet-row--critical:hover': { bgcolor: (theme: Theme) => alpha(theme.palette.error.main, theme.palette.mode === 'light' ? 0.09 : 0.16) },
  '& .fleet-row--high, & .fleet-row--high:hover': { bgcolor: (theme: Theme) => alpha(theme.palette.warning.main, theme.palette.mode === 'light' ? 0.1 : 0.14) },
} as const;

/** The tint class of a fleet row: red for a critical alert, orange for a high one. */
export function fleetRowClassName({ row }: { row: VehicleRecord }): string {
  const tone = rowAlertTone(row.compliance_alerts);
  return tone ? `fleet-row--${tone}` : '';
}

/** The table's seven columns; each sorts by what it shows first and exports every fact it shows to its own CSV column. */
export function vehicleColumns(): ListColumn<VehicleRecord>[] {
  return [
    {
      field: 'registration',
      headerName: 'Vehicle',
      minWidth: 150,
      flex: 1.1,
      renderCell: ({ row }) => <TwoLineCell first={row.registration} second={`${row.make} ${row.model}`} strong />,
      csv: [
        { header: 'Registration', value: (vehicle) => vehicle.registration },
        { header: 'Make', value: (vehicle) => vehicle.make },
        { header: 'Model', value: (vehicle) => vehicle.model },
      ],
    },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 136,
      flex: 0.6,
      valueFormatter: (value: string) => vehicleStatusBadge(value).label,
      renderCell: ({ row }) => (
        <div className="fleet-centre">
          <StatusChip {...vehicleStatusBadge(row.status)} />
        </div>
      ),
      csv: (vehicle) => vehicleStatusBadge(vehicle.status).label,
    },
    {
      field: 'driver_name',
      headerName: 'Driver & Location',
      minWidth: 160,
      flex: 1.1,
      renderCell: ({ row }) => <TwoLineCell first={row.driver_name ?? 'Unassigned'} second={row.location} />,
      csv: [
        { header: 'Driver', value: (vehicle) => vehicle.driver_name ?? 'Unassigned' },
        { header: 'Location', value: (vehicle) => vehicle.location },
      ],
    },
    {
      field: 'fuel_level',
      headerName: 'Fuel',
      type: 'number',
      headerAlign: 'left',
      align: 'left',
      minWidth: 96,
      flex: 0.5,
      valueFormatter: (value: number) => `${value}%`,
      renderCell: ({ row }) => <Fuel row={row} />,
      csv: (vehicle) => `${vehicle.fuel_level}%`,
    },
    {
      field: 'mileage',
      headerName: 'Mileage',
      type: 'number',
      minWidth: 104,
      flex: 0.5,
      valueFormatter: (value: number) => miles(value),
      csv: (vehicle) => miles(vehicle.mileage),
    },
    {
      field: 'alert_weight',
      headerName: 'Compliance',
      minWidth: 190,
      flex: 1.3,
      renderCell: ({ row }) => <ComplianceTags row={row} />,
      // Every alert, not only the two the cell has room for.
      csv: (vehicle) => (vehicle.compliance_alerts.length === 0 ? 'No alerts' : vehicle.compliance_alerts.map((alert) => alert.title).join('; ')),
    },
    actionsColumn<VehicleRecord>(
      [
        { label: 'View', name: (vehicle) => `View ${vehicle.registration}`, to: (vehicle) => routes.vehicles.detail(vehicle.id) },
        { label: 'Edit', name: (vehicle) => `Edit ${vehicle.registration}`, to: (vehicle) => routes.vehicles.edit(vehicle.id) },
      ],
      { minWidth: 130, flex: 0.6 },
    ),
  ];
}
