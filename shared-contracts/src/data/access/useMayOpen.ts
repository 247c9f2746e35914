import { useCallback } from 'react';
import { accessOfPath, can } from 'shared-contracts/contract';

import { useSession } from './useSession';

/**
 * A test of whether the signed-in role may open an admin path (contract's `accessOfPath`), for lists of links such as
 * the sidebar and the palette. False for a guarded path until the session is known.
 *
 * @example const mayOpen = useMayOpen(); sidebarItems.filter((item) => mayOpen(item.route));
 */
export function useMayOpen(): (path: string) => boolean {
  const session = useSession();
  return useCallback(
    (path: string) => {
      const access = accessOfPath(path);
      if (!access || session === null) return true;
      return session !== undefined && can(session.role, access.resource, access.action);
    },
    [session],
  );
}
