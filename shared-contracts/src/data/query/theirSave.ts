import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { RecordOf, Resource } from 'shared-contracts/contract';

import { useDataEvents, useDataProvider } from './DataLayer';
import { readKeys } from './readHooks';

/** Someone else's save of one record: who, when, and the record as it now is. */
export interface TheirSave<T> {
  /** Who saved it; null when not known (everything was read again, or a save was refused as made from an older version). */
  by: string | null;
  /** When: ISO date-time, or null when not known. */
  at: string | null;
  record: T;
}

/**
 * Tells `onSave` of each save of one record made elsewhere while the calling component is shown: the record is read
 * again (with the read the event makes the cache run anyway) as soon as a write names it, or the provider says to read
 * everything again. Answers a function that reads it again on demand (a save refused as made from an older version).
 * Without `onSave`, nothing is listened to.
 *
 * @example const readAgain = useTheirSaves('clients', client.id, ({ by, record }) => console.log(`${by} saved ${record.company_name}`));
 */
export function useTheirSaves<R extends Resource>(
  resource: R,
  id: string,
  onSave: ((save: TheirSave<RecordOf[R]>) => void) | undefined,
): () => void {
  const provider = useDataProvider();
  const client = useQueryClient();
  const latest = useRef(onSave);
  useEffect(() => {
    latest.current = onSave;
  });
  // Only the newest read is told: an older one answering late would show an older record.
  const asked = useRef(0);
  const read = useCallback(
    (by: string | null, at: string | null) => {
      const serial = ++asked.current;
      client
        .fetchQuery({
          queryKey: readKeys.one(resource, id),
          queryFn: ({ signal }) => provider.getOne(resource, { id }, { signal }),
          staleTime: 0,
        })
        .then(
          (record) => {
            if (serial === asked.current) latest.current?.({ by, at, record });
          },
          () => {},
        );
    },
    [client, provider, resource, id],
  );
  useDataEvents((event) => {
    if (!latest.current) return;
    if (event.type === 'reset') read(null, null);
    else if (event.records.some((record) => record.resource === resource && record.id === id)) read(event.by?.name ?? null, event.at);
  });
  return useCallback(() => read(null, null), [read]);
}
