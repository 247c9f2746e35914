import * as z from 'zod';

import { knownKeys, once, wholeNumber } from '../http/routeSchemas';

/** A moment to filter from or to: a date (midnight UTC) or an ISO date-time, in years a log can hold. */
const moment = (key: string) =>
  z
    .string({ error: `${key} must be a date, e.g. 2025-08-21, or an ISO date-time` })
    .regex(/^(19|2\d)\d{2}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/, {
      error: `${key} must be a date, e.g. 2025-08-21, or an ISO date-time`,
    })
    .transform((text, context) => {
      const at = new Date(text);
      if (!Number.isNaN(at.getTime())) return at;
      context.issues.push({ code: 'custom', message: `${key} is not a date that exists`, input: text });
      return z.NEVER;
    });

const filters = {
  account: wholeNumber('account').optional().describe('An account’s id'),
  resource: once('resource', 40).optional(),
  action: once('action', 40).optional(),
  from: moment('from').optional().describe('Entries at or after this moment'),
  to: moment('to').optional().describe('Entries before this moment'),
};
const paging = { page: wholeNumber('page').optional(), perPage: wholeNumber('perPage').optional() };

/** GET /audit: the log's filters and page. */
export const auditQuery = z.strictObject({ ...filters, ...paging }, { error: knownKeys([...Object.keys(filters), 'page', 'perPage']) });
/** GET /audit.csv: the log's filters. */
export const auditCsvQuery = z.strictObject(filters, { error: knownKeys(Object.keys(filters)) });
/** GET /{resource}/{id}/history: a page. */
export const historyQuery = z.strictObject(paging, { error: knownKeys(['page', 'perPage']) });

const entry = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO date-time'),
  account: z.object({ id: z.number().int().nullable(), email: z.string(), name: z.string() }).describe('Who, as they were then'),
  resource: z.string(),
  recordId: z.string().nullable(),
  action: z.string(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).describe('Each changed field: [old, new]'),
});
/** A page of entries, newest first; `next` is the next page's number, or null after the last. */
export const auditPage = z.object({ data: z.array(entry), next: z.number().int().nullable() });
export type AuditPage = z.infer<typeof auditPage>;
