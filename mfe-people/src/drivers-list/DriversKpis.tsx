import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import StarOutlineIcon from '@mui/icons-material/StarBorderOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';
import { memo } from 'react';
import { KpiCard, KpiGrid } from 'shared-contracts/ui';

import type { DriversKpis as Kpis } from './driversKpis';

const PENDING = '—';

/** The four figures above the table (dashes until the drivers are loaded); memoised so typing leaves them alone. */
export const DriversKpis = memo(function DriversKpis({ kpis }: { kpis: Kpis | undefined }) {
  const show = (pick: (k: Kpis) => string | number) => (kpis ? pick(kpis) : PENDING);
  return (
    <KpiGrid label="Driver figures">
      <KpiCard title="Total Drivers" value={show((k) => k.total)} description="On the books" icon={<BadgeOutlinedIcon />} />
      <KpiCard
        title="Average Rating"
        value={show((k) => k.averageRating)}
        description="Out of 5"
        icon={<StarOutlineIcon />}
        tone="warning"
      />
      <KpiCard
        title="Employed"
        value={show((k) => k.employed)}
        description="Full and part time"
        icon={<WorkOutlineOutlinedIcon />}
        tone="success"
      />
      <KpiCard
        title="Self-Employed"
        value={show((k) => k.selfEmployed)}
        description="Contractors"
        icon={<HandshakeOutlinedIcon />}
        tone="info"
      />
    </KpiGrid>
  );
});
