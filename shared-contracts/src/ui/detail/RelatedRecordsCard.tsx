import type { ReactNode } from 'react';
import type { GetListResult, LoadStatus } from 'shared-contracts/contract';
import { ErrorView, LoadingView } from 'shared-contracts/ui';

import { DetailCard } from './DetailCard';

/** A page of related records being read, as the data layer's useGetList answers it. */
interface RelatedRead<T> {
  status: LoadStatus;
  data: GetListResult<T> | undefined;
  retry: () => void;
}

export interface RelatedRecordsCardProps<T> {
  title: string;
  icon?: ReactNode;
  /** Beside the title: a link to all of them. */
  action?: ReactNode;
  read: RelatedRead<T>;
  words: { errorTitle: string; errorMessage: string; loading: string };
  /** What stands in for the records when there are none. */
  empty: ReactNode;
  /** The records, once read and at least one. */
  children: (page: GetListResult<T>) => ReactNode;
}

/**
 * A detail page's card of the records that belong to it (a driver's jobs, a client's invoices): loading, an error with
 * Retry, empty, or the records, each in the card so the rest of the page is drawn whatever becomes of this read.
 */
export function RelatedRecordsCard<T>({ title, icon, action, read, words, empty, children }: RelatedRecordsCardProps<T>) {
  const page = read.data;
  return (
    <DetailCard title={title} icon={icon} action={action}>
      {read.status === 'error' ? (
        <ErrorView title={words.errorTitle} message={words.errorMessage} onRetry={read.retry} />
      ) : page === undefined ? (
        <LoadingView label={words.loading} />
      ) : page.data.length === 0 ? (
        empty
      ) : (
        children(page)
      )}
    </DetailCard>
  );
}
