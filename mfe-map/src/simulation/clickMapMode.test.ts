import { advanceClickMapMode, CLICK_MAP_OFF, clickMapLabel, type ClickMapMode } from './clickMapMode';

describe('click-map job creation', () => {
  const pickupMode: ClickMapMode = { step: 'pickup', vehicleId: 'VEH-001' };

  it('enters pickup mode for the selected vehicle', () => {
    expect(advanceClickMapMode(CLICK_MAP_OFF, { type: 'start', vehicleId: 'VEH-001' })).toEqual({ mode: pickupMode, jobRequest: null });
  });

  it('sets the pickup on the first click and switches to drop-off', () => {
    const next = advanceClickMapMode(pickupMode, { type: 'mapClick', at: [-0.12, 51.5] });
    expect(next).toEqual({ mode: { step: 'dropoff', vehicleId: 'VEH-001', pickup: [-0.12, 51.5] }, jobRequest: null });
  });

  it('creates the job on the second click and ends the mode', () => {
    const dropoffMode = advanceClickMapMode(pickupMode, { type: 'mapClick', at: [-0.12, 51.5] }).mode;
    expect(advanceClickMapMode(dropoffMode, { type: 'mapClick', at: [-0.08, 51.52] })).toEqual({
      mode: { step: 'off' },
      jobRequest: { vehicleId: 'VEH-001', pickup: [-0.12, 51.5], dropoff: [-0.08, 51.52] },
    });
  });

  it('ignores clicks while off and clicks outside the UK, keeping the same mode object', () => {
    expect(advanceClickMapMode(CLICK_MAP_OFF, { type: 'mapClick', at: [-0.12, 51.5] }).mode).toBe(CLICK_MAP_OFF);
    const outside = advanceClickMapMode(pickupMode, { type: 'mapClick', at: [2.35, 48.86] });
    expect(outside.mode).toBe(pickupMode);
    expect(outside.jobRequest).toBeNull();
  });

  it('cancels from any step and restarts on a new start', () => {
    const dropoffMode: ClickMapMode = { step: 'dropoff', vehicleId: 'VEH-001', pickup: [-0.12, 51.5] };
    expect(advanceClickMapMode(dropoffMode, { type: 'cancel' }).mode).toEqual({ step: 'off' });
    expect(advanceClickMapMode(dropoffMode, { type: 'start', vehicleId: 'VEH-002' }).mode).toEqual({
      step: 'pickup',
      vehicleId: 'VEH-002',
    });
  });

  it('labels the mode PICKUP or DROPOFF', () => {
    expect(clickMapLabel(CLICK_MAP_OFF)).toBeNull();
    expect(clickMapLabel(pickupMode)).toBe('PICKUP');
    expect(clickMapLabel({ step: 'dropoff', vehicleId: 'VEH-001', pickup: [0, 51] })).toBe('DROPOFF');
  });
});
