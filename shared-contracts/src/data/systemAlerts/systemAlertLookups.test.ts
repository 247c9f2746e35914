import { readAll } from '../query/readAll';
import { data, freshProvider } from '../store/storeTestFixture';

const ids = (alerts: ReadonlyArray<{ id: string }>) => alerts.map((a) => a.id);

describe('system alerts', () => {
  it('are found by title, type, vehicle, driver and description, never by location', async () => {
    const provider = freshProvider();
    const search = async (q: string) => ids(await readAll(provider, 'systemAlerts', { q }));
    expect(await search('tyre pressure')).toEqual(['ALT-003']);
    expect(await search('Geofence')).toEqual(['ALT-004']);
    expect(await search('agreed corridor')).toEqual(['ALT-004']);
    expect(await search('68 MPH')).toEqual(['ALT-001']);
    expect(await search(data.systemAlerts[2].vehicle)).toContain('ALT-003');
    expect(await search(data.systemAlerts[2].driver)).toContain('ALT-003');
    expect(await search('milton keynes')).toEqual([]);
  });
});
