/** One position a vehicle reported (or, on the sample data, one it is made to have driven), as a route holds it. */
export interface RoutePoint {
  /** ISO date-time, UTC. */
  at: string;
  lat: number;
  lon: number;
  /** Null where the tracker did not say. */
  speedKmh: number | null;
  /** Degrees clockwise from north. */
  bearing: number | null;
  /** Metres above sea level. */
  altitude: number | null;
  /** Metres. */
  accuracy: number | null;
  /** Per cent. */
  battery: number | null;
}

export interface VehicleRouteParams {
  /** The day, YYYY-MM-DD: a UK day on the API, the browser's on the sample data. */
  date: string;
}

/** A vehicle's newest position: what the live map draws it at. */
export interface VehiclePosition extends RoutePoint {
  vehicleId: string;
}

/** A vehicle's newest fix as the event stream tells it, as trackers report: where, how fast, which way and when. */
export type PositionFix = Pick<VehiclePosition, 'vehicleId' | 'at' | 'lat' | 'lon' | 'speedKmh' | 'bearing'>;
