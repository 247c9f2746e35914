import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetOne } from 'shared-contracts/data';

import { JobRouteMap, MAP_HEIGHT } from './JobRouteMap';

/**
 * The widget the job page's Live Job Tracking card shows (widget "jobTrackingMap"): the job's route on an
 * OpenStreetMap map. The card keeps the progress, ETA and distance as text.
 */
export function JobTrackingMap({ jobId }: { jobId: string }) {
  const job = useGetOne('jobs', jobId);
  if (job.status === 'loading') {
    return (
      <Box role="status" aria-label="Loading the route map">
        <Skeleton variant="rounded" height={MAP_HEIGHT} />
      </Box>
    );
  }
  if (job.status === 'error') {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography color="text.secondary">The route map could not load this job.</Typography>
        <Button size="small" variant="outlined" onClick={job.retry}>
          Retry
        </Button>
      </Box>
    );
  }
  if (job.status !== 'ready' || !job.data) return <Typography color="text.secondary">No route to show for this job.</Typography>;
  return <JobRouteMap pickupAddress={job.data.pickup_address} deliveryAddress={job.data.delivery_address} />;
}
