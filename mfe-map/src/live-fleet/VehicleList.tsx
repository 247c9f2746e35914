import type { Theme } from '@mui/material/styles';
import { useCallback, useMemo } from 'react';
import { formatCount } from 'shared-contracts/domain';
import {
  type GridRenderCellParams,
  type ListColumn,
  type ListStateOptions,
  SearchableDataGrid,
  useListUrlState,
} from 'shared-contracts/ui/list';

import { type FleetRow, searchFleetRows } from './fleetRows';
import { formatSpeed, type SpeedUnit } from './formatSpeed';
import { VehicleStatusChip } from './VehicleStatusChip';

// One page size, the grid's largest: a side panel has no room for the chooser, and the rows scroll.
const PAGE_SIZES = [100] as const;
/** Tall enough for about six rows; the grid renders only the rows in view. */
const LIST_HEIGHT = 460;

const listOptions = (paramPrefix: string): ListStateOptions => ({
  sortableFields: ['reg', 'statusLabel', 'speedKph'],
  pageSizeOptions: PAGE_SIZES,
  defaultPageSize: 100,
  paramPrefix,
});
const OPTIONS = { fleet: listOptions('fleet'), vehicles: listOptions('vehicles') } as const;

const noMatch = (search: string) => `No vehicles match "${search}"`;

function VehicleCell({
  params,
  selectedId,
  onSelect,
}: {
  params: GridRenderCellParams<FleetRow>;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { id, reg, driver, city } = params.row;
  return (
    <button
      type="button"
      className="vehicle-select"
      tabIndex={params.tabIndex}
      aria-pressed={id === selectedId}
      onClick={() => onSelect(id)}
    >
      <span className="vehicle-select__reg">{reg}</span>
      <span className="vehicle-select__detail">
        {driver} · {city}
      </span>
    </button>
  );
}

// The button covers its whole cell, the row's 1 px top border included: the cell (the grid's tab stop) then keeps
// no sliver of its own too small to aim at (axe's target-size).
const GRID_SX = {
  // A bar, not a background: a tinted row would take the text below 7:1 contrast.
  '& .vehicle-row--selected': { boxShadow: (theme: Theme) => `inset 4px 0 0 ${theme.palette.primary.main}` },
  '& .vehicle-cell': { position: 'relative', p: 0 },
  '& .vehicle-select': {
    position: 'absolute',
    inset: '-1px 0 0 0',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    alignItems: 'flex-start',
    px: '10px',
    py: 0,
    border: 0,
    bgcolor: 'transparent',
    color: 'text.primary',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    lineHeight: 1.35,
  },
  '& .vehicle-select:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', borderRadius: 0.5 },
  '& .vehicle-select__reg': { fontWeight: 700, color: 'primary.main', textDecoration: 'underline' },
  '& .vehicle-select__detail': { fontSize: '0.75rem', color: 'text.secondary' },
} as const;

interface VehicleListProps {
  title: string;
  /** Which URL parameters keep its search, sort and page (`fleet.q`…, `vehicles.q`…). */
  urlKey: keyof typeof OPTIONS;
  rows: readonly FleetRow[];
  speedUnit: SpeedUnit;
  selectedId: string | null;
  onSelect: (vehicleId: string) => void;
}

/**
 * The live vehicles: registration (a button that selects the vehicle), driver, city, status badge and speed, on the
 * shared list (search, sort, pages, CSV, state in the URL), rendering only the rows in view.
 */
export function VehicleList({ title, urlKey, rows, speedUnit, selectedId, onSelect }: VehicleListProps) {
  const list = useListUrlState(OPTIONS[urlKey]);
  const shown = useMemo(() => searchFleetRows(rows, list.search), [rows, list.search]);
  const columns = useMemo<ListColumn<FleetRow>[]>(
    () => [
      {
        field: 'reg',
        headerName: 'Vehicle',
        flex: 1,
        minWidth: 150,
        cellClassName: 'vehicle-cell',
        renderCell: (params) => <VehicleCell params={params} selectedId={selectedId} onSelect={onSelect} />,
        csv: [
          { header: 'Registration', value: (row) => row.reg },
          { header: 'Driver', value: (row) => row.driver },
          { header: 'City', value: (row) => row.city },
        ],
      },
      {
        field: 'statusLabel',
        headerName: 'Status',
        width: 100,
        renderCell: (params) => <VehicleStatusChip status={params.row.status} />,
        csv: (row) => row.statusLabel,
      },
      {
        field: 'speedKph',
        headerName: 'Speed',
        type: 'number',
        width: 90,
        valueFormatter: (value: number) => formatSpeed(value, speedUnit),
        csv: (row) => formatSpeed(row.speedKph, speedUnit),
      },
    ],
    [selectedId, onSelect, speedUnit],
  );
  const rowClassName = useCallback(({ id }: { id: string | number }) => (id === selectedId ? 'vehicle-row--selected' : ''), [selectedId]);
  return (
    <SearchableDataGrid
      list={list}
      rows={shown}
      columns={columns}
      title={`${title} (${formatCount(shown.length)})`}
      searchPlaceholder="Search vehicles..."
      searchLabel="Search vehicles by registration, driver, city or status"
      csvFileName={urlKey}
      pageSizeOptions={PAGE_SIZES}
      emptyMessage="No vehicles in the fleet."
      noMatchMessage={noMatch}
      rowHeight={60}
      getRowClassName={rowClassName}
      height={LIST_HEIGHT}
      sx={GRID_SX}
    />
  );
}
