import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { capacityTone, warehouseStatusBadge, warehouseUtilisation, type Warehouse } from 'shared-contracts/contract';
import type { GridRenderCellParams, ListColumn } from 'shared-contracts/ui/list';
import { LevelBar } from '../common/LevelBar';
import type { LevelTone } from '../common/levelTone';
import { squareMetres, telHref } from './warehouseSummary';
import { WarehouseStatusBadge } from './WarehouseStatusBadge';

/** Fields the user may sort by: every column but Actions. */
export const SORTABLE_WAREHOUSE_FIELDS = ['name', 'type', 'occupied', 'staff_count', 'operating_hours', 'phone'] as const;

const BAR_TONES: Record<ReturnType<typeof capacityTone>, LevelTone> = { error: 'red', warning: 'orange', success: 'green' };

function TwoLines({ first, second, strong = false }: { first: string; second?: string; strong?: boolean }) {
  return (
    <div className="warehouse-cell">
      <span className={strong ? 'warehouse-cell__first warehouse-cell__first--strong' : 'warehouse-cell__first'}>{first}</span>
      {second && <span className="warehouse-cell__second">{second}</span>}
    </div>
  );
}

function CapacityUsage({ row }: { row: Warehouse }) {
  const percent = warehouseUtilisation(row);
  const tone = capacityTone(percent);
  return (
    <div className="warehouse-capacity">
      <span className={`warehouse-capacity__percent warehouse-capacity__percent--${tone}`}>{percent}%</span>
      <span className="warehouse-cell__second">
        {squareMetres(row.occupied)} / {squareMetres(row.capacity)}
      </span>
      <LevelBar value={percent} tone={BAR_TONES[tone]} label={`Capacity used at ${row.name}`} valueText={`${percent}% used`} />
    </div>
  );
}

function RowActions({ params, onView }: { params: GridRenderCellParams<Warehouse>; onView: (warehouse: Warehouse) => void }) {
  const { row } = params;
  const view = `View details of ${row.name}`;
  const call = `Call ${row.name}`;
  return (
    <div className="warehouse-actions">
      <Tooltip title={view}>
        <IconButton aria-label={view} tabIndex={params.tabIndex} onClick={() => onView(row)} size="small">
          <VisibilityOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {row.phone && (
        <Tooltip title={`${call} on ${row.phone}`}>
          <IconButton component="a" href={telHref(row.phone)} aria-label={call} tabIndex={params.tabIndex} size="small">
            <PhoneOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </div>
  );
}

/** The styles of the cells above, given once to the grid. */
export const WAREHOUSE_GRID_CELL_STYLES = {
  '& .warehouse-cell': { display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 0.25, height: '100%', minWidth: 0, lineHeight: 1.35 },
  '& .warehouse-cell__first, & .warehouse-cell__second': { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', whiteSpace: 'normal' },
  '& .warehouse-cell__first': { fontSize: '0.875rem', fontWeight: 500 },
  '& .warehouse-cell__first--strong': { fontWeight: 700 },
  '& .warehouse-cell__second': { fontSize: '0.75rem', color: 'text.secondary' },
  '& .warehouse-type': { display: 'flex', flexDirection: 'column', justifyContent: 'center', alignItems: 'flex-start', gap: 0.5, height: '100%', lineHeight: 1.35 },
  '& .warehouse-capacity': { display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 0.25, height: '100%', width: '100%', lineHeight: 1.35 },
  '& .warehouse-capacity__percent': { fontSize: '0.875rem', fontWeight: 700 },
  '& .warehouse-capacity__percent--error': { color: 'error.main' },
  '& .warehouse-capacity__percent--warning': { color: 'warning.main' },
  '& .warehouse-capacity__percent--success': { color: 'success.main' },
  '& .warehouse-actions': { display: 'flex', alignItems: 'center', gap: 0.5, height: '100%' },
} as const;

const hours = (warehouse: Warehouse) => warehouse.operating_hours || 'Hours not set';

/** The seven columns of "Storage Facilities"; each sorts by what it shows first and exports each fact to its own CSV column. */
export function warehouseColumns(onView: (warehouse: Warehouse) => void): ListColumn<Warehouse>[] {
  return [
    {
      field: 'name',
      headerName: 'Facility Details',
      minWidth: 220,
      flex: 1.6,
      renderCell: ({ row }) => <TwoLines first={row.name} second={row.address} strong />,
      csv: [
        { header: 'Facility', value: (warehouse) => warehouse.name },
        { header: 'Address', value: (warehouse) => warehouse.address },
      ],
    },
    {
      field: 'type',
      headerName: 'Type & Status',
      minWidth: 170,
      flex: 1,
      renderCell: ({ row }) => (
        <div className="warehouse-type">
          <span className="warehouse-cell__first">{row.type}</span>
          <WarehouseStatusBadge status={row.status} />
        </div>
      ),
      csv: [
        { header: 'Type', value: (warehouse) => warehouse.type },
        { header: 'Status', value: (warehouse) => warehouseStatusBadge(warehouse.status).label },
      ],
    },
    {
      field: 'occupied',
      headerName: 'Capacity Usage',
      minWidth: 170,
      flex: 1,
      // Sorted by how full the facility is, not by its area.
      valueGetter: (_value, row) => warehouseUtilisation(row),
      renderCell: ({ row }) => <CapacityUsage row={row} />,
      csv: [
        { header: 'Capacity Used', value: (warehouse) => `${warehouseUtilisation(warehouse)}%` },
        { header: 'Occupied', value: (warehouse) => squareMetres(warehouse.occupied) },
        { header: 'Capacity', value: (warehouse) => squareMetres(warehouse.capacity) },
      ],
    },
    {
      field: 'staff_count',
      headerName: 'Staff & Assets',
      minWidth: 120,
      flex: 0.7,
      renderCell: ({ row }) => <TwoLines first={`${row.staff_count} staff`} second={`${row.vehicles_based} vehicles`} />,
      csv: [
        { header: 'Staff', value: (warehouse) => warehouse.staff_count },
        { header: 'Vehicles', value: (warehouse) => warehouse.vehicles_based },
      ],
    },
    {
      field: 'operating_hours',
      headerName: 'Operations',
      minWidth: 150,
      flex: 0.9,
      renderCell: ({ row }) => <TwoLines first={hours(row)} second={`Manager: ${row.manager}`} />,
      csv: [
        { header: 'Operating Hours', value: hours },
        { header: 'Manager', value: (warehouse) => warehouse.manager },
      ],
    },
    {
      field: 'phone',
      headerName: 'Contact',
      minWidth: 130,
      flex: 0.8,
      renderCell: ({ row }) => <TwoLines first={row.phone || 'No phone'} />,
      csv: [{ header: 'Phone', value: (warehouse) => warehouse.phone || 'No phone' }],
    },
    {
      field: 'actions',
      headerName: 'Actions',
      sortable: false,
      disableExport: true,
      minWidth: 100,
      flex: 0.5,
      renderCell: (params) => <RowActions params={params} onView={onView} />,
    },
  ];
}
