import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import ContactPhoneOutlinedIcon from '@mui/icons-material/ContactPhoneOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { routes } from 'shared-contracts/contract';
import { useShowController } from 'shared-contracts/controllers/show';
import { useCan, useGetOne } from 'shared-contracts/data';
import { formatCurrency, formatDate } from 'shared-contracts/domain';
import type { Driver } from 'shared-contracts/records';
import { Link as RouterLink, StatusChip } from 'shared-contracts/ui';
import { DetailCard, Facts, ShowPage, type ShowWords } from 'shared-contracts/ui/detail';

import { driverStatusBadge, employmentLabel, licenceClassLabel } from '../common/driverLabels';
import { InitialsAvatar } from '../common/InitialsAvatar';
import { driverNotFound } from '../common/notFound';
import { RecentJobsCard } from './RecentJobsCard';

const WORDS: ShowWords<Driver> = {
  title: 'Driver Profile',
  subtitle: (driver) => `${driver.name} · ${driver.id}`,
  edit: { label: 'Edit Driver', to: (driver) => routes.drivers.edit(driver.id) },
  failure: 'This driver could not be loaded',
};

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function CurrentVehicle({ vehicleId }: { vehicleId: string | null }) {
  const vehicle = useGetOne('vehicles', vehicleId);
  if (!vehicleId) return <>None assigned</>;
  return (
    <Link component={RouterLink} to={routes.vehicles.detail(vehicleId)}>
      {vehicle.data?.registration ?? vehicleId}
    </Link>
  );
}

function ProfileCards({ driver }: { driver: Driver }) {
  // A role that may not read jobs (a fleet manager) sees the driver without them.
  const mayReadJobs = useCan('jobs', 'read');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
      <DetailCard title="Contact Information" icon={<ContactPhoneOutlinedIcon />}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <InitialsAvatar name={driver.name} size={48} />
          <div>
            <Typography sx={{ fontWeight: 700 }}>{driver.name}</Typography>
            <StatusChip {...driverStatusBadge(driver)} />
          </div>
        </Box>
        <Facts
          items={[
            { label: 'Email', value: <Link href={`mailto:${driver.email}`}>{driver.email}</Link> },
            { label: 'Phone', value: <Link href={telHref(driver.phone)}>{driver.phone}</Link> },
            { label: 'Location', value: driver.location },
            { label: 'Payroll Number', value: driver.driver_id },
          ]}
        />
      </DetailCard>
      <DetailCard title="License & Employment" icon={<BadgeOutlinedIcon />}>
        <Facts
          items={[
            { label: 'License Number', value: driver.license_number },
            { label: 'License Class', value: licenceClassLabel(driver.license_class) },
            { label: 'License Expiry', value: driver.license_expiry ? formatDate(driver.license_expiry) : 'Not recorded' },
            { label: 'Employment Type', value: employmentLabel(driver.employment_type) },
            { label: 'Hourly Rate', value: formatCurrency(driver.hourly_rate) },
            { label: 'Date Joined', value: formatDate(driver.date_joined) },
          ]}
        />
      </DetailCard>
      <DetailCard title="Work & Performance" icon={<LocalShippingOutlinedIcon />}>
        <Facts
          items={[
            { label: 'Status', value: driverStatusBadge(driver).label },
            { label: 'Active', value: driver.is_active ? 'Yes' : 'No' },
            { label: 'Rating', value: driver.rating > 0 ? `${driver.rating.toFixed(1)} / 5` : 'Not rated yet' },
            { label: 'Jobs Completed', value: driver.jobs_completed },
            { label: 'Current Vehicle', value: <CurrentVehicle vehicleId={driver.current_vehicle} /> },
          ]}
        />
      </DetailCard>
      {mayReadJobs && (
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <RecentJobsCard driverId={driver.id} />
        </Box>
      )}
    </Box>
  );
}

/** /admin/drivers/{driverId}: the driver's profile, their recent jobs and Edit Driver. */
export default function DriverProfilePage() {
  return (
    <ShowPage controller={useShowController('drivers', { history: true })} words={WORDS} notFound={driverNotFound}>
      {(driver) => <ProfileCards driver={driver} />}
    </ShowPage>
  );
}
