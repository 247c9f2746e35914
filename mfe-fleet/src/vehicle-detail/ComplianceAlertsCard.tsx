import GppMaybeOutlinedIcon from '@mui/icons-material/GppMaybeOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ComplianceAlert } from 'shared-contracts/domain';
import { DetailCard } from 'shared-contracts/ui/detail';

import { SeverityTag } from '../common/SeverityTag';
import { showDate } from './vehicleFacts';

const SEVERITY_LABEL = { critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low' } as const;

/** The vehicle's compliance alerts today, worst first, each with what to do. */
export function ComplianceAlertsCard({ alerts }: { alerts: readonly ComplianceAlert[] }) {
  return (
    <DetailCard title="Compliance Alerts" icon={<GppMaybeOutlinedIcon />}>
      {alerts.length === 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          <VerifiedUserOutlinedIcon aria-hidden color="success" />
          <Typography variant="body2">No compliance alerts: MOT, road tax and service are all in date.</Typography>
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {alerts.map((alert) => (
            <Box component="li" key={alert.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
                <SeverityTag severity={alert.severity} label={SEVERITY_LABEL[alert.severity]} />
                <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
                  {alert.title}
                </Typography>
              </Box>
              <Typography variant="body2">
                {alert.description} (expiry date: {showDate(alert.expiryDate)})
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Action required: {alert.actionRequired}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </DetailCard>
  );
}
