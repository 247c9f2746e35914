import { useSyncExternalStore } from 'react';
import type { SidebarBadgeKey } from 'shared-contracts/contract';
import { getDataStore, sidebarBadgeCount } from 'shared-contracts/data';

const subscribe = (listener: () => void) => getDataStore().subscribe(listener);
const version = () => getDataStore().getVersion();

/** A sidebar badge's count, read from the shared store and kept current as any area changes it. */
export function useSidebarBadge(key: SidebarBadgeKey): number {
  useSyncExternalStore(subscribe, version, version);
  return sidebarBadgeCount(key, getDataStore());
}
