import { UK_BOUNDS } from './cities';
import { isInsideBox, type LngLat } from './geo';

/** Click Map job creation: off, waiting for the pickup click, or waiting for the drop-off click. */
export type ClickMapMode =
  | { readonly step: 'off' }
  | { readonly step: 'pickup'; readonly vehicleId: string }
  | { readonly step: 'dropoff'; readonly vehicleId: string; readonly pickup: LngLat };

export type ClickMapEvent =
  { readonly type: 'start'; readonly vehicleId: string } | { readonly type: 'mapClick'; readonly at: LngLat } | { readonly type: 'cancel' };

/** Pass to the controller's createJob(vehicleId, { pickup, dropoff }): the vehicle starts at the pickup. */
interface ClickMapJobRequest {
  readonly vehicleId: string;
  readonly pickup: LngLat;
  readonly dropoff: LngLat;
}

export interface ClickMapTransition {
  readonly mode: ClickMapMode;
  /** Set only on the click that completes the job. */
  readonly jobRequest: ClickMapJobRequest | null;
}

export const CLICK_MAP_OFF: ClickMapMode = { step: 'off' };

/**
 * The next mode after an event. `start` (re)enters pickup for a vehicle; the first click sets the pickup and
 * moves to drop-off; the second returns the job request and ends the mode; `cancel` ends it. Clicks while off or
 * outside the UK box change nothing and return the same mode object.
 *
 * @example advanceClickMapMode({ step: 'pickup', vehicleId: 'VEH-001' }, { type: 'mapClick', at: [-0.1, 51.5] }).mode.step // 'dropoff'
 */
export function advanceClickMapMode(mode: ClickMapMode, event: ClickMapEvent): ClickMapTransition {
  switch (event.type) {
    case 'start':
      return { mode: { step: 'pickup', vehicleId: event.vehicleId }, jobRequest: null };
    case 'cancel':
      return { mode: CLICK_MAP_OFF, jobRequest: null };
    case 'mapClick': {
      const at: LngLat = [event.at[0], event.at[1]];
      if (mode.step === 'off' || !isInsideBox(UK_BOUNDS, at[0], at[1])) return { mode, jobRequest: null };
      if (mode.step === 'pickup') return { mode: { step: 'dropoff', vehicleId: mode.vehicleId, pickup: at }, jobRequest: null };
      return { mode: CLICK_MAP_OFF, jobRequest: { vehicleId: mode.vehicleId, pickup: mode.pickup, dropoff: at } };
    }
  }
}

/**
 * The mode badge text, or null when off.
 *
 * @example clickMapLabel({ step: 'pickup', vehicleId: 'VEH-001' }) // 'PICKUP'
 */
export function clickMapLabel(mode: ClickMapMode): 'PICKUP' | 'DROPOFF' | null {
  if (mode.step === 'off') return null;
  return mode.step === 'pickup' ? 'PICKUP' : 'DROPOFF';
}
