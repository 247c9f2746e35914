import { useState } from 'react';
import type { AuditPage, Resource } from 'shared-contracts/contract';
import { type Loaded, useHistory } from 'shared-contracts/data';

export interface HistoryController {
  read: Loaded<AuditPage>;
  /** From 1, the newest entries. */
  page: number;
  /** To the next older page, when there is one. */
  older?: () => void;
  /** Back to the newer page, when this is not the first. */
  newer?: () => void;
}

/**
 * A record's History card's state: a page of its audit trail, newest first, and the way to older and newer pages.
 *
 * @example <HistoryCard controller={useHistoryController('jobs', job.id)} />
 */
export function useHistoryController(resource: Resource, id: string, perPage = 10, enabled = true): HistoryController {
  const [shown, setShown] = useState({ id, page: 1 });
  // Another record's page starts at its newest entries.
  const page = shown.id === id ? shown.page : 1;
  const read = useHistory(resource, id, page, perPage, enabled);
  const next = read.data?.next;
  return {
    read,
    page,
    older: next ? () => setShown({ id, page: next }) : undefined,
    newer: page > 1 ? () => setShown({ id, page: page - 1 }) : undefined,
  };
}
