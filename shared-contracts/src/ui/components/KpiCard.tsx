import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { Link as RouterLink } from '../router';

/** Below 600 px two cards share a row (see KpiGrid): less padding and type, and the text gets the icon's room. */
const CONTENT_SX = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 2,
  height: '100%',
  [theme.breakpoints.down('sm')]: {
    p: 1.5,
    '&:last-child': { pb: 1.5 },
    '& .kpi-card__title': { fontSize: '0.8125rem' },
    '& .kpi-card__value': { fontSize: '1.25rem' },
    '& .kpi-card__description': { fontSize: '0.75rem' },
    '& .kpi-card__icon': { display: 'none' },
  },
});

type KpiTone = 'primary' | 'success' | 'warning' | 'error' | 'info' | 'secondary';

export interface KpiCardProps {
  title: string;
  value: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  tone?: KpiTone;
  /** Makes the whole card a link to this route. */
  to?: string;
  /** Makes the whole card a button (when there is no `to`). */
  onClick?: () => void;
  /** Accessible name of the clickable card; defaults to its visible text. */
  'aria-label'?: string;
}

/**
 * A key figure: title, value, a line of description and an icon. With `to` (or `onClick`)
 * the whole card is one link (or button) whose accessible name is its text.
 *
 * @example <KpiCard title="Total Jobs" value={262} description="Completed deliveries" to={routes.jobs.list} />
 */
export function KpiCard({ title, value, description, icon, tone = 'primary', to, onClick, 'aria-label': ariaLabel }: KpiCardProps) {
  const content = (
    <CardContent sx={CONTENT_SX}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography className="kpi-card__title" sx={{ fontWeight: 600 }} variant="body2" color="text.secondary">
          {title}
        </Typography>
        <Typography className="kpi-card__value" component="div" variant="h5" sx={{ fontWeight: 700, mt: 0.5, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
        {description && (
          <Typography className="kpi-card__description" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        )}
      </Box>
      {icon && (
        <Box
          aria-hidden
          className="kpi-card__icon"
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 40,
            height: 40,
            borderRadius: 2,
            color: `${tone}.main`,
            bgcolor: 'action.hover',
            flexShrink: 0,
          }}
        >
          {icon}
        </Box>
      )}
    </CardContent>
  );

  return (
    <Card sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} aria-label={ariaLabel} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : onClick ? (
        <CardActionArea onClick={onClick} aria-label={ariaLabel} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
