import MyLocationOutlinedIcon from '@mui/icons-material/MyLocationOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Job } from 'shared-contracts/records';
import { AreaWidget } from 'shared-contracts/ui';
import { DetailCard, Facts } from 'shared-contracts/ui/detail';

import { jobTracking, TRACKING_MAX } from './jobTracking';

/**
 * Live Job Tracking: the live-map area's tracking map for this job, then the route, progress, ETA
 * and remaining distance as text, which stay when the map area is unavailable.
 */
export function LiveTrackingCard({ job }: { job: Job }) {
  const tracking = jobTracking(job);
  return (
    <DetailCard title="Live Job Tracking" icon={<MyLocationOutlinedIcon />}>
      <Box sx={{ mb: 2 }}>
        <AreaWidget
          widget="jobTrackingMap"
          props={{ jobId: job.id }}
          height={280}
          unavailableHint="The route, progress and ETA are shown below as text."
        />
      </Box>
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
