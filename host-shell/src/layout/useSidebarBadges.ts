import { useSyncExternalStore } from 'react';
import {
  countActiveSystemAlerts,
  countActiveVehicles,
  countDrivers,
  countJobsInProgress,
  getDataStore,
} from 'shared-contracts';
import type { BadgeSource } from './sidebarItems';

type BadgeCounts = Record<BadgeSource, number>;

let cachedVersion = -1;
let cachedCounts: BadgeCounts;

function readCounts(): BadgeCounts {
  const store = getDataStore();
  if (store.version() !== cachedVersion) {
    cachedVersion = store.version();
    cachedCounts = {
      jobsInProgress: countJobsInProgress(store.jobs.snapshot()),
      activeVehicles: countActiveVehicles(store.vehicles.snapshot()),
      drivers: countDrivers(store.drivers.snapshot()),
      activeSystemAlerts: countActiveSystemAlerts(store.systemAlerts.snapshot()),
    };
  }
  return cachedCounts;
}

/** The sidebar badges, counted from the shared data set and kept current as it changes. */
export function useSidebarBadges(): BadgeCounts {
  return useSyncExternalStore((listener) => getDataStore().subscribe(listener), readCounts, readCounts);
}
