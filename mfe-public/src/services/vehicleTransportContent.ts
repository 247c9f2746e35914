import DirectionsCar from '@mui/icons-material/DirectionsCar';

import type { ServicePageContent } from './serviceContent';

export const VEHICLE_TRANSPORT: ServicePageContent = {
  documentTitle: 'Vehicle Transportation (Enclosed)',
  eyebrow: 'Vehicle Transportation (Enclosed)',
  title: 'Enclosed Vehicle Transportation',
  lead: 'Supercars, classics and motorcycles moved in fully enclosed, soft-strapped transporters, door to door across the UK and to events and shows in Europe.',
  Icon: DirectionsCar,
  highlights: ['Fully enclosed, single-vehicle transporters', 'Insured up to £1 million per vehicle', 'Photographed at every stage'],
  offeringsTitle: 'Our Vehicle Services',
  offeringsIntro: 'Three specialist services, each with its own equipment and trained drivers.',
  offerings: [
    {
      title: 'Luxury Vehicle Transport',
      description: 'Supercars and prestige cars collected from dealers, homes and circuits, with low-angle ramps for low ground clearance.',
      features: [
        'Hydraulic tail-lift or low-angle ramps',
        'Wheel-strap restraint, never chassis straps',
        'Dealer and manufacturer deliveries',
      ],
    },
    {
      title: 'Classic Car Transport',
      description: 'Period and concours cars moved to restorers, auctions, rallies and shows with the gentleness they need.',
      features: ['Winching for non-running vehicles', 'Breathable car covers supplied', 'Goodwood, Silverstone and Salon Privé runs'],
    },
    {
      title: 'Motorcycle Transport',
      description: 'Single bikes or whole collections secured in wheel chocks and soft-tied for track days, shows and sales.',
      features: ['Dedicated motorcycle chocks', 'Up to six bikes per transporter', 'Race paddock delivery'],
    },
  ],
  benefitsTitle: 'Why Choose Enclosed Transport',
  benefits: [
    { title: 'Protected from the Elements', text: 'No road grime, stone chips or weather, and no prying eyes on the motorway.' },
    { title: 'Specialist Drivers', text: 'Drivers trained in loading low, rare and non-running vehicles.' },
    { title: 'Comprehensive Insurance', text: 'Cover up to £1 million per vehicle, with higher agreed values on request.' },
    { title: 'Tracked Door to Door', text: 'GPS-tracked transporters and updates from your driver throughout.' },
  ],
  processTitle: 'Our Four-Step Process',
  processIntro: 'The same careful routine for a vintage scooter or a hypercar.',
  process: [
    { title: 'Assessment', text: 'We confirm the vehicle, its ground clearance, condition and any access limits at both ends.' },
    { title: 'Loading', text: 'Photographed inspection, then loaded by ramp, tail lift or winch and soft-strapped by the wheels.' },
    { title: 'Transport', text: 'A direct, tracked journey in a fully enclosed transporter, with updates as we go.' },
    { title: 'Delivery', text: 'Unloaded, inspected with you against the collection photos, and handed over.' },
  ],
  cta: {
    title: 'Need a Vehicle Moved?',
    text: "Call us to talk it through, or send the details and we'll reply within 24 hours with a fixed quote.",
    buttonLabel: 'Get a Vehicle Transport Quote',
  },
};
