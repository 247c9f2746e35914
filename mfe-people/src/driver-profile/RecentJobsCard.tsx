import WorkHistoryOutlinedIcon from '@mui/icons-material/WorkHistoryOutlined';
import { useGetList } from 'shared-contracts/data';
import { EmptyState } from 'shared-contracts/ui';
import { JobsTable, RelatedRecordsCard } from 'shared-contracts/ui/detail';

/** How many of a driver's jobs the profile lists, latest pickup first. */
const RECENT_JOBS_SHOWN = 10;

const words = {
  errorTitle: 'Jobs could not be loaded',
  errorMessage: "This driver's jobs are unavailable right now.",
  loading: 'Loading jobs...',
};

/** Recent Jobs: the driver's latest jobs, read by the provider, each with View to its page; its own loading and error (with Retry) states. */
export function RecentJobsCard({ driverId }: { driverId: string }) {
  const jobs = useGetList('jobs', { filter: { driver_id: driverId }, sort: 'pickup_date', order: 'desc', perPage: RECENT_JOBS_SHOWN });
  return (
    <RelatedRecordsCard
      title="Recent Jobs"
      icon={<WorkHistoryOutlinedIcon />}
      read={jobs}
      words={words}
      empty={<EmptyState title="No jobs yet" message="This driver has not been given any jobs." />}
    >
      {(page) => <JobsTable jobs={page.data} label="Recent jobs" idHeader="Job ID" withValue />}
    </RelatedRecordsCard>
  );
}
