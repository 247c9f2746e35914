import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { formatCount } from 'shared-contracts/domain';
import { KpiCard } from 'shared-contracts/ui';

export interface LiveKpi {
  title: string;
  value: number;
  icon: ReactNode;
  tone: 'primary' | 'success' | 'warning' | 'info' | 'secondary';
}

/** Four live figures in a 2 × 2 grid (one column below 360 px). */
export function LiveKpiTiles({ tiles, label }: { tiles: readonly LiveKpi[]; label: string }) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1.5, my: 2 }}
    >
      {tiles.map((tile) => (
        <KpiCard key={tile.title} title={tile.title} value={formatCount(tile.value)} icon={tile.icon} tone={tile.tone} />
      ))}
    </Box>
  );
}
