import { useSyncExternalStore } from 'react';
import { getDataStore, sidebarBadges } from 'shared-contracts';
import type { BadgeSource } from './sidebarItems';

type BadgeCounts = Record<BadgeSource, number>;

let cachedVersion = -1;
let cachedCounts: BadgeCounts;

function readCounts(): BadgeCounts {
  const store = getDataStore();
  if (store.getVersion() !== cachedVersion) {
    cachedVersion = store.getVersion();
    const counts = sidebarBadges({
      jobs: store.jobs.snapshot(),
      vehicles: store.vehicles.snapshot(),
      drivers: store.drivers.snapshot(),
      systemAlerts: store.systemAlerts.snapshot(),
    });
    cachedCounts = {
      jobsInProgress: counts.jobs,
      activeVehicles: counts.vehicles,
      drivers: counts.drivers,
      activeSystemAlerts: counts.alerts,
    };
  }
  return cachedCounts;
}

const subscribe = (listener: () => void) => getDataStore().subscribe(listener);

/** The sidebar badges, counted from the shared data set and kept current as it changes. */
export function useSidebarBadges(): BadgeCounts {
  return useSyncExternalStore(subscribe, readCounts, readCounts);
}
