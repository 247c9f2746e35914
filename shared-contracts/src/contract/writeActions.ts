import type { Action } from './access';
import type { Resource } from './provider/resources';

/** The status a named action sets, per resource: the action a change to that status is (besides any other change's `update`). */
const NAMED_STATUSES: Partial<Record<Resource, Record<string, Action>>> = {
  invoices: { sent: 'send' },
  systemAlerts: { acknowledged: 'acknowledge', resolved: 'resolve' },
};

/**
 * The actions a write is, what a role must hold for it (the API and the sample provider both ask): `create`, or
 * `update` for a change of any field but a named status, and the named action of a status it sets (an invoice's
 * status to `sent` is `send`).
 *
 * @example writeActions('systemAlerts', 'update', { status: 'resolved' }) // ['resolve']
 */
export function writeActions(resource: Resource, kind: 'create' | 'update', body: unknown): Action[] {
  // Not an object of fields: the rules refuse it, once the role may write at all.
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const named = NAMED_STATUSES[resource]?.[String(fields.status)];
  const others = Object.keys(fields).some((field) => field !== 'status' || !named);
  const base: Action[] = kind === 'create' ? ['create'] : others ? ['update'] : [];
  return named ? [...base, named] : base;
}
