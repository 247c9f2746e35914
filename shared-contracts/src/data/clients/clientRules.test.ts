import { createDataStore } from '../store/createDataStore';
import { data } from '../store/storeTestFixture';

const newClient = { company_name: 'Fenwick Arts Trust', client_type: 'fine_art_gallery' as const, contact_name: 'Ruth Fenwick', email: 'ruth@fenwickarts.org.uk', phone: '0191 498 0123' };

describe('new client ids', () => {
  // 1_755_772_042_137 ms: its last six digits are 042137.
  const stamp = new Date(1_755_772_042_137);

  it('are CLI and the last six digits of the time stamp', async () => {
    const store = createDataStore(data, { now: () => stamp });
    expect((await store.clients.create(newClient)).id).toBe('CLI042137');
  });

  it('move on to the next free number when that one is taken', async () => {
    const store = createDataStore(data, { now: () => stamp });
    await store.clients.create(newClient);
    expect((await store.clients.create({ ...newClient, company_name: 'Fenwick Arts Trust (Durham)' })).id).toBe('CLI042138');
  });
});
