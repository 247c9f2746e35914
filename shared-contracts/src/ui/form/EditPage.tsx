import type { ReactNode } from 'react';
import { PageHeader, type RecordRead, useNavigate } from 'shared-contracts/ui';

import { FormPage, type FormPageProps } from './FormPage';

export interface EditPageProps<T> extends Pick<FormPageProps, 'failure' | 'notFound'> {
  /** The record being edited, as read: useShowController's answer. */
  record: RecordRead<T>;
  /** The header's words: the record's name under the title once read, and the way back to its page (asking first). */
  header: { title: string; subtitle: (record: T) => string; back: { label: string; to: string } };
  /** The form of the record; key it by the record's id so another record starts a fresh form. */
  children: (record: T) => ReactNode;
}

/**
 * An edit page of one record: its header, then the form once the record is read, or the loading, error (with
 * Retry) and not-found states.
 *
 * @example <EditPage record={useShowController('clients', id)} header={HEADER} failure={FAILURE} notFound={NOT_FOUND}>{(client) => <EditClientForm key={client.id} client={client} />}</EditPage>
 */
export function EditPage<T>({ record: read, header, failure, notFound, children }: EditPageProps<T>) {
  const navigate = useNavigate();
  const { title, subtitle, back } = header;
  const { record } = read;
  return (
    <FormPage
      header={
        <PageHeader title={title} subtitle={record && subtitle(record)} back={{ label: back.label, onClick: () => navigate(back.to) }} />
      }
      // Once read, the form stays: a later failed refresh never takes away what the user typed.
      load={record ? { status: 'ready', retry: read.retry } : read}
      failure={failure}
      notFound={notFound}
    >
      {() => children(record!)}
    </FormPage>
  );
}
