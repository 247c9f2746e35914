import { data, freshStore } from '../store/storeTestFixture';
import { countActiveSystemAlerts } from './systemAlertLookups';

const ids = (alerts: ReadonlyArray<{ id: string }>) => alerts.map((a) => a.id);

describe('system alerts', () => {
  it('are found by title, type, vehicle, driver and description, never by location', async () => {
    const store = freshStore();
    expect(ids(await store.systemAlerts.list({ search: 'tyre pressure' }))).toEqual(['ALT-003']);
    expect(ids(await store.systemAlerts.list({ search: 'Geofence' }))).toEqual(['ALT-004']);
    expect(ids(await store.systemAlerts.list({ search: 'agreed corridor' }))).toEqual(['ALT-004']);
    expect(ids(await store.systemAlerts.list({ search: '68 MPH' }))).toEqual(['ALT-001']);
    expect(ids(await store.systemAlerts.list({ search: data.systemAlerts[2].vehicle }))).toContain('ALT-003');
    expect(ids(await store.systemAlerts.list({ search: data.systemAlerts[2].driver }))).toContain('ALT-003');
    expect(await store.systemAlerts.list({ search: 'milton keynes' })).toEqual([]);
  });

  it('count as active only while neither acknowledged nor resolved', async () => {
    const store = freshStore();
    expect(countActiveSystemAlerts(store.systemAlerts.snapshot())).toBe(3);
    await store.systemAlerts.update('ALT-001', { status: 'acknowledged' });
    expect(countActiveSystemAlerts(store.systemAlerts.snapshot())).toBe(2);
    await store.systemAlerts.update('ALT-002', { status: 'resolved' });
    expect(countActiveSystemAlerts(store.systemAlerts.snapshot())).toBe(1);
    expect(countActiveSystemAlerts(data.systemAlerts)).toBe(3);
  });
});
