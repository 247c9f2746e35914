import Celebration from '@mui/icons-material/Celebration';

import type { ServicePageContent } from './serviceContent';

export const EVENT_STAGING: ServicePageContent = {
  documentTitle: 'Event Staging',
  eyebrow: 'Event Staging',
  title: 'Event Staging and Exhibition Logistics',
  lead: 'Staging, AV, set pieces and exhibition stands delivered, built and cleared on time, at conference centres, theatres, marquees and listed venues across the UK.',
  Icon: Celebration,
  serviceType: 'event',
  highlights: ['Night and weekend get-ins', 'Venue and booking-slot liaison', 'Tail-lift lorries and trained crew'],
  offeringsTitle: 'Event Services',
  offeringsIntro: 'From a product launch in Shoreditch to a three-day show at the NEC.',
  offerings: [
    {
      title: 'Staging & Set Delivery',
      description: 'Stage decks, trussing, scenery and props delivered to the loading bay in the order your crew needs them.',
      features: ['Load plans agreed with your production manager', 'Timed bay bookings', 'Crew for carry-in and carry-out'],
    },
    {
      title: 'Exhibition Stands',
      description: 'Stand build materials, graphics and furniture moved to and from ExCeL, Olympia, the NEC and SEC.',
      features: ['Marshalling yard bookings', 'Returnable storage between shows', 'On-site labour for build and break'],
    },
    {
      title: 'AV & Production Equipment',
      description: 'Flight-cased lighting, sound and video kit moved on air-ride vehicles with soft-strap restraint.',
      features: ['Air-ride, tail-lift vehicles', 'Case-by-case manifests', 'Overnight secure parking'],
    },
  ],
  benefitsTitle: 'Built Around Your Schedule',
  benefits: [
    { title: 'To-the-Minute Timing', text: 'Vehicles on the dock at your booked slot, with live ETAs to your site contact.' },
    { title: 'Venue Know-How', text: 'We know the loading bays, lift sizes and rules of the major UK venues.' },
    { title: 'Round-the-Clock Crews', text: 'Get-ins at 5 a.m. and load-outs at midnight are routine for our teams.' },
    { title: 'Storage Between Shows', text: 'Keep your stand and set safe at our depot, ready for the next event.' },
  ],
  processTitle: 'From Plan to Load-Out',
  processIntro: 'A production-style plan for every event we support.',
  process: [
    { title: 'Brief & Site Check', text: 'We review drawings, access, bay times and venue rules with your team.' },
    { title: 'Load Plan', text: 'Kit is manifested and loaded in build order so nothing waits on the dock.' },
    { title: 'Get-In', text: 'On-time delivery and carry-in with crew who stay until the build is ready.' },
    { title: 'Load-Out & Storage', text: 'We clear the venue on schedule and return or store everything.' },
  ],
  cta: {
    title: 'Planning Your Next Event?',
    text: "Share your dates and venue and we'll reply within 24 hours with a fixed quote and a draft schedule.",
    buttonLabel: 'Get an Event Staging Quote',
  },
};
