import { type Kysely, sql } from 'kysely';
import type { RoutePoint, VehiclePosition } from 'shared-contracts/contract';

/** The company's days are the UK's. */
const DAY_ZONE = 'Europe/London';

const POINT_FIELDS = sql`to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, lat, lon, speed_kmh AS "speedKmh",
  bearing, altitude, accuracy, battery`;

/** The newest position of every vehicle that has reported. */
export async function readLatest(db: Kysely<unknown>): Promise<VehiclePosition[]> {
  const { rows } = await sql<VehiclePosition>`SELECT vehicle_id AS "vehicleId", ${POINT_FIELDS}
    FROM latest_positions ORDER BY vehicle_id`.execute(db);
  return rows;
}

/** A vehicle's positions of one UK day (`YYYY-MM-DD`, default the day `now` is in), oldest first. */
export async function readRoute(db: Kysely<unknown>, vehicleId: string, day: string | undefined, now: Date): Promise<RoutePoint[]> {
  const { rows } = await sql<RoutePoint>`WITH day AS (
      SELECT coalesce(${day ?? null}::date, (${now}::timestamptz AT TIME ZONE ${DAY_ZONE})::date) AS d)
    SELECT ${POINT_FIELDS} FROM positions, day
    WHERE vehicle_id = ${vehicleId}
      AND at >= (day.d::timestamp AT TIME ZONE ${DAY_ZONE}) AND at < ((day.d + 1)::timestamp AT TIME ZONE ${DAY_ZONE})
    ORDER BY at`.execute(db);
  return rows;
}
