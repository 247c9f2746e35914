import { formatDate, routes, type Driver } from 'shared-contracts/contract';
import { StatusChip } from 'shared-contracts/ui';
import { actionsColumn, TwoLineCell, type ListColumn } from 'shared-contracts/ui/list';
import { driverStatusBadge, employmentLabel, licenceClassLabel, maskLicenceNumber } from '../common/driverLabels';
import { VISUALLY_HIDDEN } from '../common/visuallyHidden';

/** Fields the user may sort by: every column but Actions. */
export const SORTABLE_DRIVER_FIELDS = ['name', 'phone', 'license_number', 'employment_type', 'current_status', 'rating', 'jobs_completed'] as const;

/** The masked number is read out as what it shows: the last two characters. */
function MaskedLicence({ number }: { number: string }) {
  return (
    <>
      <span aria-hidden>{maskLicenceNumber(number)}</span>
      <span style={VISUALLY_HIDDEN}>Licence number ending {number.slice(-2)}</span>
    </>
  );
}

const expiry = (driver: Driver) => (driver.license_expiry ? `expires ${formatDate(driver.license_expiry)}` : 'expiry not recorded');
const ratingText = (rating: number) => (rating > 0 ? rating.toFixed(1) : '—');

/** The table's eight columns, each fact to its own CSV column; licence numbers show (and export) only their last two characters. */
export const DRIVER_COLUMNS: ListColumn<Driver>[] = [
  {
    field: 'name',
    headerName: 'Driver',
    minWidth: 190,
    flex: 1.3,
    renderCell: ({ row }) => <TwoLineCell first={row.name} second={row.email} strong />,
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
    renderCell: ({ row }) => <TwoLineCell first={<MaskedLicence number={row.license_number} />} second={`${licenceClassLabel(row.license_class)}, ${expiry(row)}`} />,
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
    valueFormatter: (value: string) => employmentLabel(value),
    csv: (driver) => employmentLabel(driver.employment_type),
  },
  {
    field: 'current_status',
    headerName: 'Status',
    minWidth: 110,
    flex: 0.6,
    renderCell: ({ row }) => (
      <div className="people-badges">
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
  actionsColumn<Driver>(
    [
      { label: 'View', name: (driver) => `View ${driver.name}`, to: (driver) => routes.drivers.detail(driver.id) },
      { label: 'Edit', name: (driver) => `Edit ${driver.name}`, to: (driver) => routes.drivers.edit(driver.id) },
    ],
    { minWidth: 130, flex: 0.6 },
  ),
];
