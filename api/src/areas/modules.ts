import type { Resource } from 'shared-contracts/contract';

import type { ResourceTable } from '../records/resourceTable';
import type { ResourceWrites } from '../records/writeRecords';
import type { AfterWrite, AreaModule } from './areaModule';
import { financeModule } from './finance/financeModule';
import { fleetModule } from './fleet/fleetModule';
import { jobsModule } from './jobs/jobsModule';
import { peopleModule } from './people/peopleModule';

/** The areas the API serves, one module each. */
const AREA_MODULES: readonly AreaModule[] = [jobsModule, fleetModule, peopleModule, financeModule];

export interface ServedResource {
  table: ResourceTable;
  writes: ResourceWrites;
}

/** Every resource of the modules, its writes joined with what other modules do after them. */
export function servedResources(modules: readonly AreaModule[] = AREA_MODULES): Record<Resource, ServedResource> {
  const after = new Map<Resource, AfterWrite[]>();
  for (const module of modules) {
    for (const [resource, hook] of Object.entries(module.afterWrites ?? {}) as [Resource, AfterWrite][])
      after.set(resource, [...(after.get(resource) ?? []), hook]);
  }
  const served = {} as Record<Resource, ServedResource>;
  for (const module of modules) {
    for (const [resource, { table, writes }] of Object.entries(module.resources) as [
      Resource,
      { table: ResourceTable; writes: ResourceWrites },
    ][]) {
      const hooks = after.get(resource) ?? [];
      served[resource] = {
        table,
        writes: {
          ...writes,
          afterWrite: async (trx, before, record) => {
            for (const hook of hooks) await hook(trx, before, record);
          },
        },
      };
    }
  }
  return served;
}
