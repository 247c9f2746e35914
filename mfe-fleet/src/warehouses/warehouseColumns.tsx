import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Warehouse } from 'shared-contracts/records';
import { csvHeadersOf, sortFieldsOf, WAREHOUSE_RECORD } from 'shared-contracts/records';
import { cellColumn, type GridRenderCellParams, type ListColumn, STRONG, twoLineColumn } from 'shared-contracts/ui/list';

import { LevelBar } from '../common/LevelBar';
import type { LevelTone } from '../common/levelTone';
import { capacityTone, warehouseStatusBadge, warehouseUtilisation } from './warehouseStatus';
import { WarehouseStatusBadge } from './WarehouseStatusBadge';
import { squareMetres, telHref } from './warehouseSummary';

/**
 * Fields the user may sort by, in the provider: every column but Actions. Capacity Usage sorts by the area occupied.
 * // LEAD: a warehouse read with its `utilisation` (as a vehicle carries `alert_weight`) would let it sort by how full.
 */
export const SORTABLE_WAREHOUSE_FIELDS = sortFieldsOf(WAREHOUSE_RECORD);

/** Each exported field's CSV header, from the warehouse's declaration. */
const CSV = csvHeadersOf(WAREHOUSE_RECORD);

const BAR_TONES: Record<ReturnType<typeof capacityTone>, LevelTone> = { error: 'red', warning: 'orange', success: 'green' };

function CapacityUsage({ row }: { row: Warehouse }) {
  const percent = warehouseUtilisation(row);
  const tone = capacityTone(percent);
  return (
    <div className="warehouse-capacity">
      <span className={`warehouse-capacity__percent warehouse-capacity__percent--${tone}`}>{percent}%</span>
      <span className="list-cell__second">
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

/** The styles of the facilities' own cells (type and status, capacity, icon actions), beside the list's shared ones. */
export const WAREHOUSE_GRID_CELL_STYLES = {
  '& .warehouse-type': {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    alignItems: 'flex-start',
    gap: 0.5,
    height: '100%',
    py: 1,
    lineHeight: 1.35,
  },
  '& .warehouse-capacity': {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: 0.25,
    height: '100%',
    width: '100%',
    py: 1,
    lineHeight: 1.35,
  },
  '& .warehouse-capacity__percent': { fontSize: '0.875rem', fontWeight: 700 },
  '& .warehouse-capacity__percent--error': { color: 'error.main' },
  '& .warehouse-capacity__percent--warning': { color: 'warning.main' },
  '& .warehouse-capacity__percent--success': { color: 'success.main' },
  '& .warehouse-actions': { display: 'flex', alignItems: 'center', gap: 0.5, height: '100%' },
} as const;

const hours = (warehouse: Warehouse) => warehouse.operating_hours || 'Hours not set';

function TypeAndStatus({ row }: { row: Warehouse }) {
  return (
    <div className="warehouse-type">
      <span className="list-cell__first">{row.type}</span>
      <WarehouseStatusBadge status={row.status} />
    </div>
  );
}

/** The seven columns of "Storage Facilities"; each sorts by what it shows first and exports each fact to its own CSV column. */
export function warehouseColumns(onView: (warehouse: Warehouse) => void): ListColumn<Warehouse>[] {
  return [
    twoLineColumn(
      'name',
      'Facility Details',
      { minWidth: 220, flex: 1.6 },
      { header: CSV.name, value: (warehouse) => warehouse.name },
      { header: CSV.address, value: (warehouse) => warehouse.address },
      STRONG,
    ),
    cellColumn('type', 'Type & Status', { minWidth: 170, flex: 1 }, (warehouse) => <TypeAndStatus row={warehouse} />, [
      { header: CSV.type, value: (warehouse) => warehouse.type },
      { header: CSV.status, value: (warehouse) => warehouseStatusBadge(warehouse.status).label },
    ]),
    cellColumn('occupied', 'Capacity Usage', { minWidth: 170, flex: 1 }, (warehouse) => <CapacityUsage row={warehouse} />, [
      { header: 'Capacity Used', value: (warehouse) => `${warehouseUtilisation(warehouse)}%` },
      { header: CSV.occupied, value: (warehouse) => squareMetres(warehouse.occupied) },
      { header: CSV.capacity, value: (warehouse) => squareMetres(warehouse.capacity) },
    ]),
    twoLineColumn(
      'staff_count',
      'Staff & Assets',
      { minWidth: 120, flex: 0.7 },
      { header: CSV.staff_count, value: (warehouse) => warehouse.staff_count, shown: (warehouse) => `${warehouse.staff_count} staff` },
      {
        header: CSV.vehicles_based,
        value: (warehouse) => warehouse.vehicles_based,
        shown: (warehouse) => `${warehouse.vehicles_based} vehicles`,
      },
    ),
    twoLineColumn(
      'operating_hours',
      'Operations',
      { minWidth: 150, flex: 0.9 },
      { header: CSV.operating_hours, value: hours },
      { header: CSV.manager, value: (warehouse) => warehouse.manager, shown: (warehouse) => `Manager: ${warehouse.manager}` },
    ),
    twoLineColumn(
      'phone',
      'Contact',
      { minWidth: 130, flex: 0.8 },
      { header: CSV.phone, value: (warehouse) => warehouse.phone || 'No phone' },
    ),
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
