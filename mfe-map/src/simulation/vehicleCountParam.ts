/** Above this the page would spend more time drawing than a 1 s tick allows. */
const MAX_SIMULATED_VEHICLES = 50_000;

/**
 * The `?vehicles=N` figure from a query string: a whole number from 1, capped at MAX_SIMULATED_VEHICLES;
 * anything else (missing, 0, negative, decimals, text) gives the fallback.
 *
 * @example vehicleCountFromSearch('?vehicles=10000', 29) // 10000
 */
export function vehicleCountFromSearch(search: string, fallback: number): number {
  const raw = new URLSearchParams(search).get('vehicles');
  if (raw === null || !/^\d+$/.test(raw.trim())) return fallback;
  const count = Number(raw.trim());
  if (count < 1) return fallback;
  return Math.min(count, MAX_SIMULATED_VEHICLES);
}
