/** Specification §3: a review is a name, a star count and the text. */
export interface Review {
  name: string;
  /** Who they are, shown under the name. */
  context: string;
  stars: number;
  text: string;
}

export const REVIEWS: readonly Review[] = [
  {
    name: 'Charlotte Hughes',
    context: 'Gallery director, Shoreditch',
    stars: 5,
    text: 'Zorvex moved our whole spring exhibition, 42 works and some over three metres tall, without a single mark. Their condition reports were more thorough than ours.',
  },
  {
    name: 'James Whitfield',
    context: 'Homeowner, Kensington',
    stars: 5,
    text: 'Two porters, one Georgian bookcase and four flights of stairs. They padded every banister and had it standing in the new flat before lunch.',
  },
  {
    name: 'Priya Natarajan',
    context: 'Events manager, ExCeL London',
    stars: 5,
    text: 'Staging for 1,200 delegates arrived at 5 a.m. exactly as promised and was cleared by midnight. We have booked them for every conference since.',
  },
  {
    name: 'Tom Barker',
    context: 'Classic car owner, Surrey',
    stars: 5,
    text: 'My 1967 E-Type went to Goodwood in an enclosed trailer, soft-strapped and photographed at every stage. Worth every penny.',
  },
  {
    name: 'Eleanor Price',
    context: 'Antiques dealer, Bath',
    stars: 5,
    text: 'Three years of runs between Bath, London and the Cotswolds and not one chipped veneer. Careful, punctual and unfailingly polite.',
  },
  {
    name: 'Marcus Adeyemi',
    context: 'Operations lead, Camden',
    stars: 5,
    text: 'They relocated our 60-desk office over a single weekend. On Monday morning every monitor was plugged in and every crate labelled to the right desk.',
  },
  {
    name: 'Sophie Laurent',
    context: 'Private collector, Chelsea',
    stars: 5,
    text: 'Delicate ceramics crated to measure and delivered to Lyon with the customs paperwork handled. I never had to chase once.',
  },
  {
    name: 'David Kerr',
    context: 'Production manager, Glasgow',
    stars: 5,
    text: 'A tight get-in at a Grade II listed venue and they still beat the schedule. The crew knew exactly what they were doing.',
  },
  {
    name: 'Hannah Morris',
    context: 'Homeowner, Richmond',
    stars: 5,
    text: "Quote back within the hour, a fair fixed price, and the team wrapped my grandmother's upright piano as if it were their own.",
  },
  {
    name: 'Rob Fielding',
    context: 'Motorcycle collector, Leeds',
    stars: 5,
    text: 'Three bikes collected from Leeds and delivered to the NEC show spotless, chocked and strapped. I will not use anyone else now.',
  },
];
