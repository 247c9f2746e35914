import type { RecordOf, Resource } from 'shared-contracts/contract';
import { type LoadStatus, useCan, useGetOne } from 'shared-contracts/data';
import { useParams } from 'shared-contracts/ui';

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
  retry: () => void;
}

/**
 * One record of a resource, read through the data layer for its page: `not-found` for an unknown (or empty) id
 * (react-admin's useShowController, here over useGetOne). The id is the route's `:id` unless given. Draw it with
 * ShowPage ('shared-contracts/ui/detail').
 *
 * @example <ShowPage controller={useShowController('jobs')} …>{(job) => <JobCards job={job} />}</ShowPage>
 */
export function useShowController<R extends Resource>(resource: R, id?: string): ShowController<R> {
  const { id: routeId = '' } = useParams();
  id ??= routeId;
  const { status, data, error, fetching, retry } = useGetOne(resource, id);
  const mayEdit = useCan(resource, 'update');
  return { resource, id, status, record: data, error, fetching, mayEdit, retry };
}
