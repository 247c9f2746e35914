import { type Kysely, sql } from 'kysely';

import type { PositionReport } from './osmandReport';

/** A report with the hash of the token it came with. */
export interface SignedReport extends PositionReport {
  tokenHash: string;
}

/** A vehicle's newest position as the map reads it. */
export interface LatestPosition {
  vehicleId: string;
  at: string;
  lat: number;
  lon: number;
  speedKmh: number | null;
  bearing: number | null;
}

/** Reports waiting are written together after this long, or as soon as this many wait. */
const BATCH_MS = 5;
const BATCH_SIZE = 500;

/**
 * Stores reports in batches: one statement checks each report's device and token, appends the accepted ones to
 * `positions` and moves `latest_positions` forward. Each report learns whether it was accepted (its token matched
 * its device) once its batch is committed.
 */
export class PositionWriter {
  private waiting: { report: SignedReport; settle: (accepted: boolean) => void; fail: (error: unknown) => void }[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<unknown>,
    private readonly now: () => Date,
    private readonly onStored: (positions: LatestPosition[]) => void,
  ) {}

  /** Whether the report was stored (false: no device has that id and token). */
  write(report: SignedReport): Promise<boolean> {
    return new Promise((settle, fail) => {
      this.waiting.push({ report, settle, fail });
      if (this.waiting.length >= BATCH_SIZE) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), BATCH_MS);
    });
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.waiting.splice(0);
    if (batch.length === 0) return;
    this.store(batch.map(({ report }) => report)).then(
      (accepted) => {
        for (const [n, { settle }] of batch.entries()) settle(accepted.has(n));
      },
      (error: unknown) => {
        for (const { fail } of batch) fail(error);
      },
    );
  }

  private async store(reports: SignedReport[]): Promise<Set<number>> {
    const rows = reports.map((report, n) => ({
      n,
      device_id: report.deviceId,
      token_hash: report.tokenHash,
      at: report.at.toISOString(),
      lat: report.lat,
      lon: report.lon,
      speed_kmh: report.speedKmh,
      bearing: report.bearing,
      altitude: report.altitude,
      accuracy: report.accuracy,
      battery: report.battery,
    }));
    const { rows: accepted } = await sql<LatestPosition & { n: number }>`WITH reports AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(n int, device_id text, token_hash text, at timestamptz,
          lat float8, lon float8, speed_kmh float8, bearing float8, altitude float8, accuracy float8, battery float8)),
      accepted AS (SELECT r.*, d.vehicle_id FROM reports r JOIN devices d ON d.id = r.device_id AND d.token_hash = r.token_hash),
      stored AS (INSERT INTO positions (vehicle_id, device_id, at, received_at, lat, lon, speed_kmh, bearing, altitude, accuracy, battery)
        SELECT vehicle_id, device_id, at, ${this.now()}, lat, lon, speed_kmh, bearing, altitude, accuracy, battery FROM accepted),
      latest AS (INSERT INTO latest_positions AS l (vehicle_id, device_id, at, received_at, lat, lon, speed_kmh, bearing, altitude, accuracy, battery)
        SELECT DISTINCT ON (vehicle_id) vehicle_id, device_id, at, ${this.now()}, lat, lon, speed_kmh, bearing, altitude, accuracy, battery
        FROM accepted ORDER BY vehicle_id, at DESC
        ON CONFLICT (vehicle_id) DO UPDATE SET device_id = EXCLUDED.device_id, at = EXCLUDED.at, received_at = EXCLUDED.received_at,
          lat = EXCLUDED.lat, lon = EXCLUDED.lon, speed_kmh = EXCLUDED.speed_kmh, bearing = EXCLUDED.bearing,
          altitude = EXCLUDED.altitude, accuracy = EXCLUDED.accuracy, battery = EXCLUDED.battery
        WHERE l.at <= EXCLUDED.at)
      SELECT n, vehicle_id AS "vehicleId", to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, lat, lon,
        speed_kmh AS "speedKmh", bearing FROM accepted`.execute(this.db);
    if (accepted.length > 0) this.onStored(accepted.map(({ n: _n, ...position }) => position));
    return new Set(accepted.map(({ n }) => n));
  }
}
