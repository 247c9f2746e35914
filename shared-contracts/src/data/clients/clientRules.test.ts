import { createSampleProvider } from '../store/createSampleProvider';
import { create, data } from '../store/storeTestFixture';

const newClient = {
  company_name: 'Fenwick Arts Trust',
  client_type: 'fine_art_gallery' as const,
  contact_name: 'Ruth Fenwick',
  email: 'ruth@fenwickarts.org.uk',
  phone: '0191 498 0123',
};

describe('new client ids', () => {
  // 1_755_772_042_137 ms: its last six digits are 042137.
  const stamp = new Date(1_755_772_042_137);

  it('are CLI and the last six digits of the time stamp', async () => {
    const provider = createSampleProvider(data, { now: () => stamp });
    expect((await create(provider, 'clients', newClient)).id).toBe('CLI042137');
  });

  it('move on to the next free number when that one is taken', async () => {
    const provider = createSampleProvider(data, { now: () => stamp });
    await create(provider, 'clients', newClient);
    expect((await create(provider, 'clients', { ...newClient, company_name: 'Fenwick Arts Trust (Durham)' })).id).toBe('CLI042138');
  });
});
