import Celebration from '@mui/icons-material/Celebration';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Palette from '@mui/icons-material/Palette';
import type { ComponentType } from 'react';
import { routes } from 'shared-contracts/contract';

export interface HomeService {
  title: string;
  description: string;
  to: string;
  Icon: ComponentType<{ sx?: object; 'aria-hidden'?: boolean }>;
}

/** Specification, "Home": three service cards linking to the service pages. */
export const HOME_SERVICES: readonly HomeService[] = [
  {
    title: 'General Logistics',
    description:
      'Same-day and scheduled deliveries, home and office moves, pallet distribution and secure storage from our East London depot.',
    to: routes.generalLogistics,
    Icon: LocalShipping,
  },
  {
    title: 'Fine Art & Antiques',
    description: 'Museum-standard handling: bespoke crating, climate-controlled air-ride vehicles and condition reports at every handover.',
    to: routes.fineArt,
    Icon: Palette,
  },
  {
    title: 'Event Staging',
    description:
      'Staging, AV and exhibition stands delivered, built and cleared to the minute, with out-of-hours crews at venues across the UK.',
    to: routes.eventStaging,
    Icon: Celebration,
  },
];
