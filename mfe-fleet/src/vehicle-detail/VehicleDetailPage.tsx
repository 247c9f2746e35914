import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { routes, type VehicleRecord } from 'shared-contracts/contract';
import { useGetList, useGetOne } from 'shared-contracts/data';
import { ErrorView, Link as RouterLink, LoadingView, NotFoundView, PageHeader, useParams } from 'shared-contracts/ui';

import { VEHICLE_NOT_FOUND } from '../common/vehicleNotFound';
import { ComplianceAlertsCard } from './ComplianceAlertsCard';
import { RecentJobsCard } from './RecentJobsCard';
import { VehicleFigures } from './VehicleFigures';
import { MaintenanceCard, OperationalCard, SpecificationsCard } from './VehicleInfoCards';
import { REPORT_JOBS } from './vehicleReport';
import { VehicleReportButton } from './VehicleReportButton';

function VehicleCards({ vehicle }: { vehicle: VehicleRecord }) {
  // The latest jobs the report lists (the card shows the first few of them), and how many there are in all.
  // Never another vehicle's jobs while this one's load.
  const jobs = useGetList(
    'jobs',
    { filter: { vehicle_id: vehicle.id }, sort: 'pickup_date', order: 'desc', perPage: REPORT_JOBS },
    { keepPrevious: false },
  );
  const totalJobs = jobs.data?.total;

  return (
    <>
      <PageHeader
        title={vehicle.registration}
        subtitle={`${vehicle.make} ${vehicle.model} (${vehicle.year}) · ${vehicle.id}`}
        back={{ label: 'Back to Fleet', to: routes.vehicles.list }}
        actions={
          <>
            <Button component={RouterLink} to={routes.vehicles.edit(vehicle.id)} variant="contained" startIcon={<EditOutlinedIcon />}>
              Edit Vehicle
            </Button>
            <VehicleReportButton vehicle={vehicle} jobs={jobs.data} />
          </>
        }
      />
      <VehicleFigures vehicle={vehicle} totalJobs={totalJobs} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <SpecificationsCard vehicle={vehicle} />
        <OperationalCard vehicle={vehicle} totalJobs={totalJobs} />
        <MaintenanceCard vehicle={vehicle} />
        <ComplianceAlertsCard alerts={vehicle.compliance_alerts} />
        <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
          <RecentJobsCard vehicle={vehicle} jobs={jobs} />
        </Box>
      </Box>
    </>
  );
}

/** /admin/vehicles/{vehicleId}: the vehicle's figures, details, compliance alerts (as the provider judges them today) and recent jobs. */
export default function VehicleDetailPage() {
  const { vehicleId = '' } = useParams();
  const vehicle = useGetOne('vehicles', vehicleId);

  if (vehicle.status === 'not-found') return <NotFoundView {...VEHICLE_NOT_FOUND} />;
  if (vehicle.data) return <VehicleCards vehicle={vehicle.data} />;
  return (
    <Box>
      <PageHeader title="Vehicle Details" back={{ label: 'Back to Fleet', to: routes.vehicles.list }} />
      {vehicle.status === 'error' ? (
        <ErrorView title="This vehicle could not be loaded" message="Please try again." onRetry={vehicle.retry} />
      ) : (
        <LoadingView label="Loading..." />
      )}
    </Box>
  );
}
