import type { AuditEntry } from 'shared-contracts/contract';

/** A cell as a spreadsheet reads it back: quoted when it must be, and never taken for a formula. */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Audit entries as the API's CSV export writes them: a header, then a line per entry in the order given.
 *
 * @example auditCsv([]) // 'Time,E-mail,Name,Resource,Record,Action,Changes\r\n'
 */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = [['Time', 'E-mail', 'Name', 'Resource', 'Record', 'Action', 'Changes'].join(',')];
  for (const entry of entries)
    lines.push(
      [entry.at, entry.account.email, entry.account.name, entry.resource, entry.recordId, entry.action, entry.changes].map(cell).join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}
