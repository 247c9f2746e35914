export type FleetKind = 'van' | 'lorry' | 'box' | 'electric';

export interface FleetVehicle {
  kind: FleetKind;
  title: string;
  description: string;
  specs: readonly string[];
}

/** Specification, "Home": the four fleet cards. */
export const FLEET: readonly FleetVehicle[] = [
  {
    kind: 'van',
    title: 'Transit Vans',
    description: 'Long-wheelbase vans for same-day London runs, single items, flat moves and urgent courier work.',
    specs: ['Up to 1.3 t payload', 'ULEZ compliant', 'Two-person crew available'],
  },
  {
    kind: 'lorry',
    title: '7.5T Lorries',
    description: 'Tail-lift lorries for full house and office moves, exhibition kit and multi-drop distribution.',
    specs: ['Up to 2.5 t payload', '1,000 kg tail lift', 'Blanket-wrapped loads'],
  },
  {
    kind: 'box',
    title: 'Box Trucks',
    description: 'Air-ride box trucks with climate control and E-track rails for artworks, antiques and AV equipment.',
    specs: ['Air-ride suspension', 'Climate controlled', 'GPS tracked'],
  },
  {
    kind: 'electric',
    title: 'Electric Vehicles',
    description: 'Zero-emission vans for central London and the Clean Air Zones, charged at our depot on a renewable tariff.',
    specs: ['Zero tailpipe emissions', 'ULEZ and CAZ exempt', 'Quiet night-time deliveries'],
  },
];
