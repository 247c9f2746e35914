import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type GetListResult, routes } from 'shared-contracts/contract';
import type { Loaded } from 'shared-contracts/data';
import type { Job, Vehicle } from 'shared-contracts/records';
import { Link as RouterLink } from 'shared-contracts/ui';
import { JobsTable, RelatedRecordsCard } from 'shared-contracts/ui/detail';

/** How many of the vehicle's latest jobs the card lists. */
const RECENT_JOBS = 5;

const words = {
  errorTitle: 'Recent jobs could not be loaded',
  errorMessage: 'The jobs of this vehicle are unavailable right now.',
  loading: 'Loading jobs...',
};

/** The jobs list filtered to this vehicle (the jobs search covers the registration). */
const allJobsOf = (vehicle: Vehicle) => `${routes.jobs.list}?q=${encodeURIComponent(vehicle.registration)}`;

/** The vehicle's latest jobs (latest pickup first), each linking to its page; an error with Retry when they cannot be read. */
export function RecentJobsCard({ vehicle, jobs }: { vehicle: Vehicle; jobs: Loaded<GetListResult<Job>> }) {
  return (
    <RelatedRecordsCard
      title="Recent Jobs"
      icon={<ListAltOutlinedIcon />}
      action={
        <Button component={RouterLink} to={allJobsOf(vehicle)} variant="outlined" size="small">
          View All Jobs
        </Button>
      }
      read={jobs}
      words={words}
      empty={
        <Typography variant="body2" color="text.secondary">
          No jobs have been assigned to this vehicle yet.
        </Typography>
      }
    >
      {(page) => <JobsTable jobs={page.data.slice(0, RECENT_JOBS)} label={`Recent jobs of ${vehicle.registration}`} idHeader="Job" />}
    </RelatedRecordsCard>
  );
}
