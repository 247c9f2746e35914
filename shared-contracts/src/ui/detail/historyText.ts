import type { AuditEntry } from 'shared-contracts/contract';

const VERBS: Readonly<Record<string, string>> = {
  create: 'created',
  update: 'updated',
  send: 'sent',
  acknowledge: 'acknowledged',
  resolve: 'resolved',
};

/**
 * What an entry says was done, in words: "Dana Price updated".
 *
 * @example entryTitle({ account: { name: 'Dana Price', … }, action: 'send', … }) // 'Dana Price sent'
 */
export function entryTitle(entry: Pick<AuditEntry, 'account' | 'action'>): string {
  const who = entry.account.name || entry.account.email;
  return `${who} ${VERBS[entry.action] ?? entry.action.replaceAll('_', ' ')}`;
}

/** A field's name as a person reads it: "pickup_date" → "Pickup date". */
function fieldLabel(field: string): string {
  const words = field.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value of the trail as text: "—" for none, Yes or No, else as written. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** An entry's changes, one line each ("Notes: — → Ring first"); none for a create, which sets every field. */
export function changeLines(entry: Pick<AuditEntry, 'action' | 'changes'>): string[] {
  if (entry.action === 'create') return [];
  return Object.entries(entry.changes).map(([field, [old, now]]) => `${fieldLabel(field)}: ${valueText(old)} → ${valueText(now)}`);
}
