import { alpha, type Theme } from '@mui/material/styles';
import { routes, vehicleStatusBadge } from 'shared-contracts/contract';
import { Link as RouterLink, StatusChip } from 'shared-contracts/ui';
import type { GridRenderCellParams, ListColumn } from 'shared-contracts/ui/list';
import { rowAlertTone, shownAlerts } from '../compliance/complianceSummary';
import { fleetListFuelTone, fuelValueText } from '../common/levelTone';
import { LevelBar } from '../common/LevelBar';
import { SeverityTag } from '../common/SeverityTag';
import { alertWeight, type FleetRow } from './fleetRows';

/** Fields the user may sort by: every column but Actions. */
export const SORTABLE_VEHICLE_FIELDS = ['registration', 'status', 'driver_name', 'fuel_level', 'mileage', 'alerts'] as const;

const miles = (value: number) => `${value.toLocaleString('en-GB')} mi`;

/* Plain elements styled once by FLEET_GRID_CELL_STYLES (see the jobs list): a page has 25 rows. */
function TwoLines({ first, second, strong = false }: { first: string; second: string; strong?: boolean }) {
  return (
    <div className="fleet-cell">
      <span className={strong ? 'fleet-cell__first fleet-cell__first--strong' : 'fleet-cell__first'} title={first}>
        {first}
      </span>
      <span className="fleet-cell__second" title={second}>
        {second}
      </span>
    </div>
  );
}

function Fuel({ row }: { row: FleetRow }) {
  const tone = fleetListFuelTone(row.fuel_level);
  return (
    <div className="fleet-fuel">
      <span className={`fleet-fuel__value fleet-fuel__value--${tone}`}>{row.fuel_level}%</span>
      <LevelBar value={row.fuel_level} tone={tone} label={`Fuel level of ${row.registration}`} valueText={fuelValueText(row.fuel_level, tone)} />
    </div>
  );
}

function ComplianceTags({ row }: { row: FleetRow }) {
  if (row.alerts.length === 0) return <span className="fleet-cell__second">No alerts</span>;
  const { shown, more } = shownAlerts(row.alerts);
  return (
    <div className="fleet-alerts">
      {shown.map((alert) => (
        <SeverityTag key={alert.id} severity={alert.severity} label={alert.title} />
      ))}
      {more > 0 && <span className="fleet-alerts__more">+{more} more</span>}
    </div>
  );
}

function RowActions({ params }: { params: GridRenderCellParams<FleetRow> }) {
  const { id, registration } = params.row;
  return (
    <div className="fleet-actions">
      <RouterLink className="fleet-action" to={routes.vehicles.detail(id)} tabIndex={params.tabIndex} aria-label={`View ${registration}`}>
        View
      </RouterLink>
      <RouterLink className="fleet-action" to={routes.vehicles.edit(id)} tabIndex={params.tabIndex} aria-label={`Edit ${registration}`}>
        Edit
      </RouterLink>
    </div>
  );
}

/** The styles of the cells above, and the red and orange row tints, given once to the grid. */
export const FLEET_GRID_CELL_STYLES = {
  '& .fleet-cell': { display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minWidth: 0, lineHeight: 1.35 },
  '& .fleet-cell__first': { fontSize: '0.875rem', fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .fleet-cell__first--strong': { fontWeight: 700 },
  '& .fleet-cell__second': { fontSize: '0.75rem', color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .fleet-centre': { display: 'flex', alignItems: 'center', height: '100%' },
  '& .fleet-fuel': { display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 0.75, height: '100%', width: '100%', lineHeight: 1.35 },
  '& .fleet-fuel__value': { fontSize: '0.8125rem', fontWeight: 700 },
  '& .fleet-fuel__value--red': { color: 'error.main' },
  '& .fleet-fuel__value--orange': { color: 'warning.main' },
  '& .fleet-fuel__value--green': { color: 'success.main' },
  '& .fleet-alerts': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', alignContent: 'center', gap: 0.5, height: '100%', lineHeight: 1.35 },
  '& .fleet-alerts__more': { fontSize: '0.75rem', fontWeight: 600, color: 'text.secondary' },
  '& .fleet-actions': { display: 'flex', alignItems: 'center', gap: 1, height: '100%' },
  '& .fleet-action': {
    display: 'inline-flex',
    alignItems: 'center',
    lineHeight: 1.5,
    px: 1.25,
    py: 0.5,
    borderRadius: 1,
    bgcolor: 'action.hover',
    color: 'primary.main',
    fontSize: '0.8125rem',
    fontWeight: 600,
    textDecoration: 'none',
    '&:hover': { bgcolor: 'action.selected' },
    '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 1 },
  },
  // Light enough that every text colour keeps 7:1 on them.
  '& .fleet-row--critical, & .fleet-row--critical:hover': { bgcolor: (theme: Theme) => alpha(theme.palette.error.main, theme.palette.mode === 'light' ? 0.09 : 0.16) },
  '& .fleet-row--high, & .fleet-row--high:hover': { bgcolor: (theme: Theme) => alpha(theme.palette.warning.main, theme.palette.mode === 'light' ? 0.1 : 0.14) },
} as const;

/** The tint class of a fleet row: red for a critical alert, orange for a high one. */
export function fleetRowClassName({ row }: { row: FleetRow }): string {
  const tone = rowAlertTone(row.alerts);
  return tone ? `fleet-row--${tone}` : '';
}

/** The table's seven columns; each sorts by what it shows first and exports every fact it shows to its own CSV column. */
export function vehicleColumns(): ListColumn<FleetRow>[] {
  return [
    {
      field: 'registration',
      headerName: 'Vehicle',
      minWidth: 150,
      flex: 1.1,
      renderCell: ({ row }) => <TwoLines first={row.registration} second={`${row.make} ${row.model}`} strong />,
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
      valueGetter: (_value, row) => row.driver_name ?? '',
      renderCell: ({ row }) => <TwoLines first={row.driver_name ?? 'Unassigned'} second={row.location} />,
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
      field: 'alerts',
      headerName: 'Compliance',
      minWidth: 190,
      flex: 1.3,
      valueGetter: (_value, row) => alertWeight(row.alerts),
      renderCell: ({ row }) => <ComplianceTags row={row} />,
      // Every alert, not only the two the cell has room for.
      csv: (vehicle) => (vehicle.alerts.length === 0 ? 'No alerts' : vehicle.alerts.map((alert) => alert.title).join('; ')),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      sortable: false,
      disableExport: true,
      minWidth: 130,
      flex: 0.6,
      renderCell: (params) => <RowActions params={params} />,
    },
  ];
}
