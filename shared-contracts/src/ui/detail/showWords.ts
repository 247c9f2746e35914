import type { ReactNode } from 'react';

/** What a record's page says in its header and when the record cannot be read; a module constant. */
export interface ShowWords<T> {
  /** The header's title: one for the page, or the record's once read (given undefined before). */
  title: string | ((record: T | undefined) => string);
  /** The line under the title, once the record is read. */
  subtitle?: (record: T) => ReactNode;
  /** The link to the record's edit page, first among the header's actions once the record is read: "Edit Job". */
  edit?: { label: string; to: (record: T) => string };
  /** The error view's title when the record cannot be read: "This job could not be loaded". */
  failure: string;
}
