import type { ReactNode } from 'react';
import type { Loaded } from 'shared-contracts/data';
import { PageHeader, useNavigate } from 'shared-contracts/ui';

import { FormPage, type FormPageProps } from './FormPage';

interface EditPageProps<T> extends Pick<FormPageProps, 'failure' | 'notFound'> {
  /** The record being edited, as read (useGetOne). */
  record: Loaded<T>;
  /** The header's words: the record's name under the title once read, and the way back to its page (asking first). */
  header: { title: string; subtitle: (record: T) => string; back: { label: string; to: string } };
  /** The form of the record; key it by the record's id so another record starts a fresh form. */
  children: (record: T) => ReactNode;
}

/**
 * An edit page of one record: its header, then the form once the record is read, or the loading, error (with
 * Retry) and not-found states.
 *
 * @example <EditPage record={useGetOne('clients', id)} header={HEADER} failure={FAILURE} notFound={NOT_FOUND}>{(client) => <EditClientForm key={client.id} client={client} />}</EditPage>
 */
export function EditPage<T>({ record, header, failure, notFound, children }: EditPageProps<T>) {
  const navigate = useNavigate();
  const { title, subtitle, back } = header;
  return (
    <FormPage
      header={
        <PageHeader
          title={title}
          subtitle={record.data && subtitle(record.data)}
          back={{ label: back.label, onClick: () => navigate(back.to) }}
        />
      }
      // Once read, the form stays: a later failed refresh never takes away what the user typed.
      load={record.data ? { status: 'ready', retry: record.retry } : record}
      failure={failure}
      notFound={notFound}
    >
      {() => children(record.data!)}
    </FormPage>
  );
}
