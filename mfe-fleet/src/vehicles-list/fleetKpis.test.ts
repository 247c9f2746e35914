import { VEHICLE_STATUSES } from 'shared-contracts/records';
import { freshProvider } from 'shared-contracts/testing';

import { FLEET_FIGURES_QUERY, fleetKpis } from './fleetKpis';

describe('the fleet figures', () => {
  it('count in_use, en_route, in_progress, loading and delivering as Active, and add up the critical alerts', () => {
    const oneOfEach = VEHICLE_STATUSES.map((status, i) => ({ key: status, count: 1, sum: { critical_alert_count: i === 7 ? 2 : 0 } }));
    expect(fleetKpis(oneOfEach)).toEqual({ total: 8, active: 5, available: 1, maintenance: 2, criticalAlerts: 2 });
    expect(fleetKpis([])).toEqual({ total: 0, active: 0, available: 0, maintenance: 0, criticalAlerts: 0 });
  });

  it('match the sample fleet: 29 vehicles, 25 active, 2 available, 2 in the workshop or off the road, 5 critical alerts', async () => {
    // The sample's dates raise five critical alerts: MOT expired and road tax not held (the off-road vehicle),
    // MOT in 5 days, road tax 2 days ago and in 4 days.
    const groups = await freshProvider().aggregate('vehicles', FLEET_FIGURES_QUERY);
    expect(fleetKpis(groups)).toEqual({ total: 29, active: 25, available: 2, maintenance: 2, criticalAlerts: 5 });
  });
});
