import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import MyLocationOutlinedIcon from '@mui/icons-material/MyLocationOutlined';
import type { Job } from 'shared-contracts';
import { DetailCard, Facts } from './DetailCard';
import { jobTracking, TRACKING_MAX } from './jobTracking';

/**
 * Live Job Tracking. The live-map area will expose a tracking map widget; until it can be
 * loaded the card shows the route, progress, ETA and remaining distance and says plainly that
 * the map is unavailable (no frame, no tile requests).
 */
export function LiveTrackingCard({ job }: { job: Job }) {
  const tracking = jobTracking(job);
  return (
    <DetailCard title="Live Job Tracking" icon={<MyLocationOutlinedIcon />}>
      <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
        Map unavailable: the live tracking map is not loaded, so the route is shown as text.
      </Alert>
      <Box sx={{ mb: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.75 }}>
          <Typography variant="body2" id={`progress-${job.id}`} sx={{ fontWeight: 600 }}>
            Progress: {tracking.stage}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {tracking.progress}%
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={tracking.progress}
          aria-labelledby={`progress-${job.id}`}
          aria-valuemin={0}
          aria-valuemax={TRACKING_MAX}
          sx={{ height: 10, borderRadius: 5 }}
        />
      </Box>
      <Facts
        items={[
          { label: 'From', value: job.pickup_address },
          { label: 'To', value: job.delivery_address },
          { label: 'ETA', value: tracking.eta },
          { label: 'Remaining distance', value: tracking.remainingDistance },
        ]}
      />
    </DetailCard>
  );
}
