import type { Session } from 'shared-contracts/contract';

import { data, freshProvider, today } from './storeTestFixture';

const dana: Session = { email: 'dispatcher@zorvex-logistics.co.uk', name: 'Dana Price', role: 'dispatcher' };

describe('the sample provider’s audit trail', () => {
  it('records who changed which fields of a record, from what to what, newest first', async () => {
    const provider = freshProvider({ session: () => dana });
    const job = data.jobs[0];
    await provider.update('jobs', { id: job.id, data: { notes: 'First note' } });
    await provider.update('jobs', { id: job.id, data: { notes: 'Second note' } });

    const { data: entries, next } = await provider.getHistory!('jobs', { id: job.id });
    expect(next).toBeNull();
    expect(entries).toEqual([
      {
        id: 2,
        at: today.toISOString(),
        account: { id: 3, email: 'dispatcher@zorvex-logistics.co.uk', name: 'Dana Price' },
        resource: 'jobs',
        recordId: job.id,
        action: 'update',
        changes: { notes: ['First note', 'Second note'] },
      },
      expect.objectContaining({ id: 1, changes: { notes: [job.notes, 'First note'] } }),
    ]);
  });

  it('records a create with every field new, and the named action of a status', async () => {
    const provider = freshProvider();
    const { data: warehouse } = await provider.create('warehouses', {
      data: { name: 'Leeds Store', address: '4 Canal Wharf, Leeds LS11 5PS', type: 'Regional Store', capacity: 1000, manager: 'Ben Hall' },
    });
    const [created] = (await provider.getHistory!('warehouses', { id: warehouse.id })).data;
    expect(created).toMatchObject({ action: 'create', account: { name: 'Admin User' } });
    expect(created.changes.name).toEqual([null, 'Leeds Store']);

    const draft = data.invoices.find((invoice) => invoice.status === 'draft')!;
    await provider.update('invoices', { id: draft.id, data: { status: 'sent' } });
    const [sent] = (await provider.getHistory!('invoices', { id: draft.id })).data;
    expect(sent).toMatchObject({ action: 'send', changes: { status: ['draft', 'sent'] } });
  });

  it('records the records a write changed with it: a renamed client’s jobs', async () => {
    const provider = freshProvider();
    const job = data.jobs[0];
    await provider.update('clients', { id: job.client_id, data: { company_name: 'New Name Ltd' } });
    const [renamed] = (await provider.getHistory!('jobs', { id: job.id })).data;
    expect(renamed).toMatchObject({ action: 'update', changes: { client_name: [job.client_name, 'New Name Ltd'] } });
  });

  it('answers a page at a time, naming the next', async () => {
    const provider = freshProvider();
    const id = data.jobs[0].id;
    for (const note of ['a', 'b', 'c']) await provider.update('jobs', { id, data: { notes: note } });
    const first = await provider.getHistory!('jobs', { id, perPage: 2 });
    expect(first.data.map((entry) => entry.changes.notes?.[1])).toEqual(['c', 'b']);
    expect(first.next).toBe(2);
    const second = await provider.getHistory!('jobs', { id, page: 2, perPage: 2 });
    expect(second).toMatchObject({ next: null, data: [{ changes: { notes: [data.jobs[0].notes, 'a'] } }] });
  });
});
