import type { Action, Resource } from 'shared-contracts/contract';

/** The status a named action sets, per resource: the action a change to that status is (besides any other change's `update`). */
const NAMED_STATUSES: Partial<Record<Resource, Record<string, Action>>> = {
  invoices: { sent: 'send' },
  systemAlerts: { acknowledged: 'acknowledge', resolved: 'resolve' },
};

/**
 * The actions a record's write is, from its validated body: `create`, or `update` for a change of any field but a
 * named status, and the named action of a status it sets (an invoice's status to `sent` is `send`).
 *
 * @example recordWriteActions('invoices')({ status: 'sent' }, 'PATCH') // ['send']
 */
export const recordWriteActions =
  (resource: Resource) =>
  (body: Record<string, unknown>, method: string): readonly Action[] => {
    const named = NAMED_STATUSES[resource]?.[String(body.status)];
    const others = Object.keys(body).some((field) => field !== 'status' || !named);
    const base: Action[] = method === 'POST' ? ['create'] : others ? ['update'] : [];
    return named ? [...base, named] : base;
  };
