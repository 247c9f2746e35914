import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { routes, type Vehicle } from 'shared-contracts/contract';
import { jobsForVehicle, useDataStore, useList, useRecord } from 'shared-contracts/data';
import { ErrorView, Link as RouterLink, LoadingView, NotFoundView, PageHeader, useParams } from 'shared-contracts/ui';
import { complianceAlertsForVehicle } from '../compliance/complianceAlerts';
import { VEHICLE_NOT_FOUND } from '../common/vehicleNotFound';
import { ComplianceAlertsCard } from './ComplianceAlertsCard';
import { RecentJobsCard } from './RecentJobsCard';
import { VehicleFigures } from './VehicleFigures';
import { MaintenanceCard, OperationalCard, SpecificationsCard } from './VehicleInfoCards';
import { VehicleReportButton } from './VehicleReportButton';

function VehicleCards({ vehicle, today }: { vehicle: Vehicle; today: Date }) {
  const store = useDataStore();
  const allJobs = useList('jobs').data;
  const jobs = useMemo(() => (allJobs ? jobsForVehicle(allJobs, vehicle.id) : undefined), [allJobs, vehicle.id]);
  const alerts = useMemo(() => complianceAlertsForVehicle(vehicle, today), [vehicle, today]);

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
            <VehicleReportButton vehicle={vehicle} alerts={alerts} jobs={jobs} now={store.now} />
          </>
        }
      />
      <VehicleFigures vehicle={vehicle} totalJobs={jobs?.length} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <SpecificationsCard vehicle={vehicle} />
        <OperationalCard vehicle={vehicle} totalJobs={jobs?.length} />
        <MaintenanceCard vehicle={vehicle} />
        <ComplianceAlertsCard alerts={alerts} />
        <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
          <RecentJobsCard vehicle={vehicle} jobs={jobs} />
        </Box>
      </Box>
    </>
  );
}

/** /admin/vehicles/{vehicleId}: the vehicle's figures, details, compliance alerts and recent jobs. */
export default function VehicleDetailPage() {
  const { vehicleId = '' } = useParams();
  const store = useDataStore();
  const [today] = useState(() => store.now());
  const { status, data: vehicle, reload } = useRecord('vehicles', vehicleId);

  if (status === 'not-found') return <NotFoundView {...VEHICLE_NOT_FOUND} />;
  if (vehicle) return <VehicleCards vehicle={vehicle} today={today} />;
  return (
    <Box>
      <PageHeader title="Vehicle Details" back={{ label: 'Back to Fleet', to: routes.vehicles.list }} />
      {status === 'error' ? <ErrorView title="This vehicle could not be loaded" message="Please try again." onRetry={reload} /> : <LoadingView label="Loading..." />}
    </Box>
  );
}
