import AccessTime from '@mui/icons-material/AccessTime';
import Handshake from '@mui/icons-material/Handshake';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Shield from '@mui/icons-material/Shield';
import type { ComponentType } from 'react';

export interface WhyChoosePoint {
  title: string;
  text: string;
  Icon: ComponentType<{ sx?: object; 'aria-hidden'?: boolean }>;
}

/** Specification, "Home": the four "Why Choose" points. */
export const WHY_CHOOSE: readonly WhyChoosePoint[] = [
  {
    title: 'Reliable Timing',
    text: 'Agreed collection windows, a named coordinator and live updates from the road, so you always know when we will arrive.',
    Icon: AccessTime,
  },
  {
    title: 'Fully Insured',
    text: 'Goods in transit cover up to £2 million per load and £10 million public liability, with nail-to-nail fine art cover on request.',
    Icon: Shield,
  },
  {
    title: 'Modern Fleet',
    text: 'Euro 6 and electric vehicles with air-ride suspension, tail lifts and tracking, all owned and maintained by us.',
    Icon: LocalShipping,
  },
  {
    title: 'Expert Care',
    text: 'DBS-checked, uniformed crews trained in packing, crating and white-glove handling. Never agency day labour.',
    Icon: Handshake,
  },
];
