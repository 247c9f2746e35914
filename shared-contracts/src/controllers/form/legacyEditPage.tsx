import type { Loaded } from 'shared-contracts/data';
import { EditPage as RecordEditPage, type EditPageProps } from 'shared-contracts/ui/form';

/**
 * 5.0's EditPage, which took the record as useGetOne answers it; since 5.1 EditPage is ui/form's and takes
 * useShowController's answer. Kept for remotes built against 5.0.
 */
export function EditPage<T>({ record, ...page }: Omit<EditPageProps<T>, 'record'> & { record: Loaded<T> }) {
  return <RecordEditPage record={{ status: record.status, record: record.data, retry: record.retry }} {...page} />;
}
