import {
  type DataEvent,
  type DataProvider,
  isDataError,
  MAX_PER_PAGE,
  type RecordOf,
  type Resource,
  type Role,
} from 'shared-contracts/contract';
import type { Job } from 'shared-contracts/records';

import { SAMPLE_SIZES } from './sampleSizes';

/** What the suite runs against: a provider over freshly seeded sample data, for each test. */
export interface ContractSubject {
  /** A provider whose data is the sample data set seeded anew (dates relative to `today`). */
  fresh: () => DataProvider | Promise<DataProvider>;
  /** The day the data was seeded for. */
  today: Date;
  /** The provider keeps a version on each record and refuses an update made from an older one (the API). */
  keepsVersions?: boolean;
  /**
   * Two providers over one freshly seeded data set, as two browsers (or two tabs of one) see it, each with `subscribe`
   * and a clock at `today`: the subscribe cases run only where it is given.
   */
  pair?: () => Promise<[DataProvider, DataProvider]>;
  /**
   * Signs in as a member of staff with their password, as a browser of its own would: a provider of that session over
   * the same staff accounts and audit trail, or null when the sign-in is refused. `fresh()`'s provider is signed in as
   * an administrator. With it, the suite runs the staff accounts' cases.
   */
  signIn?: (email: string, password: string) => Promise<DataProvider | null>;
}

const ids = (records: readonly { id: string }[]) => records.map((record) => record.id);

async function all<R extends Resource>(
  provider: DataProvider,
  resource: R,
  params: Parameters<DataProvider['getList']>[1] = {},
): Promise<RecordOf[R][]> {
  const { data } = await provider.getList(resource, { ...params, perPage: MAX_PER_PAGE });
  return data;
}

/** Resolves once `done` holds, asking every 10 ms for up to 5 s. */
async function eventually(done: () => boolean | Promise<boolean>): Promise<void> {
  for (const started = Date.now(); !(await done());) {
    if (Date.now() - started > 5000) throw new Error('Waited 5 s in vain');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function refusal(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to be refused');
}

const DAY_MS = 86_400_000;
const DEAD_LINK = 'This link does not work: it was used already, it expired, or a newer one replaced it';

/** Invites a member of staff, sets their password from the link and signs them in: their account's id and provider. */
async function invited(
  admin: DataProvider,
  signIn: NonNullable<ContractSubject['signIn']>,
  invitation: { email: string; name: string; role: Role },
  password: string,
): Promise<{ id: number; member: DataProvider }> {
  const link = await admin.inviteUser!(invitation);
  await admin.setPasswordFromLink!({ token: link.token, password });
  const member = await signIn(invitation.email, password);
  if (!member) throw new Error(`${invitation.email} could not sign in`);
  return { id: link.id, member };
}

const NEW_JOB = {
  client_id: 'CLI-001',
  job_type: 'Office Move',
  pickup_address: '1 Queen Street, London EC2A 1AA',
  delivery_address: '2 Kings Road, Leeds LS1 4TT',
  pickup_date: '2030-09-01',
} as const;

/**
 * The data-provider contract as tests: the same suite runs against every provider (the sample provider in
 * the browser, the HTTP provider against the API), each test on freshly seeded sample data.
 *
 * @example describeDataProviderContract('the sample provider', { fresh: () => createSampleProvider(generateDataSet({ today }), { now: () => today }), today });
 */
export function describeDataProviderContract(name: string, subject: ContractSubject): void {
  describe(`${name} meets the data-provider contract`, () => {
    let provider: DataProvider;
    beforeEach(async () => {
      provider = await subject.fresh();
    });

    describe('getList', () => {
      it('pages the records and counts every match', async () => {
        const first = await provider.getList('jobs', { page: 1, perPage: 10 });
        const second = await provider.getList('jobs', { page: 2, perPage: 10 });
        expect(first.data).toHaveLength(10);
        expect(first.total).toBe(SAMPLE_SIZES.jobs);
        expect(second.total).toBe(SAMPLE_SIZES.jobs);
        expect(ids(second.data).some((id) => ids(first.data).includes(id))).toBe(false);
        const past = await provider.getList('jobs', { page: 1000, perPage: 10 });
        expect(past).toEqual({ data: [], total: SAMPLE_SIZES.jobs });
      });

      it(`holds at most ${MAX_PER_PAGE} records a page`, async () => {
        const { data, total } = await provider.getList('clients', { perPage: MAX_PER_PAGE + 500 });
        expect(total).toBe(SAMPLE_SIZES.clients);
        expect(data.length).toBeLessThanOrEqual(MAX_PER_PAGE);
      });

      it('searches the resource’s search fields, case-insensitive, as a substring', async () => {
        const [job] = (await provider.getList('jobs', { page: 3, perPage: 1 })).data;
        const byId = await provider.getList('jobs', { q: job.id.toLowerCase() });
        expect(ids(byId.data)).toEqual([job.id]);
        const byVehicle = await all(provider, 'jobs', { q: 'zvx-101' });
        expect(byVehicle.length).toBeGreaterThan(0);
        expect(byVehicle.every((found) => found.vehicle_reg === 'ZVX-101')).toBe(true);
        expect((await provider.getList('vehicles', { q: 'ZVX-101' })).data.map((vehicle) => vehicle.id)).toEqual(['VEH-001']);
        expect((await provider.getList('drivers', { q: '   ' })).total).toBe(SAMPLE_SIZES.drivers);
      });

      it('does not search other fields', async () => {
        const [job] = (await provider.getList('jobs', { perPage: 1 })).data;
        expect((await provider.getList('jobs', { q: job.pickup_address })).total).toBe(0);
        expect((await provider.getList('warehouses', { q: '24/7' })).total).toBe(0);
      });

      it('searches words and symbols as text, never as patterns', async () => {
        for (const q of ['%', 'auction%', "' OR 1=1 --", '.*', '\\']) {
          expect((await provider.getList('clients', { q })).total).toBe(0);
        }
        const auctionHouses = await all(provider, 'clients', { q: 'auction_house' });
        expect(auctionHouses.length).toBeGreaterThan(0);
        expect(auctionHouses.every((client) => client.client_type === 'auction_house')).toBe(true);
      });

      it('sorts by a field either way, a missing value last', async () => {
        const up = await all(provider, 'drivers', { sort: 'rating', order: 'asc' });
        const down = await all(provider, 'drivers', { sort: 'rating', order: 'desc' });
        const ratings = up.map((driver) => driver.rating);
        expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
        expect(down.map((driver) => driver.rating)).toEqual([...ratings].reverse());
        const names = (await all(provider, 'warehouses', { sort: 'name', order: 'asc' })).map((warehouse) => warehouse.name);
        expect(names).toEqual([
          'Birmingham Regional Store',
          'Edinburgh Fine Art Store',
          'London Depot',
          'Manchester Distribution Hub',
          'Park Royal Secure Storage',
        ]);
        const byDriver = await all(provider, 'vehicles', { sort: 'driver_assigned', order: 'desc' });
        expect(byDriver[byDriver.length - 1].driver_assigned).toBeNull();
      });

      it('orders jobs for dispatch: in progress, then scheduled soonest first, then completed latest first', async () => {
        const jobs = await all(provider, 'jobs', { sort: 'dispatch_order', order: 'asc' });
        const statuses = jobs.map((job) => job.status);
        expect(statuses.indexOf('scheduled')).toBe(SAMPLE_SIZES.jobsInProgress);
        expect(statuses.indexOf('completed')).toBe(SAMPLE_SIZES.jobsInProgress + SAMPLE_SIZES.jobsScheduled);
        const scheduled = jobs.filter((job) => job.status === 'scheduled').map((job) => `${job.pickup_date} ${job.pickup_time}`);
        expect(scheduled).toEqual([...scheduled].sort());
        const completed = jobs.filter((job) => job.status === 'completed').map((job) => `${job.pickup_date} ${job.pickup_time}`);
        expect(completed).toEqual([...completed].sort().reverse());
      });

      it('filters by equality, any of a list, inequality, ranges, substrings and missing values', async () => {
        expect((await provider.getList('jobs', { filter: { status: 'in_progress' } })).total).toBe(SAMPLE_SIZES.jobsInProgress);
        expect((await provider.getList('jobs', { filter: { status: ['in_progress', 'scheduled'] } })).total).toBe(
          SAMPLE_SIZES.jobsInProgress + SAMPLE_SIZES.jobsScheduled,
        );
        expect((await provider.getList('jobs', { filter: { status_ne: 'completed' } })).total).toBe(
          SAMPLE_SIZES.jobs - SAMPLE_SIZES.jobsCompleted,
        );
        const today = await all(provider, 'jobs', { filter: { status: 'in_progress' } });
        const day = today[0].pickup_date;
        expect((await provider.getList('jobs', { filter: { pickup_date_gt: day } })).total).toBe(SAMPLE_SIZES.jobsScheduled);
        expect((await provider.getList('jobs', { filter: { pickup_date_gte: day, pickup_date_lte: day } })).total).toBe(
          SAMPLE_SIZES.jobsInProgress,
        );
        expect((await provider.getList('jobs', { filter: { pickup_date_lt: day } })).total).toBe(SAMPLE_SIZES.jobsCompleted);
        expect((await provider.getList('vehicles', { filter: { id_like: 'veh-00' } })).total).toBe(9);
        const unassigned = await all(provider, 'vehicles', { filter: { driver_assigned: null } });
        expect(unassigned.length).toBeGreaterThan(0);
        expect(unassigned.every((vehicle) => vehicle.driver_assigned === null)).toBe(true);
        expect((await provider.getList('invoices', { filter: { status: 'paid', total_amount_gte: 0 }, q: 'no such invoice' })).total).toBe(
          0,
        );
      });
    });

    describe('getOne and getMany', () => {
      it('reads a record by id, and refuses an unknown id as not found', async () => {
        expect((await provider.getOne('clients', { id: 'CLI-001' })).id).toBe('CLI-001');
        const error = await refusal(provider.getOne('jobs', { id: 'JOB-0000-0000' }));
        expect(isDataError(error, 'not-found')).toBe(true);
      });

      it('reads several records in the order asked, leaving out unknown ids', async () => {
        const found = await provider.getMany('vehicles', { ids: ['VEH-003', 'VEH-404', 'VEH-001'] });
        expect(ids(found)).toEqual(['VEH-003', 'VEH-001']);
      });
    });

    describe('aggregate', () => {
      it('counts per group, the groups adding up to every record', async () => {
        const groups = await provider.aggregate('jobs', { groupBy: 'status' });
        const count = (status: string) => groups.find((group) => group.key === status)?.count;
        expect(count('in_progress')).toBe(SAMPLE_SIZES.jobsInProgress);
        expect(count('completed')).toBe(SAMPLE_SIZES.jobsCompleted);
        expect(count('scheduled')).toBe(SAMPLE_SIZES.jobsScheduled);
        expect(groups.reduce((sum, group) => sum + group.count, 0)).toBe(SAMPLE_SIZES.jobs);
      });

      it('gives the specification’s sidebar figures 35 / 25 / 18 / 3', async () => {
        const [live] = await provider.aggregate('jobs', { filter: { status: 'in_progress' } });
        const [active] = await provider.aggregate('vehicles', {
          filter: { status: ['in_use', 'en_route', 'in_progress', 'loading', 'delivering'] },
        });
        const [drivers] = await provider.aggregate('drivers', {});
        const [alerts] = await provider.aggregate('systemAlerts', { filter: { status: 'active' } });
        expect([live.count, active.count, drivers.count, alerts.count]).toEqual([35, 25, 18, 3]);
      });

      it('adds up to the penny, averages and finds the greatest value, within a search and filter', async () => {
        const invoices = await all(provider, 'invoices', { filter: { status: 'paid' } });
        const pence = invoices.reduce((sum, invoice) => sum + Math.round(invoice.total_amount * 100), 0);
        const [paid] = await provider.aggregate('invoices', { filter: { status: 'paid' }, sum: ['total_amount'], max: ['invoice_date'] });
        expect(paid.count).toBe(invoices.length);
        expect(paid.sum.total_amount).toBe(pence / 100);
        expect(paid.max.invoice_date).toBe(
          invoices
            .map((invoice) => invoice.invoice_date)
            .sort()
            .pop(),
        );
        const [rated] = await provider.aggregate('drivers', { filter: { rating_gt: 0 }, avg: ['rating'] });
        const drivers = (await all(provider, 'drivers')).filter((driver) => driver.rating > 0);
        expect(rated.avg.rating).toBeCloseTo(drivers.reduce((sum, driver) => sum + driver.rating, 0) / drivers.length, 6);
        const [none] = await provider.aggregate('clients', { q: 'no such client anywhere', sum: ['total_revenue'] });
        expect(none).toEqual({ key: null, count: 0, sum: { total_revenue: 0 }, avg: {}, max: {} });
      });

      it('groups by the figures reads work out (a client’s revenue, a job’s route)', async () => {
        const byType = await provider.aggregate('clients', {
          groupBy: 'client_type',
          sum: ['total_revenue'],
          filter: { total_revenue_gt: 0 },
        });
        expect(byType.length).toBeGreaterThan(3);
        expect(byType.every((group) => group.sum.total_revenue > 0)).toBe(true);
        const routes = await provider.aggregate('jobs', { groupBy: 'route', filter: { status: 'completed' } });
        expect(
          routes.some((group) => typeof group.key === 'string' && (group.key.includes(' → ') || group.key.startsWith('Within '))),
        ).toBe(true);
      });
    });

    describe('records as read', () => {
      it('carry a client’s activity, a vehicle’s compliance alerts and a job’s route', async () => {
        const [client] = (await provider.getList('clients', { sort: 'total_jobs', order: 'desc', perPage: 1 })).data;
        expect(client.total_jobs).toBeGreaterThan(0);
        expect(client.average_job_value).toBe(Math.floor(client.total_revenue / client.total_jobs));
        const [worst] = (await provider.getList('vehicles', { sort: 'alert_weight', order: 'desc', perPage: 1 })).data;
        expect(worst.compliance_alerts.length).toBeGreaterThan(0);
        expect(worst.critical_alert_count).toBe(worst.compliance_alerts.filter((alert) => alert.severity === 'critical').length);
        const [job] = (await provider.getList('jobs', { perPage: 1 })).data;
        expect(job).toHaveProperty('route');
      });
    });

    describe('create', () => {
      it('stores a record, reads it back and names what changed', async () => {
        const { data: job, changed } = await provider.create('jobs', { data: NEW_JOB });
        expect(job).toMatchObject({ ...NEW_JOB, status: 'scheduled', route: 'London → Leeds' });
        expect(changed).toContain('jobs');
        expect((await provider.getOne('jobs', { id: job.id })).client_id).toBe('CLI-001');
        expect((await provider.getList('jobs', {})).total).toBe(SAMPLE_SIZES.jobs + 1);
      });

      it('refuses bad input field by field, with a code and a message, and stores nothing', async () => {
        const error = await refusal(
          provider.create('jobs', { data: { ...NEW_JOB, client_id: '', pickup_date: 'soon', porter_count: -1 } }),
        );
        expect(isDataError(error, 'validation')).toBe(true);
        const { fields } = error as { fields: Record<string, { code: string; message: string }> };
        expect(fields.client_id).toEqual({ code: 'required', message: 'Client is required' });
        expect(fields.pickup_date.code).toBe('invalid_format');
        expect(fields.porter_count.code).toBe('too_small');
        expect((await provider.getList('jobs', {})).total).toBe(SAMPLE_SIZES.jobs);
      });

      it('refuses a reference to a record that does not exist', async () => {
        const error = await refusal(provider.create('jobs', { data: { ...NEW_JOB, client_id: 'CLI-999999' } }));
        expect(error).toMatchObject({ kind: 'validation', fields: { client_id: { code: 'unknown_reference' } } });
      });
    });

    describe('update', () => {
      it('changes only the fields given', async () => {
        const { version: _before, ...before } = await provider.getOne('drivers', { id: 'DRV-002' });
        const { version: _after, ...after } = (await provider.update('drivers', { id: 'DRV-002', data: { phone: '07700 900999' } })).data;
        expect(after).toEqual({ ...before, phone: '07700 900999' });
      });

      it('refuses an unknown id as not found, and bad input field by field, changing nothing', async () => {
        expect(
          isDataError(await refusal(provider.update('drivers', { id: 'DRV-999', data: { phone: '07700 900999' } })), 'not-found'),
        ).toBe(true);
        const before = await provider.getOne('vehicles', { id: 'VEH-002' });
        const error = await refusal(provider.update('vehicles', { id: 'VEH-002', data: { year: 1850 } }));
        expect(error).toMatchObject({ kind: 'validation', fields: { year: { code: 'too_small' } } });
        expect(await provider.getOne('vehicles', { id: 'VEH-002' })).toEqual(before);
      });

      it('names the resources a write changes: only invoices for a paid invoice, jobs too for a renamed client', async () => {
        const standalone = await provider.create('invoices', {
          data: { client_id: 'CLI-002', services: 'Storage Services', amount: 500, status: 'sent' },
        });
        expect(standalone.changed).toEqual(['invoices', 'clients']);
        expect((await provider.update('invoices', { id: standalone.data.id, data: { status: 'paid' } })).changed).toEqual(['invoices']);
        expect((await provider.update('invoices', { id: standalone.data.id, data: { status: 'cancelled' } })).changed).toEqual([
          'invoices',
          'clients',
        ]);
        const renamed = await provider.update('clients', { id: 'CLI-001', data: { company_name: 'Renamed Gallery' } });
        expect(renamed.changed).toEqual(expect.arrayContaining(['clients', 'jobs', 'invoices']));
        const jobs = await all(provider, 'jobs', { filter: { client_id: 'CLI-001' } });
        expect(jobs.every((job: Job) => job.client_name === 'Renamed Gallery')).toBe(true);
      });

      it('moves a client’s revenue when a job is completed, and says clients changed', async () => {
        const [job] = (await provider.getList('jobs', { filter: { status: 'in_progress' }, perPage: 1 })).data;
        const before = await provider.getOne('clients', { id: job.client_id });
        const { changed } = await provider.update('jobs', { id: job.id, data: { status: 'completed' } });
        expect(changed).toEqual(expect.arrayContaining(['jobs', 'clients']));
        const after = await provider.getOne('clients', { id: job.client_id });
        expect(after.total_jobs).toBe(before.total_jobs + 1);
        expect(after.total_revenue).toBeCloseTo(before.total_revenue + job.total_amount, 2);
      });
    });

    if (subject.pair) {
      describe('subscribe', () => {
        it('tells the other provider’s subscribers of a write as it commits (resource, records, what changed, who, when), not the writer’s own', async () => {
          const [mine, theirs] = await subject.pair!();
          const [toMine, toTheirs]: DataEvent[][] = [[], []];
          const stops = [mine.subscribe!((event) => toMine.push(event)), theirs.subscribe!((event) => toTheirs.push(event))];
          try {
            const { data: client, changed } = await mine.update('clients', { id: 'CLI-001', data: { company_name: 'Renamed Gallery' } });
            await eventually(() => toTheirs.length > 0);
            const [event] = toTheirs;
            expect(event).toMatchObject({ type: 'change', resource: 'clients', action: 'update', at: subject.today.toISOString() });
            if (event.type !== 'change') return;
            expect([...event.changed].sort()).toEqual([...changed].sort());
            expect(event.by).toEqual({ name: (await mine.getSession!()).name });
            expect(event.records[0]).toEqual({
              resource: 'clients',
              id: 'CLI-001',
              ...(client.version === undefined ? {} : { version: client.version }),
            });
            // The client's jobs and invoices, renamed with it.
            expect(event.records.length).toBeGreaterThan(1);
            expect(event.records.slice(1).every((record) => record.resource === 'jobs' || record.resource === 'invoices')).toBe(true);
            // What the other provider reads says so, and its lists show it.
            expect((await theirs.getOne('clients', { id: 'CLI-001' })).company_name).toBe('Renamed Gallery');
            const [job] = (await theirs.getList('jobs', { filter: { client_id: 'CLI-001' }, perPage: 1 })).data;
            expect(job.client_name).toBe('Renamed Gallery');
            expect(toMine).toEqual([]);
          } finally {
            for (const stop of stops) stop();
          }
        });

        it('tells of a new record, which the other provider’s list then counts', async () => {
          const [mine, theirs] = await subject.pair!();
          const events: DataEvent[] = [];
          const stop = theirs.subscribe!((event) => events.push(event));
          try {
            const { data: job } = await mine.create('jobs', { data: NEW_JOB });
            await eventually(() => events.length > 0);
            expect(events[0]).toMatchObject({
              type: 'change',
              resource: 'jobs',
              action: 'create',
              records: [expect.objectContaining({ resource: 'jobs', id: job.id })],
            });
            expect((await theirs.getList('jobs', {})).total).toBe(SAMPLE_SIZES.jobs + 1);
            expect((await theirs.getOne('jobs', { id: job.id })).pickup_address).toBe('1 Queen Street, London EC2A 1AA');
          } finally {
            stop();
          }
        });
      });
    }
    if (subject.signIn) describeStaffAccounts(subject as ContractSubject & Required<Pick<ContractSubject, 'signIn'>>, () => provider);

    if (subject.keepsVersions) {
      describe('versions', () => {
        it('counts each write in the record’s version and refuses an update made from an older one, keeping the newer', async () => {
          const read = await provider.getOne('clients', { id: 'CLI-001' });
          expect(typeof read.version).toBe('number');
          const saved = await provider.update('clients', { id: 'CLI-001', data: { phone: '0117 496 0001' }, version: read.version });
          expect(saved.data.version).toBeGreaterThan(read.version!);
          const stale = await refusal(
            provider.update('clients', { id: 'CLI-001', data: { phone: '0117 496 0002' }, version: read.version }),
          );
          expect(stale).toMatchObject({ kind: 'conflict', resource: 'clients', id: 'CLI-001' });
          expect(await provider.getOne('clients', { id: 'CLI-001' })).toMatchObject({
            phone: '0117 496 0001',
            version: saved.data.version,
          });
        });

        it('moves the version of the records a write changes with it', async () => {
          const [job] = (await provider.getList('jobs', { filter: { client_id: 'CLI-001' }, perPage: 1 })).data;
          await provider.update('clients', { id: 'CLI-001', data: { company_name: 'Renamed Gallery' } });
          const after = await provider.getOne('jobs', { id: job.id });
          expect(after.client_name).toBe('Renamed Gallery');
          expect(after.version).toBeGreaterThan(job.version!);
          expect(await refusal(provider.update('jobs', { id: job.id, data: { notes: 'Stale' }, version: job.version }))).toMatchObject({
            kind: 'conflict',
          });
        });
      });
    }
  });
}

/** Staff accounts, one's own account and the audit log (contract 6.3.0), each case with accounts of its own. */
function describeStaffAccounts(subject: ContractSubject & Required<Pick<ContractSubject, 'signIn'>>, admin: () => DataProvider): void {
  const { signIn } = subject;
  const at = () => subject.today.toISOString();

  describe('staff accounts', () => {
    it('invites a member of staff: a link valid 24 hours sets their password once, then they sign in with their role', async () => {
      const link = await admin().inviteUser!({ email: 'nia.new@zorvex-logistics.co.uk', name: 'Nia New', role: 'finance' });
      expect(link.expiresAt).toBe(new Date(subject.today.getTime() + DAY_MS).toISOString());
      expect(await admin().listUsers!()).toContainEqual({
        id: link.id,
        email: 'nia.new@zorvex-logistics.co.uk',
        name: 'Nia New',
        role: 'finance',
        active: true,
        createdAt: at(),
        lastSignInAt: null,
      });
      expect(await signIn('nia.new@zorvex-logistics.co.uk', 'Nia-Finance-2025')).toBeNull();
      await admin().setPasswordFromLink!({ token: link.token, password: 'Nia-Finance-2025' });
      expect(await refusal(admin().setPasswordFromLink!({ token: link.token, password: 'Someone-Else-2025' }))).toMatchObject({
        kind: 'validation',
        fields: { token: { code: 'invalid_value', message: DEAD_LINK } },
      });
      const nia = await signIn('NIA.NEW@zorvex-logistics.co.uk', 'Nia-Finance-2025');
      expect(await nia!.getSession!()).toEqual({ email: 'nia.new@zorvex-logistics.co.uk', name: 'Nia New', role: 'finance' });
      expect((await admin().listUsers!()).find((account) => account.id === link.id)?.lastSignInAt).toBe(at());
    });

    it('refuses an invitation field by field, and a second account of one e-mail, in any case', async () => {
      expect(await refusal(admin().inviteUser!({ email: 'not an address', name: ' ', role: 'viewer' }))).toMatchObject({
        kind: 'validation',
        fields: { email: { code: 'invalid_format' }, name: { code: 'required', message: 'Name is required' } },
      });
      await admin().inviteUser!({ email: 'twin@zorvex-logistics.co.uk', name: 'Twin', role: 'viewer' });
      expect(await refusal(admin().inviteUser!({ email: 'TWIN@zorvex-logistics.co.uk', name: 'Other', role: 'admin' }))).toMatchObject({
        kind: 'validation',
        fields: { email: { code: 'taken', message: 'An account with the e-mail TWIN@zorvex-logistics.co.uk exists already' } },
      });
      const twins = (await admin().listUsers!()).filter((account) => account.email.toLowerCase() === 'twin@zorvex-logistics.co.uk');
      expect(twins.map((account) => [account.name, account.role])).toEqual([['Twin', 'viewer']]);
    });

    it('keeps staff accounts and the audit log to administrators', async () => {
      const { member: viewer } = await invited(
        admin(),
        signIn,
        { email: 'vic.viewer@zorvex-logistics.co.uk', name: 'Vic Viewer', role: 'viewer' },
        'Vic-Viewer-2025',
      );
      const calls = [
        () => viewer.listUsers!(),
        () => viewer.inviteUser!({ email: 'x@zorvex-logistics.co.uk', name: 'X', role: 'admin' }),
        () => viewer.changeUserRole!({ id: 1, role: 'viewer' }),
        () => viewer.deactivateUser!({ id: 1 }),
        () => viewer.resetUserPassword!({ id: 1 }),
        () => viewer.getAuditLog!({}),
        () => viewer.exportAuditLog!({}),
      ];
      for (const call of calls) expect((await refusal(call())) as Error).toMatchObject({ kind: 'forbidden' });
      expect((await admin().listUsers!()).some((account) => account.email === 'x@zorvex-logistics.co.uk')).toBe(false);
    });

    it('changes a role from the next call on, and deactivates: the next call is refused and the account cannot sign in', async () => {
      const { id, member } = await invited(
        admin(),
        signIn,
        { email: 'ola.out@zorvex-logistics.co.uk', name: 'Ola Out', role: 'viewer' },
        'Ola-Out-Password-1',
      );
      expect(await admin().changeUserRole!({ id, role: 'dispatcher' })).toMatchObject({ id, role: 'dispatcher', active: true });
      expect((await member.getSession!()).role).toBe('dispatcher');
      expect(await admin().deactivateUser!({ id })).toMatchObject({ id, active: false });
      expect(isDataError(await refusal(member.getList('jobs', { perPage: 1 })), 'unauthorized')).toBe(true);
      expect(await signIn('ola.out@zorvex-logistics.co.uk', 'Ola-Out-Password-1')).toBeNull();
      expect(isDataError(await refusal(admin().changeUserRole!({ id: 999_999, role: 'viewer' })), 'not-found')).toBe(true);
    });

    it('refuses to deactivate one’s own account', async () => {
      const { email } = await admin().getSession!();
      const me = (await admin().listUsers!()).find((account) => account.email === email)!;
      expect(await refusal(admin().deactivateUser!({ id: me.id }))).toMatchObject({
        kind: 'validation',
        fields: { id: { code: 'not_allowed', message: 'You cannot deactivate your own account' } },
      });
      expect((await admin().listUsers!()).find((account) => account.id === me.id)?.active).toBe(true);
    });

    it('resets a password: the sessions end, a newer link replaces the older, and sets a password to sign in with', async () => {
      const { id, member } = await invited(
        admin(),
        signIn,
        { email: 'rae.reset@zorvex-logistics.co.uk', name: 'Rae Reset', role: 'viewer' },
        'Rae-Old-Password-1',
      );
      const older = await admin().resetUserPassword!({ id });
      const link = await admin().resetUserPassword!({ id });
      expect([link.id, link.expiresAt]).toEqual([id, new Date(subject.today.getTime() + DAY_MS).toISOString()]);
      expect(isDataError(await refusal(member.getSession!()), 'unauthorized')).toBe(true);
      expect(await refusal(admin().setPasswordFromLink!({ token: older.token, password: 'Rae-New-Password-9' }))).toMatchObject({
        fields: { token: { code: 'invalid_value', message: DEAD_LINK } },
      });
      await admin().setPasswordFromLink!({ token: link.token, password: 'Rae-New-Password-9' });
      expect(await signIn('rae.reset@zorvex-logistics.co.uk', 'Rae-New-Password-9')).not.toBeNull();
    });
  });

  describe('one’s own account', () => {
    it('changes one’s own password only with the current one, this session staying', async () => {
      const { member } = await invited(
        admin(),
        signIn,
        { email: 'cal.change@zorvex-logistics.co.uk', name: 'Cal Change', role: 'dispatcher' },
        'Cal-Old-Password-1',
      );
      expect(await refusal(member.changeOwnPassword!({ currentPassword: 'not it', newPassword: 'Cal-New-Password-1' }))).toMatchObject({
        kind: 'validation',
        fields: { currentPassword: { code: 'invalid_value', message: 'The current password is not right' } },
      });
      expect(await refusal(member.changeOwnPassword!({ currentPassword: 'Cal-Old-Password-1', newPassword: 'short' }))).toMatchObject({
        fields: { newPassword: { code: 'too_small', message: 'New password must be at least 12 characters' } },
      });
      await member.changeOwnPassword!({ currentPassword: 'Cal-Old-Password-1', newPassword: 'Cal-New-Password-1' });
      expect((await member.getSession!()).email).toBe('cal.change@zorvex-logistics.co.uk');
      expect(await signIn('cal.change@zorvex-logistics.co.uk', 'Cal-Old-Password-1')).toBeNull();
      expect(await signIn('cal.change@zorvex-logistics.co.uk', 'Cal-New-Password-1')).not.toBeNull();
    });

    it('lists one’s own session, this one marked, and signs out everywhere, nobody else', async () => {
      const { member } = await invited(
        admin(),
        signIn,
        { email: 'sam.sessions@zorvex-logistics.co.uk', name: 'Sam Sessions', role: 'fleet_manager' },
        'Sam-Sessions-2025',
      );
      expect(await member.listOwnSessions!()).toEqual([{ current: true, device: expect.any(String), createdAt: at(), lastUsedAt: at() }]);
      await member.signOutEverywhere!();
      expect(isDataError(await refusal(member.getSession!()), 'unauthorized')).toBe(true);
      expect((await admin().getSession!()).role).toBe('admin');
    });
  });

  describe('the audit log', () => {
    it('reads entries newest first, by person, resource, action and dates, a page at a time, and as CSV', async () => {
      const { id } = await invited(
        admin(),
        signIn,
        { email: 'ada.audit@zorvex-logistics.co.uk', name: 'Ada Audit', role: 'viewer' },
        'Ada-Audit-Password-1',
      );
      const ada = { id, email: 'ada.audit@zorvex-logistics.co.uk', name: 'Ada Audit' };
      const log = await admin().getAuditLog!({ account: id });
      expect(log).toEqual({
        data: [
          { id: expect.any(Number), at: at(), account: ada, resource: 'session', recordId: null, action: 'sign_in', changes: {} },
          { id: expect.any(Number), at: at(), account: ada, resource: 'users', recordId: String(id), action: 'set_password', changes: {} },
        ],
        next: null,
      });
      const [invitation] = (await admin().getAuditLog!({ resource: 'users', action: 'invite', perPage: 1 })).data;
      expect(invitation).toMatchObject({
        recordId: String(id),
        changes: { email: [null, 'ada.audit@zorvex-logistics.co.uk'], name: [null, 'Ada Audit'], role: [null, 'viewer'] },
      });
      const first = await admin().getAuditLog!({ account: id, perPage: 1 });
      const second = await admin().getAuditLog!({ account: id, perPage: 1, page: 2 });
      expect([first.data[0].action, first.next, second.data[0].action, second.next]).toEqual(['sign_in', 2, 'set_password', null]);
      expect((await admin().getAuditLog!({ account: id, from: at() })).data).toHaveLength(2);
      expect((await admin().getAuditLog!({ account: id, to: at() })).data).toEqual([]);
      expect(await refusal(admin().getAuditLog!({ from: 'yesterday' }))).toMatchObject({
        kind: 'validation',
        fields: { from: { code: 'invalid_format', message: 'From must be a date, e.g. 2025-08-21' } },
      });
      expect(await admin().exportAuditLog!({ account: id })).toBe(
        'Time,E-mail,Name,Resource,Record,Action,Changes\r\n' +
          `${at()},ada.audit@zorvex-logistics.co.uk,Ada Audit,session,,sign_in,{}\r\n` +
          `${at()},ada.audit@zorvex-logistics.co.uk,Ada Audit,users,${id},set_password,{}\r\n`,
      );
    });
  });
}
