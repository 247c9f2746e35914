import { routes } from 'shared-contracts/contract';
import { formatDate } from 'shared-contracts/domain';
import type { Driver } from 'shared-contracts/records';
import { csvHeadersOf, DRIVER_RECORD, sortFieldsOf } from 'shared-contracts/records';
import { chipColumn, type ListColumn, numberColumn, STRONG, textColumn, twoLineColumn, viewEditColumn } from 'shared-contracts/ui/list';

import { driverStatusBadge, employmentLabel, licenceClassLabel, maskLicenceNumber } from '../common/driverLabels';
import { VISUALLY_HIDDEN } from '../common/visuallyHidden';

/** Fields the user may sort by: every column but Actions (the driver's declaration marks them). */
export const SORTABLE_DRIVER_FIELDS = sortFieldsOf(DRIVER_RECORD);

/** Each exported field's CSV header, from the driver's declaration. */
const CSV = csvHeadersOf(DRIVER_RECORD);

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

/** The table's eight columns (Edit among the actions for a role that may change drivers), each fact to its own CSV column; licence numbers show (and export) only their last two characters. */
export const driverColumns = ({ mayEdit = true }: { mayEdit?: boolean } = {}): ListColumn<Driver>[] => [
  twoLineColumn(
    'name',
    'Driver',
    { minWidth: 190, flex: 1.3 },
    { header: CSV.name, value: (driver) => driver.name },
    { header: CSV.email, value: (driver) => driver.email },
    STRONG,
  ),
  textColumn('phone', 'Phone', { minWidth: 130, flex: 0.8 }, (driver) => driver.phone),
  twoLineColumn(
    'license_number',
    'License',
    { minWidth: 170, flex: 1 },
    {
      header: CSV.license_number,
      value: (driver) => maskLicenceNumber(driver.license_number),
      shown: (driver) => <MaskedLicence number={driver.license_number} />,
    },
    {
      header: CSV.license_class,
      value: (driver) => licenceClassLabel(driver.license_class),
      shown: (driver) => `${licenceClassLabel(driver.license_class)}, ${expiry(driver)}`,
    },
    {
      more: [
        { header: CSV.license_expiry, value: (driver) => (driver.license_expiry ? formatDate(driver.license_expiry) : 'Not recorded') },
      ],
    },
  ),
  textColumn('employment_type', 'Employment', { minWidth: 120, flex: 0.7 }, (driver) => employmentLabel(driver.employment_type)),
  chipColumn('current_status', 'Status', { minWidth: 110, flex: 0.6 }, (driver) => driverStatusBadge(driver)),
  numberColumn('rating', 'Rating', { minWidth: 90, flex: 0.4 }, (driver) => ratingText(driver.rating)),
  numberColumn('jobs_completed', 'Jobs', { minWidth: 80, flex: 0.4 }),
  viewEditColumn((driver) => driver.name, routes.drivers, { minWidth: 130, flex: 0.6 }, { edit: mayEdit }),
];
