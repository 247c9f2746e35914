import type { RecordOf, Resource } from 'shared-contracts/contract';
import { type LoadStatus, useCan, useGetOne } from 'shared-contracts/data';
import { useParams } from 'shared-contracts/ui';

import { type HistoryController, useHistoryController } from './useHistoryController';

/** Which record (the route's `:id` unless given) and whether its page shows its History. */
interface ShowOptions {
  id?: string;
  history?: boolean;
}

export interface ShowController<R extends Resource> {
  resource: R;
  id: string;
  status: LoadStatus;
  /** The record, once read; it stays when a later read of it fails (`status` then says so). */
  record: RecordOf[R] | undefined;
  error: unknown;
  /** True while a read is on its way, even with the record on screen. */
  fetching: boolean;
  /** Whether the signed-in role may change the record (its page then offers Edit). */
  mayEdit: boolean;
  /** The record's History, a page of its audit trail, when asked for (a record's page, not its edit form). */
  history?: HistoryController;
  retry: () => void;
}

/**
 * One record of a resource, read through the data layer for its page: `not-found` for an unknown (or empty) id
 * (react-admin's useShowController, here over useGetOne). The id is the route's `:id` unless given. Draw it with
 * ShowPage ('shared-contracts/ui/detail'), which draws its History too when `history` is asked for.
 *
 * @example <ShowPage controller={useShowController('jobs', { history: true })} …>{(job) => <JobCards job={job} />}</ShowPage>
 */
export function useShowController<R extends Resource>(resource: R, options: string | ShowOptions = {}): ShowController<R> {
  const { id: routeId = '' } = useParams();
  const { id = routeId, history = false } = typeof options === 'string' ? { id: options } : options;
  const { status, data, error, fetching, retry } = useGetOne(resource, id);
  const mayEdit = useCan(resource, 'update');
  const historyController = useHistoryController(resource, id, undefined, history);
  return { resource, id, status, record: data, error, fetching, mayEdit, retry, ...(history ? { history: historyController } : {}) };
}
