import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useRecord } from 'shared-contracts/data';
import { JobRouteMap, MAP_HEIGHT } from './JobRouteMap';

/**
 * The widget the job page's Live Job Tracking card shows (widget "jobTrackingMap"): the job's route on an
 * OpenStreetMap map. The card keeps the progress, ETA and distance as text.
 */
export function JobTrackingMap({ jobId }: { jobId: string }) {
  const job = useRecord('jobs', jobId);
  if (job.status === 'loading') {
    return (
      <Box role="status" aria-label="Loading the route map">
        <Skeleton variant="rounded" height={MAP_HEIGHT} />
      </Box>
    );
  }
  if (job.status !== 'ready' || !job.data) {
    return <Typography color="text.secondary">{job.status === 'error' ? 'The route map could not load this job.' : 'No route to show for this job.'}</Typography>;
  }
  return <JobRouteMap pickupAddress={job.data.pickup_address} deliveryAddress={job.data.delivery_address} />;
}
