/** The colour of a level bar (fuel, storage): red, orange, yellow or green. */
export type LevelTone = 'red' | 'orange' | 'yellow' | 'green';

/**
 * Fuel on the fleet list: under 25 red, under 50 orange, otherwise green.
 *
 * @example fleetListFuelTone(49) // 'orange'
 */
export function fleetListFuelTone(percent: number): LevelTone {
  if (percent < 25) return 'red';
  if (percent < 50) return 'orange';
  return 'green';
}

/**
 * Fuel on a vehicle's page: over 50 green, over 25 yellow, otherwise red.
 *
 * @example vehiclePageFuelTone(50) // 'yellow'
 */
export function vehiclePageFuelTone(percent: number): LevelTone {
  if (percent > 50) return 'green';
  if (percent > 25) return 'yellow';
  return 'red';
}

const TONE_WORDS: Record<LevelTone, string> = { red: 'low', orange: 'below half', yellow: 'below half', green: 'good' };

/**
 * What a screen reader hears for a fuel bar, so its colour is not the only sign of a low tank.
 *
 * @example fuelValueText(18, 'red') // '18%, low'
 */
export function fuelValueText(percent: number, tone: LevelTone): string {
  return `${percent}%, ${TONE_WORDS[tone]}`;
}
