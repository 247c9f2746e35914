import { type Kysely, type RawBuilder, sql } from 'kysely';

import { likePattern } from '../../records/listQuery';
import type { SearchPlan } from '../../records/resourceTable';

/** Beyond this many jobs whose id holds the search, the general search finds them: it reads every match anyway. */
const MAX_ID_MATCHES = 1000;

/** What the counters of api/migrations/007_job_search_counts.sql say of one search. */
interface Found {
  clients: string[];
  unmatched_clients: string[];
  job_types: string[];
  drivers: string[];
  vehicles: string[];
  /** Jobs of the matching clients; of every client (every job); of a matching job type, driver or vehicle. */
  client_jobs: number;
  all_jobs: number;
  other_jobs: number;
  /** Jobs of the matching job types; drivers; vehicles. */
  type_jobs: number;
  driver_jobs: number;
  vehicle_jobs: number;
  /** How often a search of one or two characters stands in the ids (else null). */
  id_occurrences: number | null;
  /** The ids that hold a longer search, up to one more than the most this plan takes (else null). */
  ids: string[] | null;
}

function lookUp(needle: string, pattern: string): RawBuilder<Found> {
  const matching = (field: string) => sql`coalesce(array_agg(value) FILTER (WHERE field = ${field} AND hit), '{}')`;
  const jobsOf = (field: string) => sql`coalesce(sum(jobs) FILTER (WHERE field = ${field} AND hit), 0)::integer`;
  const hits = (field: string) => sql`SELECT value FROM hits WHERE field = ${field} AND hit`;
  const idPart =
    needle.length < 3
      ? sql`(SELECT coalesce(max(occurrences), 0) FROM job_id_grams WHERE gram = ${needle}) AS id_occurrences, NULL AS ids`
      : sql`NULL AS id_occurrences, ARRAY(SELECT id FROM jobs WHERE portal_search_text(id) LIKE ${pattern} LIMIT ${MAX_ID_MATCHES + 1}) AS ids`;
  return sql<Found>`WITH hits AS (SELECT field, value, jobs, search_text LIKE ${pattern} AS hit FROM job_search_values WHERE jobs > 0)
    SELECT ${matching('client_name')} AS clients,
      coalesce(array_agg(value) FILTER (WHERE field = 'client_name' AND NOT hit), '{}') AS unmatched_clients,
      ${matching('job_type')} AS job_types, ${matching('driver_name')} AS drivers, ${matching('vehicle_reg')} AS vehicles,
      ${jobsOf('client_name')} AS client_jobs, ${jobsOf('job_type')} AS type_jobs, ${jobsOf('driver_name')} AS driver_jobs,
      ${jobsOf('vehicle_reg')} AS vehicle_jobs,
      coalesce(sum(jobs) FILTER (WHERE field = 'client_name'), 0)::integer AS all_jobs,
      (SELECT coalesce(sum(k.jobs), 0)::integer FROM job_search_combos AS k WHERE k.job_type IN (${hits('job_type')})
        OR k.driver_name IN (${hits('driver_name')}) OR k.vehicle_reg IN (${hits('vehicle_reg')})) AS other_jobs,
      ${idPart}
    FROM hits`;
}

// Equal in the collation of the list's sort indexes (portal_en_gb is deterministic: equal means the same text), so a
// page of one client's or driver's jobs sorted by that field reads just them, in order.
const clientIn = (clients: string[]) => sql`r.client_name COLLATE portal_en_gb = ANY(${clients})`;

/** A field besides the client that a search matches: its values, their jobs, and those jobs as SQL over `r`. */
interface OtherField {
  field: string;
  values: string[];
  jobs: number;
  where: RawBuilder<unknown>;
}

function otherFields(found: Found): OtherField[] {
  return [
    { field: 'job_type', values: found.job_types, jobs: found.type_jobs, where: sql`r.job_type = ANY(${found.job_types})` },
    {
      field: 'driver_name',
      values: found.drivers,
      jobs: found.driver_jobs,
      where: sql`r.driver_name COLLATE portal_en_gb = ANY(${found.drivers})`,
    },
    { field: 'vehicle_reg', values: found.vehicles, jobs: found.vehicle_jobs, where: sql`r.vehicle_reg = ANY(${found.vehicles})` },
  ].filter(({ values }) => values.length > 0);
}

/** A count in SQL, added to a figure the counters give (`sign` -1: taken from it). */
interface Counted {
  count: RawBuilder<{ jobs: number }>;
  sign: 1 | -1;
}

const jobsWhere = (where: RawBuilder<unknown>, sign: 1 | -1): Counted => ({
  count: sql`SELECT count(*)::integer AS jobs FROM jobs AS r WHERE ${where}`,
  sign,
});

/** A list in two halves: two counts the database runs at once, one on each core. */
const halves = (list: string[]) =>
  [list.slice(0, Math.ceil(list.length / 2)), list.slice(Math.ceil(list.length / 2))].filter((half) => half.length > 0);

/** Every two or three of the fields. */
const together = (fields: OtherField[]): OtherField[][] =>
  fields.flatMap((first, i) =>
    fields.slice(i + 1).flatMap((second, j) => [[first, second], ...fields.slice(i + j + 2).map((third) => [first, second, third])]),
  );

/**
 * How many jobs the counters' values match, as the counters' figure and the counts to make in SQL. Where clients and
 * other fields both match, the jobs they share are taken once, whichever way reads fewer jobs: the client pairs'
 * counters of each field, less the jobs of matching clients two fields share, plus those three share (each counted
 * in the covering index of its rarest field); or counted in the index of clients, among the matching clients or
 * among the others.
 */
function valueCount(found: Found, fields: OtherField[]): { known: number; counted: Counted[] } {
  if (found.clients.length === 0) return { known: found.other_jobs, counted: [] };
  if (fields.length === 0) return { known: found.client_jobs, counted: [] };
  const known = found.client_jobs + found.other_jobs;
  const clients = clientIn(found.clients);
  const groups = together(fields);
  const viaPairs = groups.reduce((jobs, group) => jobs + Math.min(...group.map((field) => field.jobs)), 0);
  if (viaPairs <= Math.min(found.client_jobs, found.all_jobs - found.client_jobs)) {
    const pairs = sql<{
      jobs: number;
    }>`SELECT coalesce(sum(jobs), 0)::integer AS jobs FROM job_search_pairs WHERE client_name = ANY(${found.clients})
      AND (${sql.join(
        fields.map(({ field, values }) => sql`(field = ${field} AND value = ANY(${values}))`),
        sql` OR `,
      )})`;
    const shared = groups.map((group) =>
      jobsWhere(
        sql`${clients} AND ${sql.join(
          group.map(({ where }) => where),
          sql` AND `,
        )}`,
        group.length === 2 ? 1 : -1,
      ),
    );
    return { known, counted: [{ count: pairs, sign: -1 }, ...shared] };
  }
  const others = sql`(${sql.join(
    fields.map(({ where }) => where),
    sql` OR `,
  )})`;
  if (found.client_jobs <= found.all_jobs - found.client_jobs) {
    return { known, counted: halves(found.clients).map((half) => jobsWhere(sql`${clientIn(half)} AND ${others}`, -1)) };
  }
  return {
    known: found.client_jobs,
    counted: halves(found.unmatched_clients).map((half) => jobsWhere(sql`${clientIn(half)} AND ${others}`, 1)),
  };
}

async function countOf(
  db: Kysely<unknown>,
  found: Found,
  values: RawBuilder<unknown>,
  fields: OtherField[],
  ids: string[],
): Promise<number> {
  const { known, counted } = valueCount(found, fields);
  // A job whose id matches counts once, whatever else of it matches.
  if (ids.length > 0) counted.push(jobsWhere(sql`r.id = ANY(${ids}) AND NOT coalesce(${values}, FALSE)`, 1));
  const counts = await Promise.all(counted.map(({ count, sign }) => count.execute(db).then(({ rows }) => sign * rows[0].jobs)));
  return counts.reduce((sum, count) => sum + count, known);
}

/**
 * A jobs search through the counters of each search field's values: the jobs whose client, job type, driver or
 * vehicle is one of the values holding the search, or whose id holds it, and their exact number from the counters
 * and, where two fields match, an index. Undefined where the general search applies: a search of two lines, or one
 * that many ids hold.
 *
 * @example const plan = await planJobSearch(db, 'antique'); // plan.where: r.job_type = ANY(['Antique Transport'])
 */
export async function planJobSearch(db: Kysely<unknown>, needle: string): Promise<SearchPlan | undefined> {
  if (needle.includes('\n')) return undefined;
  const found = (await lookUp(needle, likePattern(needle)).execute(db)).rows[0];
  if ((found.id_occurrences ?? 0) > 0 || (found.ids?.length ?? 0) > MAX_ID_MATCHES) return undefined;
  const ids = found.ids ?? [];
  const fields = otherFields(found);
  const valueParts = [...(found.clients.length > 0 ? [clientIn(found.clients)] : []), ...fields.map(({ where }) => where)];
  const values = valueParts.length > 0 ? sql`(${sql.join(valueParts, sql` OR `)})` : sql`FALSE`;
  return {
    where: ids.length > 0 ? sql`(${values} OR r.id = ANY(${ids}))` : values,
    count: () => countOf(db, found, values, fields, ids),
  };
}
