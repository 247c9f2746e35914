import { type AccessResource, type Action, ACTIONS, can, type Role } from 'shared-contracts/contract';

/**
 * What a route needs of the signed-in account, in its Fastify `config.access`: an action on a resource of the
 * contract's table, or `'own account'` (what every member of staff may do to their own session and password).
 * `actionsOf`, when given, names what this request needs once its body is validated (an invoice sent needs `send`).
 */
export type RouteAccess =
  | 'own account'
  | { resource: AccessResource; action: Action; actionsOf?: (body: Record<string, unknown>, method: string) => readonly Action[] };

/** A route that declares an action its resource does not have is a mistake found at start, not a route nobody may use. */
export function checkDeclared(url: string, access: RouteAccess | undefined): void {
  if (access === undefined || access === 'own account') return;
  const known = ACTIONS[access.resource] as readonly string[] | undefined;
  if (!known?.includes(access.action))
    throw new Error(`${url} declares ${access.action} on ${access.resource}, which the role table does not have`);
}

/** The first of `actions` that `role` may not do to `resource`, or undefined when it may do them all. */
export function refusedAction(role: Role, resource: AccessResource, actions: readonly Action[]): Action | undefined {
  return actions.find((action) => !can(role, resource, action));
}
