import { NotFoundError, ValidationError } from '../store/errors';
import { data, freshStore, today } from '../store/storeTestFixture';

describe('clients, warehouses and system alerts', () => {
  const newClient = { company_name: 'Fenwick Arts Trust', client_type: 'fine_art_gallery' as const, contact_name: 'Ruth Fenwick', email: 'ruth@fenwickarts.org.uk', phone: '0191 498 0123' };

  it('adds a client with a CLI id from the time stamp, active, and cascades a rename', async () => {
    const store = freshStore();
    const client = await store.clients.create(newClient);
    expect(client.id).toBe(`CLI${String(today.getTime() % 1_000_000).padStart(6, '0')}`);
    expect(client).toMatchObject({ status: 'active', payment_terms: 'net_30', client_type: 'fine_art_gallery' });
    await expect(store.clients.create({ ...newClient, client_type: 'spaceport' as never })).rejects.toMatchObject({ field: 'client_type' });
    await expect(store.clients.create({ ...newClient, website: 'fenwick' })).rejects.toMatchObject({ field: 'website' });
    for (const field of ['company_name', 'contact_name', 'email', 'phone', 'client_type'] as const) {
      await expect(store.clients.create({ ...newClient, [field]: '' })).rejects.toMatchObject({ field });
    }
    const target = data.invoices[0].client_id;
    await store.clients.update(target, { company_name: 'New Name Ltd' });
    expect(store.invoices.snapshot().find((i) => i.client_id === target)?.client_name).toBe('New Name Ltd');
    expect(store.jobs.snapshot().filter((j) => j.client_id === target).every((j) => j.client_name === 'New Name Ltd')).toBe(true);
  });

  it('adds a warehouse and refuses more occupied than capacity', async () => {
    const store = freshStore();
    const input = { name: 'Leeds Store', address: '4 Canal Wharf, Leeds LS11 5PS', type: 'Regional Store' as const, capacity: 1000, manager: 'Ben Hall' };
    expect(await store.warehouses.create(input)).toMatchObject({ id: 'WH-006', status: 'operational', occupied: 0, last_inspection: '2025-08-21' });
    await expect(store.warehouses.create({ ...input, occupied: 1001 })).rejects.toMatchObject({ field: 'occupied' });
    await expect(store.warehouses.update('WH-001', { capacity: 0 })).rejects.toMatchObject({ field: 'capacity' });
    await expect(store.warehouses.update('WH-404', { manager: 'x' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('raises and resolves a system alert', async () => {
    const store = freshStore();
    const alert = await store.systemAlerts.create({ type: 'fuel_low', severity: 'low', title: 'Fuel below 10%', vehicle_id: 'VEH-001' });
    expect(alert).toMatchObject({ id: 'ALT-006', status: 'active', vehicle: 'ZVX-101', driver: '', timestamp: today.toISOString() });
    expect((await store.systemAlerts.update(alert.id, { status: 'resolved' })).status).toBe('resolved');
    await expect(store.systemAlerts.update(alert.id, { severity: 'critical' as never })).rejects.toMatchObject({ field: 'severity' });
  });

  it('rejects input that is not an object', async () => {
    await expect(freshStore().clients.create(null as never)).rejects.toBeInstanceOf(ValidationError);
  });
});
