import { type Kysely, sql } from 'kysely';
import { type AggregateGroup, type AggregateParams, type GetListParams, type GetListResult, MAX_PER_PAGE } from 'shared-contracts/contract';
import { toIsoDate } from 'shared-contracts/domain';

import { figureField, orderOf, searchedPageIds, searchNeedle, searchOnlyCount, whereOf } from './listQuery';
import { type ResourceTable, sourceOf, toRecord } from './resourceTable';

type Db = Kysely<unknown>;
type Row = Record<string, unknown>;

const DEFAULT_PER_PAGE = 25;

function selected(table: ResourceTable) {
  return sql.join([...Object.keys(table.fields), 'version'].map((field) => sql.ref(`r.${field}`)));
}

const from = (table: ResourceTable, today: Date) => sql`(${sourceOf(table, toIsoDate(today))}) AS r`;

/**
 * A page of records, searched, filtered and sorted in SQL, and how many match on every page.
 *
 * @example await readList(db, jobsTable, { q: 'tate', sort: 'pickup_date', order: 'desc', perPage: 10 }, new Date())
 */
export async function readList(db: Db, table: ResourceTable, params: GetListParams, today: Date): Promise<GetListResult<Row>> {
  const perPage = Math.min(Math.max(0, Math.floor(params.perPage ?? DEFAULT_PER_PAGE)), MAX_PER_PAGE);
  const offset = (Math.max(1, Math.floor(params.page ?? 1)) - 1) * perPage;
  const needle = searchNeedle(params.q);
  const plan = needle && table.searchPlan ? await table.searchPlan(db, needle) : undefined;
  const where = plan ? sql`${plan.where} AND ${whereOf(table, { filter: params.filter })}` : whereOf(table, params);
  const order = orderOf(table, params.sort, params.order);
  const readPage = async (): Promise<{ rows: Row[] }> => {
    if (perPage === 0) return { rows: [] };
    // A planned search's page is ordered by ids alone, which the sort's index holds with the search fields.
    const ids = plan
      ? sql<{ id: string }>`SELECT r.id FROM ${from(table, today)} WHERE ${where} ORDER BY ${order} LIMIT ${perPage} OFFSET ${offset}`
      : searchedPageIds(table, params, perPage, offset);
    if (!ids)
      return sql<Row>`SELECT ${selected(table)} FROM ${from(table, today)} WHERE ${where} ORDER BY ${order} LIMIT ${perPage} OFFSET ${offset}`.execute(
        db,
      );
    const pageIds = (await ids.execute(db)).rows.map((row) => row.id);
    const { rows } = await sql<Row>`SELECT ${selected(table)} FROM ${from(table, today)} WHERE r.id = ANY(${pageIds})`.execute(db);
    const byId = new Map<string, Row>(rows.map((row) => [row.id as string, row]));
    return { rows: pageIds.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined) };
  };
  const countAll = () =>
    (searchOnlyCount(table, params) ?? sql<{ total: number }>`SELECT count(*)::integer AS total FROM ${from(table, today)} WHERE ${where}`)
      .execute(db)
      .then(({ rows }) => rows[0].total);
  const [page, total] = await Promise.all([readPage(), plan && Object.keys(params.filter ?? {}).length === 0 ? plan.count() : countAll()]);
  return { data: page.rows.map((row) => toRecord(table, row, today)), total };
}

/** One record by id, or undefined. */
export async function readOne(db: Db, table: ResourceTable, id: string, today: Date): Promise<Row | undefined> {
  const { rows } = await sql<Row>`SELECT ${selected(table)} FROM ${from(table, today)} WHERE r.id = ${id}`.execute(db);
  return rows[0] && toRecord(table, rows[0], today);
}

/**
 * Counts, sums to the penny, averages and greatest values per value of `groupBy` (groups in the order the list
 * meets them), or one group of every match, in SQL.
 *
 * @example await readAggregate(db, invoicesTable, { groupBy: 'status', sum: ['total_amount'] }, new Date())
 */
export async function readAggregate(db: Db, table: ResourceTable, params: AggregateParams, today: Date): Promise<AggregateGroup[]> {
  const { groupBy, sum = [], avg = [], max = [] } = params;
  const figures = [sql`count(*)::integer AS count`];
  sum.forEach((field, i) => {
    figureField(table, field, 'sum');
    figures.push(sql`coalesce(sum(round(${sql.ref(`r.${field}`)} * 100)), 0) / 100 AS ${sql.ref(`sum_${i}`)}`);
  });
  avg.forEach((field, i) => {
    figureField(table, field, 'avg');
    figures.push(sql`avg(${sql.ref(`r.${field}`)})::double precision AS ${sql.ref(`avg_${i}`)}`);
  });
  max.forEach((field, i) => {
    const spec = figureField(table, field, 'max');
    const value = spec.kind === 'text' ? sql`${sql.ref(`r.${field}`)} COLLATE portal_en_gb` : sql.ref(`r.${field}`);
    figures.push(sql`max(${value}) AS ${sql.ref(`max_${i}`)}`);
  });
  const where = whereOf(table, params);
  if (groupBy) figureField(table, groupBy, 'groupBy');
  const query = groupBy
    ? sql<Row>`SELECT ${sql.ref(`r.${groupBy}`)} AS key, ${sql.join(figures)} FROM ${from(table, today)} WHERE ${where}
        GROUP BY ${sql.ref(`r.${groupBy}`)} ORDER BY max(r.seq) DESC`
    : sql<Row>`SELECT NULL AS key, ${sql.join(figures)} FROM ${from(table, today)} WHERE ${where}`;
  const { rows } = await query.execute(db);
  return rows.map((row) => ({
    key: row.key as AggregateGroup['key'],
    count: row.count as number,
    sum: Object.fromEntries(sum.map((field, i) => [field, Number(row[`sum_${i}`])])),
    avg: Object.fromEntries(avg.map((field, i) => [field, row[`avg_${i}`] as number | null])),
    max: Object.fromEntries(max.map((field, i) => [field, row[`max_${i}`] as string | number | null])),
  }));
}
