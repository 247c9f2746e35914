import type { Client } from 'shared-contracts/records';

import { describePoint } from '../places/ukTowns';
import type { MapJob, MapVehicle } from '../simulation/mapEntities';

/** The specification's sample figures for a live-map job. */
const SAMPLE_JOB_VALUE_GBP = 2_450_000;
const SAMPLE_RATE = '£4.50 per mile + £85 per hour';
const SAMPLE_ESTIMATED_TOTAL_GBP = 324.5;
const SAMPLE_INSURANCE = 'Fine art cover up to £3,000,000, nail to nail';
const SAMPLE_INVOICE_STATUS = 'Pending';
const SAMPLE_DESCRIPTION = 'Collection and delivery of a crated contemporary sculpture and two framed works on paper.';
const SAMPLE_REQUIREMENTS = [
  'Climate-controlled load space (18–21 °C)',
  'Two-person white-glove handling',
  'Shock-monitored crates',
  'Signature on delivery',
];
const SAMPLE_PORTERS = [
  { name: 'James Whitfield', experience: '8 years', certification: 'ICEFAT fine art handling' },
  { name: 'Priya Nair', experience: '5 years', certification: 'BAR removals, level 3' },
];

export interface JobDetails {
  id: string;
  status: 'En Route' | 'Delivered';
  client: { name: string; contact: string; phone: string } | null;
  value: number;
  pickupAddress: string;
  deliveryAddress: string;
  description: string;
  specialRequirements: readonly string[];
  vehicle: Pick<MapVehicle, 'id' | 'reg' | 'driver' | 'speedKph' | 'status'>;
  porters: readonly { name: string; experience: string; certification: string }[];
  createdAt: string;
  etaISO: string;
  invoice: { rate: string; estimatedTotal: number; insurance: string; status: string };
}

/**
 * What the Job Details dialog shows for a live-map job: the job and its vehicle from the simulation, its client
 * (read by id: see clientIdForJob; undefined while it is read), and the specification's sample figures.
 *
 * @example jobDetails(findJob(sim, 'JOB-1001'), vehicleView(sim, 0), client).client?.name // 'Harrowgate Museum of Decorative Arts'
 */
export function jobDetails(
  job: MapJob,
  vehicle: MapVehicle,
  client: Pick<Client, 'company_name' | 'contact_name' | 'phone'> | undefined,
): JobDetails {
  return {
    id: job.id,
    status: job.status === 'enroute' ? 'En Route' : 'Delivered',
    client: client ? { name: client.company_name, contact: client.contact_name, phone: client.phone } : null,
    value: SAMPLE_JOB_VALUE_GBP,
    pickupAddress: describePoint(job.pickup),
    deliveryAddress: describePoint(job.dropoff),
    description: SAMPLE_DESCRIPTION,
    specialRequirements: SAMPLE_REQUIREMENTS,
    vehicle: { id: vehicle.id, reg: vehicle.reg, driver: vehicle.driver, speedKph: vehicle.speedKph, status: vehicle.status },
    porters: SAMPLE_PORTERS,
    createdAt: job.createdAt,
    etaISO: job.etaISO,
    invoice: { rate: SAMPLE_RATE, estimatedTotal: SAMPLE_ESTIMATED_TOTAL_GBP, insurance: SAMPLE_INSURANCE, status: SAMPLE_INVOICE_STATUS },
  };
}
