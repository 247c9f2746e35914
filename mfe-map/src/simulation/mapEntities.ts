import type { CityName } from './cities';
import type { LngLat } from './geo';

export type MapVehicleStatus = 'moving' | 'idle' | 'offline';
type MapJobStatus = 'enroute' | 'delivered';

/** A vehicle as the side lists and the saved state see it (spec section 3, "Live map simulation"). */
export interface MapVehicle {
  id: string;
  reg: string;
  driver: string;
  city: CityName;
  lng: number;
  lat: number;
  speedKph: number;
  status: MapVehicleStatus;
  /** The en-route job, null once delivered. */
  jobId: string | null;
  /** Miles driven since the simulation started. */
  mileageToday: number;
  paused: boolean;
}

/** Immutable: a change (delivery, re-route) replaces the object, so lists can compare by identity. */
export interface MapJob {
  readonly id: string;
  /** Same text as id: JOB-<n>. */
  readonly ref: string;
  readonly pickup: LngLat;
  readonly dropoff: LngLat;
  readonly assignedVehicleId: string;
  readonly status: MapJobStatus;
  readonly etaISO: string;
  readonly createdAt: string;
}

export interface FleetKpis {
  activeJobs: number;
  moving: number;
  idle: number;
  offline: number;
  completedToday: number;
  totalVehicles: number;
  revenue: number;
}
