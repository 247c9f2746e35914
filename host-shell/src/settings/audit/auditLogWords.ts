import type { AuditEntry } from 'shared-contracts/contract';

/** What was acted on, as the filter and the table name it. */
export const AUDIT_RESOURCES: Readonly<Record<string, string>> = {
  jobs: 'Jobs',
  drivers: 'Drivers',
  vehicles: 'Vehicles',
  clients: 'Clients',
  invoices: 'Invoices',
  warehouses: 'Warehouses',
  systemAlerts: 'System alerts',
  users: 'Staff accounts',
  session: 'Sign-ins',
};

/** What was done, as the filter and the table name it. */
export const AUDIT_ACTIONS: Readonly<Record<string, string>> = {
  create: 'Created',
  update: 'Updated',
  send: 'Sent',
  acknowledge: 'Acknowledged',
  resolve: 'Resolved',
  invite: 'Invited',
  change_role: 'Role changed',
  deactivate: 'Deactivated',
  reset_password: 'Password reset',
  set_password: 'Password set',
  change_password: 'Password changed',
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  sign_out: 'Signed out',
  sign_out_everywhere: 'Signed out everywhere',
};

/** A name the vocabulary does not hold, as words: "mark_paid" → "Mark paid". */
const asWords = (name: string) => {
  const words = name.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const resourceWords = (resource: string) => AUDIT_RESOURCES[resource] ?? asWords(resource);
export const actionWords = (action: string) => AUDIT_ACTIONS[action] ?? asWords(action);

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * An entry's changed fields in a line: "notes: — → Ring first; status: scheduled → in_progress"; a create lists what it
 * set only in the CSV, and an entry without changes says nothing.
 */
export function changesText(entry: Pick<AuditEntry, 'action' | 'changes'>): string {
  if (entry.action === 'create') return 'Every field set';
  return Object.entries(entry.changes)
    .map(([field, [before, after]]) => `${field}: ${valueText(before)} → ${valueText(after)}`)
    .join('; ');
}
