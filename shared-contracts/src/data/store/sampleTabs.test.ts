import type { Session } from 'shared-contracts/contract';

import { data, freshProvider } from './storeTestFixture';

const dana: Session = { email: 'dispatcher@zorvex-logistics.co.uk', name: 'Dana Price', role: 'dispatcher' };

let tabs = 0;
/** Two tabs of one browser: each a provider with its own copy of the sample data, on a channel of their own. */
function twoTabs(first: { now?: () => Date; session?: () => Session } = {}) {
  const channel = `sample-tabs-${++tabs}`;
  return [freshProvider({ ...first, channel }), freshProvider({ channel })] as const;
}

/** Resolves once `done` holds, asking every 10 ms for up to 5 s. */
async function eventually(done: () => Promise<boolean>) {
  for (const started = Date.now(); !(await done());) {
    if (Date.now() - started > 5000) throw new Error('Waited 5 s in vain');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the sample provider between a browser’s tabs', () => {
  it('stores another tab’s write even when nothing listens, and keeps it in that record’s History, by its writer, at its time', async () => {
    const [mine, theirs] = twoTabs({ session: () => dana, now: () => new Date('2025-08-21T09:41:00.000Z') });
    const job = data.jobs.find((candidate) => candidate.status === 'scheduled')!;
    await mine.update('jobs', { id: job.id, data: { special_requirements: 'Ring the bell twice' } });
    await eventually(async () => (await theirs.getOne('jobs', { id: job.id })).special_requirements === 'Ring the bell twice');
    const [entry] = (await theirs.getHistory!('jobs', { id: job.id })).data;
    expect(entry).toMatchObject({
      at: '2025-08-21T09:41:00.000Z',
      account: { name: 'Dana Price' },
      action: 'update',
      changes: { special_requirements: [job.special_requirements, 'Ring the bell twice'] },
    });
  });

  it('shares nothing without a channel', async () => {
    const [mine, theirs] = [freshProvider(), freshProvider()];
    expect(theirs.subscribe).toBeUndefined();
    await mine.update('drivers', { id: 'DRV-002', data: { phone: '07700 900999' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await theirs.getOne('drivers', { id: 'DRV-002' })).phone).not.toBe('07700 900999');
  });
});
