import Box from '@mui/material/Box';
import { type GetListResult, routes, type VehicleRecord } from 'shared-contracts/contract';
import { useShowController } from 'shared-contracts/controllers/show';
import { type Loaded, useCan, useGetList } from 'shared-contracts/data';
import type { Job } from 'shared-contracts/records';
import { ShowPage, type ShowWords } from 'shared-contracts/ui/detail';

import { VEHICLE_NOT_FOUND } from '../common/vehicleNotFound';
import { ComplianceAlertsCard } from './ComplianceAlertsCard';
import { RecentJobsCard } from './RecentJobsCard';
import { VehicleFigures } from './VehicleFigures';
import { MaintenanceCard, OperationalCard, SpecificationsCard } from './VehicleInfoCards';
import { REPORT_JOBS } from './vehicleReport';
import { VehicleReportButton } from './VehicleReportButton';

type VehicleJobs = Loaded<GetListResult<Job>>;

const WORDS: ShowWords<VehicleRecord> = {
  title: (vehicle) => vehicle?.registration ?? 'Vehicle Details',
  subtitle: (vehicle) => `${vehicle.make} ${vehicle.model} (${vehicle.year}) · ${vehicle.id}`,
  edit: { label: 'Edit Vehicle', to: (vehicle) => routes.vehicles.edit(vehicle.id) },
  failure: 'This vehicle could not be loaded',
};

function VehicleCards({ vehicle, jobs, mayReadJobs }: { vehicle: VehicleRecord; jobs: VehicleJobs; mayReadJobs: boolean }) {
  const totalJobs = jobs.data?.total;
  return (
    <>
      <VehicleFigures vehicle={vehicle} totalJobs={totalJobs} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <SpecificationsCard vehicle={vehicle} />
        <OperationalCard vehicle={vehicle} totalJobs={totalJobs} />
        <MaintenanceCard vehicle={vehicle} />
        <ComplianceAlertsCard alerts={vehicle.compliance_alerts} />
        {mayReadJobs && (
          <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
            <RecentJobsCard vehicle={vehicle} jobs={jobs} />
          </Box>
        )}
      </Box>
    </>
  );
}

/** /admin/vehicles/{vehicleId}: the vehicle's figures, details, compliance alerts (as the provider judges them today) and recent jobs. */
export default function VehicleDetailPage() {
  const vehicle = useShowController('vehicles', { history: true });
  const vehicleId = vehicle.id;
  // A role that may not read jobs (a fleet manager) sees the vehicle without them: no recent jobs, no report of them.
  const mayReadJobs = useCan('jobs', 'read');
  // The latest jobs the report lists (the card shows the first few of them), and how many there are in all: read once
  // the vehicle is, and never another vehicle's jobs while this one's load.
  const jobs = useGetList(
    'jobs',
    { filter: { vehicle_id: vehicleId }, sort: 'pickup_date', order: 'desc', perPage: REPORT_JOBS },
    { keepPrevious: false, enabled: vehicle.record !== undefined && mayReadJobs },
  );
  return (
    <ShowPage
      controller={vehicle}
      words={WORDS}
      notFound={VEHICLE_NOT_FOUND}
      actions={mayReadJobs ? (shown) => <VehicleReportButton vehicle={shown} jobs={jobs.data} /> : undefined}
    >
      {(shown) => <VehicleCards vehicle={shown} jobs={jobs} mayReadJobs={mayReadJobs} />}
    </ShowPage>
  );
}
