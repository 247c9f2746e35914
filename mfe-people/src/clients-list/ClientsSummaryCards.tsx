import { memo } from 'react';
import Box from '@mui/material/Box';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CurrencyPoundIcon from '@mui/icons-material/CurrencyPound';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { formatCurrency, formatCurrencyCompact } from 'shared-contracts/contract';
import { KpiCard } from 'shared-contracts/ui';
import type { ClientsSummary } from './clientRows';

const PENDING = '—';

/** The four summary cards (dashes until the data is loaded); memoised so typing leaves them alone. */
export const ClientsSummaryCards = memo(function ClientsSummaryCards({ summary }: { summary: ClientsSummary | undefined }) {
  const show = (pick: (s: ClientsSummary) => string | number) => (summary ? pick(summary) : PENDING);
  return (
    <Box
      component="ul"
      aria-label="Client figures"
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}
    >
      <li>
        <KpiCard title="Total Clients" value={show((s) => s.total.toLocaleString('en-GB'))} description="In the client database" icon={<BusinessOutlinedIcon />} />
      </li>
      <li>
        <KpiCard
          title="Active Clients"
          value={show((s) => s.active.toLocaleString('en-GB'))}
          description={show((s) => `${s.activePercent}% of total`)}
          icon={<CheckCircleOutlineOutlinedIcon />}
          tone="success"
        />
      </li>
      <li>
        <KpiCard title="Total Revenue" value={show((s) => formatCurrencyCompact(s.totalRevenue))} description="Across all clients" icon={<CurrencyPoundIcon />} tone="secondary" />
      </li>
      <li>
        <KpiCard title="Average Revenue" value={show((s) => formatCurrency(s.averageRevenue, { pence: false }))} description="Per client" icon={<TrendingUpIcon />} tone="info" />
      </li>
    </Box>
  );
});
