import type { Driver, SystemAlert, SystemAlertSeverity, SystemAlertStatus, Vehicle } from 'shared-contracts/records';

interface AlertPlan {
  type: string;
  severity: SystemAlertSeverity;
  status: SystemAlertStatus;
  title: string;
  description: string;
  location: string;
  /** Minutes after (or before, negative) today's midnight */
  minutes: number;
}

const PLANS: readonly AlertPlan[] = [
  {
    type: 'speeding',
    severity: 'high',
    status: 'active',
    title: 'Speed limit exceeded',
    description: 'Recorded 68 mph in a 50 mph zone.',
    location: 'A406 North Circular, London',
    minutes: 5 * 60 + 42,
  },
  {
    type: 'temperature',
    severity: 'medium',
    status: 'active',
    title: 'Load temperature out of range',
    description: 'Climate-controlled body at 24°C; artworks require 18 to 21°C.',
    location: 'M1 J13, Milton Keynes',
    minutes: 4 * 60 + 15,
  },
  {
    type: 'maintenance',
    severity: 'low',
    status: 'active',
    title: 'Tyre pressure warning',
    description: 'Nearside rear tyre 15% below recommended pressure.',
    location: 'London Depot',
    minutes: 2 * 60 + 30,
  },
  {
    type: 'geofence',
    severity: 'medium',
    status: 'acknowledged',
    title: 'Left planned route',
    description: 'Vehicle left the agreed corridor for a secure consignment.',
    location: 'Digbeth, Birmingham',
    minutes: -(1 * 60 + 50),
  },
  {
    type: 'harsh_braking',
    severity: 'high',
    status: 'resolved',
    title: 'Harsh braking event',
    description: 'Deceleration of 0.6 g recorded; driver reported debris on the road.',
    location: 'M62 J26, Bradford',
    minutes: -(7 * 60 + 55),
  },
];

/** Five sample alerts (three active), each about a real vehicle and its driver. */
export function sampleSystemAlerts(today: Date, drivers: readonly Driver[], vehicles: readonly Vehicle[]): SystemAlert[] {
  const vehicleById = new Map(vehicles.map((v) => [v.id, v]));
  const crews = drivers
    .filter((d) => d.current_vehicle !== null)
    .map((d) => ({ driver: d, vehicle: vehicleById.get(d.current_vehicle as string) }));
  const midnight = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
  return PLANS.map((plan, i) => {
    const crew = crews.length ? crews[(i * 3) % crews.length] : undefined;
    return {
      id: `ALT-${String(i + 1).padStart(3, '0')}`,
      type: plan.type,
      severity: plan.severity,
      title: plan.title,
      description: plan.description,
      vehicle: crew?.vehicle?.registration ?? '',
      driver: crew?.driver.name ?? '',
      vehicle_id: crew?.vehicle?.id ?? null,
      driver_id: crew?.driver.id ?? null,
      location: plan.location,
      timestamp: new Date(midnight + plan.minutes * 60_000).toISOString(),
      status: plan.status,
    };
  });
}
