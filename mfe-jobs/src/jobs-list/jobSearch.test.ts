import { freshStore, sampleData } from '../testing/renderScreen';
import { searchJobs } from './jobSearch';

describe('searchJobs', () => {
  const { jobs, drivers, vehicles, clients } = sampleData();

  it.each([
    ['a job ID', jobs[17].id],
    ['part of a job ID', jobs[17].id.slice(-4)],
    ['a client, in capitals', clients[5].company_name.toUpperCase()],
    ['a job type', 'antique transport'],
    ['a driver', drivers[2].name.split(' ')[1]],
    ['a vehicle registration', vehicles[4].registration.toLowerCase()],
    ['nothing known', 'no-such-thing'],
    ['spaces around', `  ${jobs[3].id}  `],
  ])('finds exactly what the store finds for %s', async (_what, query) => {
    const fromStore = await freshStore().jobs.list({ search: query });
    expect(searchJobs(jobs, query).map((job) => job.id)).toEqual(fromStore.map((job) => job.id));
  });

  it('does not search addresses (the store does not either)', async () => {
    const street = jobs[0].pickup_address.split(',')[0];
    expect(searchJobs(jobs, street).map((j) => j.id)).toEqual((await freshStore().jobs.list({ search: street })).map((j) => j.id));
  });
});
