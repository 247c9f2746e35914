import type { Transaction } from 'kysely';
import type { Resource } from 'shared-contracts/contract';

import type { ResourceTable } from '../records/resourceTable';
import type { ResourceWrites } from '../records/writeRecords';

type Row = Record<string, unknown>;

/** Runs in a write's transaction once its rows are written. */
export type AfterWrite = (trx: Transaction<unknown>, before: Row | undefined, after: Row) => Promise<void>;

/**
 * One area's part of the API, as a team owns it: its resources (where their rows live, how they are read and
 * what their writes load for the rules), and what it keeps up to date when another area writes.
 */
export interface AreaModule {
  name: string;
  resources: { [R in Resource]?: { table: ResourceTable<R>; writes: Omit<ResourceWrites, 'afterWrite'> } };
  /** Work done after another resource's writes (people keep each client's activity as jobs and invoices change). */
  afterWrites?: { [R in Resource]?: AfterWrite };
}
