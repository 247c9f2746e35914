import type { ReactNode } from 'react';
import { formatDate, routes, type Driver } from 'shared-contracts/contract';
import { Link as RouterLink, StatusChip } from 'shared-contracts/ui';
import type { GridRenderCellParams, ListColumn } from 'shared-contracts/ui/list';
import { driverStatusBadge, employmentLabel, licenceClassLabel, maskLicenceNumber } from '../common/driverLabels';

/** Fields the user may sort by: every column but Actions. */
export const SORTABLE_DRIVER_FIELDS = ['name', 'phone', 'license_number', 'employment_type', 'current_status', 'rating', 'jobs_completed'] as const;

/*
 * Cells are plain elements styled once by DRIVER_GRID_CELL_STYLES (not MUI components with sx), so a
 * search keystroke re-renders a page of rows cheaply.
 */
function TwoLines({ first, second }: { first: ReactNode; second: string }) {
  return (
    <div className="people-cell">
      <span className="people-cell__first">{first}</span>
      <span className="people-cell__second" title={second}>
        {second}
      </span>
    </div>
  );
}

/** The masked number is read out as what it shows: the last two characters. */
function MaskedLicence({ number }: { number: string }) {
  return (
    <>
      <span aria-hidden>{maskLicenceNumber(number)}</span>
      <span className="people-visually-hidden">Licence number ending {number.slice(-2)}</span>
    </>
  );
}

function RowActions({ params }: { params: GridRenderCellParams<Driver> }) {
  const { id, name } = params.row;
  return (
    <div className="people-actions">
      <RouterLink className="people-action" to={routes.drivers.detail(id)} tabIndex={params.tabIndex} aria-label={`View ${name}`}>
        View
      </RouterLink>
      <RouterLink className="people-action" to={routes.drivers.edit(id)} tabIndex={params.tabIndex} aria-label={`Edit ${name}`}>
        Edit
      </RouterLink>
    </div>
  );
}

const expiry = (driver: Driver) => (driver.license_expiry ? `expires ${formatDate(driver.license_expiry)}` : 'expiry not recorded');
const ratingText = (rating: number) => (rating > 0 ? rating.toFixed(1) : '—');

/** The table's eight columns, each fact to its own CSV column; licence numbers show (and export) only their last two characters. */
export function driverColumns(): ListColumn<Driver>[] {
  return [
    {
      field: 'name',
      headerName: 'Driver',
      minWidth: 190,
      flex: 1.3,
      renderCell: ({ row }) => <TwoLines first={row.name} second={row.email} />,
      csv: [
        { header: 'Name', value: (driver) => driver.name },
        { header: 'Email', value: (driver) => driver.email },
      ],
    },
    { field: 'phone', headerName: 'Phone', minWidth: 130, flex: 0.8, csv: (driver) => driver.phone },
    {
      field: 'license_number',
      headerName: 'License',
      minWidth: 170,
      flex: 1,
      valueGetter: (_value, row) => maskLicenceNumber(row.license_number),
      renderCell: ({ row }) => (
        <TwoLines first={<MaskedLicence number={row.license_number} />} second={`${licenceClassLabel(row.license_class)}, ${expiry(row)}`} />
      ),
      csv: [
        { header: 'License Number', value: (driver) => maskLicenceNumber(driver.license_number) },
        { header: 'License Class', value: (driver) => licenceClassLabel(driver.license_class) },
        { header: 'License Expiry', value: (driver) => (driver.license_expiry ? formatDate(driver.license_expiry) : 'Not recorded') },
      ],
    },
    {
      field: 'employment_type',
      headerName: 'Employment',
      minWidth: 120,
      flex: 0.7,
      valueGetter: (_value, row) => employmentLabel(row.employment_type),
      csv: (driver) => employmentLabel(driver.employment_type),
    },
    {
      field: 'current_status',
      headerName: 'Status',
      minWidth: 110,
      flex: 0.6,
      valueGetter: (_value, row) => driverStatusBadge(row).label,
      renderCell: ({ row }) => (
        <div className="people-status">
          <StatusChip {...driverStatusBadge(row)} />
        </div>
      ),
      csv: (driver) => driverStatusBadge(driver).label,
    },
    {
      field: 'rating',
      headerName: 'Rating',
      type: 'number',
      minWidth: 90,
      flex: 0.4,
      valueFormatter: ratingText,
      csv: (driver) => ratingText(driver.rating),
    },
    { field: 'jobs_completed', headerName: 'Jobs', type: 'number', minWidth: 80, flex: 0.4, csv: (driver) => driver.jobs_completed },
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
