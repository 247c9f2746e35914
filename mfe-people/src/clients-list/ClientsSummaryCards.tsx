import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CurrencyPoundIcon from '@mui/icons-material/CurrencyPound';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { memo } from 'react';
import { formatCurrency, formatCurrencyCompact } from 'shared-contracts/domain';
import { KpiCard, KpiGrid } from 'shared-contracts/ui';

import type { ClientsSummary } from './clientsSummary';

const PENDING = '—';

/** The four summary cards (dashes until the data is loaded); memoised so typing leaves them alone. */
export const ClientsSummaryCards = memo(function ClientsSummaryCards({ summary }: { summary: ClientsSummary | undefined }) {
  const show = (pick: (s: ClientsSummary) => string | number) => (summary ? pick(summary) : PENDING);
  return (
    <KpiGrid label="Client figures">
      <KpiCard
        title="Total Clients"
        value={show((s) => s.total.toLocaleString('en-GB'))}
        description="In the client database"
        icon={<BusinessOutlinedIcon />}
      />
      <KpiCard
        title="Active Clients"
        value={show((s) => s.active.toLocaleString('en-GB'))}
        description={show((s) => `${s.activePercent}% of total`)}
        icon={<CheckCircleOutlineOutlinedIcon />}
        tone="success"
      />
      <KpiCard
        title="Total Revenue"
        value={show((s) => formatCurrencyCompact(s.totalRevenue))}
        description="Across all clients"
        icon={<CurrencyPoundIcon />}
        tone="secondary"
      />
      <KpiCard
        title="Average Revenue"
        value={show((s) => formatCurrency(s.averageRevenue, { pence: false }))}
        description="Per client"
        icon={<TrendingUpIcon />}
        tone="info"
      />
    </KpiGrid>
  );
});
