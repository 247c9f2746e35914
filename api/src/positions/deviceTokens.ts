import { createHash, randomBytes } from 'node:crypto';

import { type Kysely, sql } from 'kysely';

/** A device's token is random (256 bits): a fast hash of it is as safe to keep as a slow one, and costs an ingest nothing. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Registers a tracker for a vehicle (or gives a registered one a new token, ending its old one). Returns the token,
 * which is kept only as its hash: shown once.
 */
export async function registerDevice(db: Kysely<unknown>, deviceId: string, vehicleId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await sql`INSERT INTO devices (id, vehicle_id, token_hash, created_at) VALUES (${deviceId}, ${vehicleId}, ${tokenHash(token)}, ${now})
    ON CONFLICT (id) DO UPDATE SET vehicle_id = EXCLUDED.vehicle_id, token_hash = EXCLUDED.token_hash, created_at = EXCLUDED.created_at`.execute(
    db,
  );
  return token;
}
