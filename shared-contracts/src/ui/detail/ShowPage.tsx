import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ErrorView, LoadingView, NotFoundView, type NotFoundViewProps, type RecordRead } from 'shared-contracts/ui';

import { HistoryCard, type HistoryCardProps } from './HistoryCard';
import { ShowHeader } from './ShowHeader';
import type { ShowWords } from './showWords';

export interface ShowPageProps<T> {
  /**
   * The record's read: useShowController's answer (its `id` for a `notFound` that names it; no Edit where `mayEdit` is
   * false; its `history`, when asked for, drawn under the record).
   */
  controller: RecordRead<T> & { id?: string; mayEdit?: boolean; history?: HistoryCardProps };
  /** What the page says in its header and when the record cannot be read. */
  words: ShowWords<T>;
  /** What an unknown id shows in place of the page, or makes of the id; its way back (to the list) is the header's back link too. */
  notFound: NotFoundViewProps | ((id: string) => NotFoundViewProps);
  /** The header's other actions, after Edit, once the record is read. */
  actions?: (record: T) => ReactNode;
  /** A header of the record's own, drawn in place of the page's once the record is read. */
  recordHeader?: (record: T) => ReactNode;
  /** The page's shape while the record is first read, header included; a spinner under the header unless given. */
  skeleton?: ReactNode;
  /** The record's view. */
  children: (record: T) => ReactNode;
}

/**
 * Every record's page: its header, then the record once read, or the loading, error (with Retry) and not-found
 * states. An area's record page is its words and its cards.
 *
 * @example
 * <ShowPage controller={useShowController('jobs')} words={WORDS} notFound={jobNotFound}>
 *   {(job) => <JobCards job={job} />}
 * </ShowPage>
 */
export function ShowPage<T>({ controller, words, notFound: notFoundOf, actions, recordHeader, skeleton, children }: ShowPageProps<T>) {
  const { status, record, retry, id = '', mayEdit = true, history } = controller;
  const notFound = typeof notFoundOf === 'function' ? notFoundOf(id) : notFoundOf;
  if (status === 'not-found') return <NotFoundView {...notFound} />;
  if (status === 'loading' && !record && skeleton) return skeleton;
  // A read that fails shows the error in place of the record, even one read before.
  const shown = status === 'error' ? undefined : record;
  return (
    <Box>
      {shown && recordHeader ? (
        recordHeader(shown)
      ) : (
        <ShowHeader
          words={mayEdit ? words : { ...words, edit: undefined }}
          back={{ label: notFound.backLabel, to: notFound.backTo }}
          record={record}
          actions={actions}
        />
      )}
      {status === 'error' ? (
        <ErrorView title={words.failure} message="Please try again." onRetry={retry} />
      ) : shown ? (
        <>
          {children(shown)}
          {history && (
            <Box sx={{ mt: 2 }}>
              <HistoryCard {...history} />
            </Box>
          )}
        </>
      ) : (
        <LoadingView label="Loading..." />
      )}
    </Box>
  );
}
