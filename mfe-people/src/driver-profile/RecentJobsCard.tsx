import WorkHistoryOutlinedIcon from '@mui/icons-material/WorkHistoryOutlined';
import { useGetList } from 'shared-contracts/data';
import { EmptyState, ErrorView, LoadingView } from 'shared-contracts/ui';
import { DetailCard, JobsTable } from 'shared-contracts/ui/detail';

/** How many of a driver's jobs the profile lists, latest pickup first. */
const RECENT_JOBS_SHOWN = 10;

/** Recent Jobs: the driver's latest jobs, read by the provider, each with View to its page; its own loading and error (with Retry) states. */
export function RecentJobsCard({ driverId }: { driverId: string }) {
  const jobs = useGetList('jobs', { filter: { driver_id: driverId }, sort: 'pickup_date', order: 'desc', perPage: RECENT_JOBS_SHOWN });
  const recent = jobs.data?.data ?? [];

  return (
    <DetailCard title="Recent Jobs" icon={<WorkHistoryOutlinedIcon />}>
      {jobs.status === 'error' ? (
        <ErrorView title="Jobs could not be loaded" message="This driver's jobs are unavailable right now." onRetry={jobs.retry} />
      ) : !jobs.data ? (
        <LoadingView label="Loading jobs..." />
      ) : recent.length === 0 ? (
        <EmptyState title="No jobs yet" message="This driver has not been given any jobs." />
      ) : (
        <JobsTable jobs={recent} label="Recent jobs" idHeader="Job ID" withValue />
      )}
    </DetailCard>
  );
}
