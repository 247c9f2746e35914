import type { JobType } from 'shared-contracts/records';

export interface JobTypeProfile {
  /** Net value range in GBP for live and scheduled jobs */
  value: readonly [number, number];
  durations: readonly string[];
  requirements: readonly string[];
}

export const JOB_TYPE_PROFILES: Record<JobType, JobTypeProfile> = {
  'Fine Art Transport': {
    value: [800, 4500],
    durations: ['4 hours', '6 hours', 'Full day'],
    requirements: [
      'Climate-controlled vehicle and museum-grade crates',
      'Two-person white glove handling',
      'Courier escort travelling with the works',
    ],
  },
  'Office Move': {
    value: [1200, 6000],
    durations: ['8 hours', 'Full day', '2 days'],
    requirements: [
      'Out-of-hours access through the loading bay',
      'IT equipment crates and anti-static bags',
      'Lift protection at both buildings',
    ],
  },
  'House Move': {
    value: [600, 3500],
    durations: ['6 hours', '8 hours', 'Full day'],
    requirements: ['Parking suspension booked outside the property', 'Piano on the ground floor', 'Wardrobe cartons for 4 rooms'],
  },
  'Event Equipment': {
    value: [500, 3000],
    durations: ['3 hours', '5 hours', '8 hours'],
    requirements: ['Tail-lift vehicle required', 'Venue load-in slot 07:00 to 09:00', 'Return collection after the event'],
  },
  'Exhibition Setup': {
    value: [1500, 7500],
    durations: ['Full day', '2 days', '3 days'],
    requirements: [
      'Installation crew with scissor lift',
      'Stand build drawings supplied by the client',
      'Hanging systems and spirit levels',
    ],
  },
  'Antique Transport': {
    value: [400, 2500],
    durations: ['3 hours', '4 hours', '6 hours'],
    requirements: ['Blanket wrap and soft straps only', 'Condition report on collection', 'Fragile gilt frames'],
  },
  'Commercial Delivery': {
    value: [150, 1200],
    durations: ['2 hours', '3 hours', '4 hours'],
    requirements: ['Pallet truck required', 'Signature on delivery', 'Goods-in booking reference required'],
  },
};

export const JOB_NOTES = [
  'Call the contact 30 minutes before arrival.',
  'Sign in with security at reception.',
  'Lift available at both addresses.',
  'Narrow access: 3.5 tonne vehicles only.',
  '',
  '',
] as const;
