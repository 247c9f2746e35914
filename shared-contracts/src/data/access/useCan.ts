import { type AccessResource, type Action, can } from 'shared-contracts/contract';

import { useSession } from './useSession';

/**
 * Whether the signed-in account's role may do `action` to `resource` (the contract's role table): false until the
 * session is known, true for everything with a provider that knows no accounts. What to show, never what to enforce:
 * the provider refuses what the role may not do.
 *
 * @example const mayAdd = useCan('jobs', 'create'); // false for a viewer
 */
export function useCan(resource: AccessResource, action: Action): boolean {
  const session = useSession();
  if (session === null) return true;
  return session !== undefined && can(session.role, resource, action);
}
