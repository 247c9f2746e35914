import type { VehiclePosition } from 'shared-contracts/contract';

import { vehicleView } from './fleetViews';
import { fakeClock, fakeScheduler } from './testing/fakeEnvironment';
import { createTrackedFleetController, type PositionsFeed } from './trackedFleetController';

const VEHICLES = [
  { id: 'VEH-001', registration: 'ZVX-101', driverName: 'Sarah Mitchell' },
  { id: 'VEH-002', registration: 'ZVX-102', driverName: null },
  { id: 'VEH-003', registration: 'ZVX-103', driverName: 'Tom Reid' },
];
/** A report at 09:mm:ss UTC on 21 August 2025 (the fake clock starts at 09:00). */
const report = (vehicleId: string, time: string, lon: number, lat: number, speedKmh: number | null): VehiclePosition => ({
  vehicleId,
  at: `2025-08-21T${time}.000Z`,
  lat,
  lon,
  speedKmh,
  bearing: null,
  altitude: null,
  accuracy: null,
  battery: null,
});

function start(positions: VehiclePosition[]) {
  const clock = fakeClock();
  const scheduler = fakeScheduler();
  let send: (positions: readonly VehiclePosition[]) => void = () => {};
  const unsubscribed: string[] = [];
  const feed: PositionsFeed = (listener) => {
    send = listener;
    return () => unsubscribed.push('feed');
  };
  const controller = createTrackedFleetController({ vehicles: VEHICLES, positions, clock, scheduler, feed });
  controller.start();
  const updates: string[] = [];
  controller.subscribe((cause) => updates.push(cause));
  return { controller, clock, scheduler, send: (next: VehiclePosition[]) => send(next), updates, unsubscribed };
}

describe('the tracked fleet', () => {
  it('draws the vehicles that have reported, at their newest positions, moving above 1 km/h and idle at or below', () => {
    const { controller } = start([report('VEH-001', '08:59:50', -0.12, 51.5, 48), report('VEH-003', '08:58:00', -2.24, 53.48, 1)]);
    const { simulation } = controller;
    expect(simulation.identities).toEqual([
      { id: 'VEH-001', reg: 'ZVX-101', driver: 'Sarah Mitchell' },
      { id: 'VEH-003', reg: 'ZVX-103', driver: 'Tom Reid' },
    ]);
    expect(vehicleView(simulation, 0)).toMatchObject({
      lng: -0.12,
      lat: 51.5,
      speedKph: 48,
      status: 'moving',
      city: 'London',
      jobId: null,
    });
    expect(vehicleView(simulation, 1)).toMatchObject({ status: 'idle', city: 'Manchester' });
    expect(controller.getSnapshot().kpis).toMatchObject({ moving: 1, idle: 1, offline: 0, activeJobs: 0, totalVehicles: 2 });
  });

  it('holds what arrives and draws it once a second, the newest of each vehicle', () => {
    const { controller, scheduler, send, updates } = start([report('VEH-001', '08:59:50', -0.12, 51.5, 48)]);
    send([report('VEH-001', '09:00:00', -0.11, 51.51, 30)]);
    send([report('VEH-001', '09:00:10', -0.1, 51.52, null)]);
    send([report('VEH-001', '09:00:05', -0.105, 51.515, 20)]);
    expect(vehicleView(controller.simulation, 0).lng).toBe(-0.12);
    expect(updates).toEqual([]);
    scheduler.fire();
    expect(updates).toEqual(['tick']);
    expect(vehicleView(controller.simulation, 0)).toMatchObject({ lng: -0.1, lat: 51.52, speedKph: 0, status: 'idle' });
    scheduler.fire();
    expect(updates).toEqual(['tick']);
  });

  it('shows a vehicle offline 10 minutes after its last report', () => {
    const { controller, clock, scheduler, updates } = start([report('VEH-001', '08:59:50', -0.12, 51.5, 48)]);
    clock.advance(9 * 60_000);
    scheduler.fire();
    expect(vehicleView(controller.simulation, 0).status).toBe('moving');
    clock.advance(60_000);
    scheduler.fire();
    expect(vehicleView(controller.simulation, 0).status).toBe('offline');
    expect(updates).toEqual(['tick']);
  });

  it('tells when a vehicle it does not draw starts reporting, and drives nothing', () => {
    const { controller, send } = start([report('VEH-001', '08:59:50', -0.12, 51.5, 48)]);
    const told: string[] = [];
    controller.onNewVehicle(() => told.push('new'));
    send([report('VEH-002', '09:00:00', -1.5, 52.5, 10)]);
    expect(told).toEqual(['new']);
    expect([controller.pauseVehicle('VEH-001'), controller.teleportVehicle('VEH-001', 'Leeds'), controller.createJob('VEH-001')]).toEqual([
      false,
      false,
      null,
    ]);
  });

  it('stops listening to the feed when disposed', () => {
    const { controller, scheduler, unsubscribed } = start([]);
    controller.dispose();
    expect(unsubscribed).toEqual(['feed']);
    expect(scheduler.active()).toEqual([]);
  });
});
