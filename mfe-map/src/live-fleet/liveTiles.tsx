import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';

import type { FleetKpis } from '../simulation/mapEntities';
import type { LiveKpi } from './LiveKpiTiles';

/** What a live map page's figures differ by: the moving vehicles' title, and the fourth figure. */
export interface LiveTilesConfig {
  moving: 'Vehicles Moving' | 'Moving';
  fourth: 'completedToday' | 'offline';
}

const FOURTH = {
  completedToday: { title: 'Completed Today', icon: <CheckCircleOutlineIcon />, tone: 'success' },
  offline: { title: 'Offline', icon: <CloudOffOutlinedIcon />, tone: 'secondary' },
} as const;

/** A live map page's four figures: active jobs, moving, idle, then completed today or offline. */
export function liveTiles(kpis: FleetKpis, { moving, fourth }: LiveTilesConfig): LiveKpi[] {
  return [
    { title: 'Active Jobs', value: kpis.activeJobs, icon: <WorkOutlineIcon />, tone: 'primary' },
    { title: moving, value: kpis.moving, icon: <LocalShippingOutlinedIcon />, tone: 'info' },
    { title: 'Idle', value: kpis.idle, icon: <PauseCircleOutlineIcon />, tone: 'warning' },
    { ...FOURTH[fourth], value: kpis[fourth] },
  ];
}
