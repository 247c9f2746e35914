import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import type { DataEvent, DataProvider } from 'shared-contracts/contract';

import { refreshAfterEvent } from './refresh';

type Listener = (event: DataEvent) => void;

interface DataLayer {
  provider: DataProvider;
  /** The clock screens read "today" from (a test fixes it). */
  now: () => Date;
  /** The screens told of the provider's events, once the cache has been. */
  listeners: Set<Listener>;
}

const DataLayerContext = createContext<DataLayer | null>(null);

const realTime = () => new Date();

/**
 * The cache every read goes through: one entry per resource and question, kept until a write to
 * that resource (or one its reads depend on) makes it stale. Settled data is fresh for 30 s; a failed
 * read is not retried on its own: the screen offers Retry.
 */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Gives a subtree the data provider every data hook reads and writes through, and the cache in front of it. Where the
 * provider has `subscribe`, a write made elsewhere reads again exactly what a write of this tab's would have (its
 * `changed`), and a reset everything: one subscription for the subtree, however many screens it shows.
 *
 * @example
 * <DataLayerProvider provider={getSampleProvider()}>
 *   <JobsListPage />
 * </DataLayerProvider>
 */
export function DataLayerProvider({
  provider,
  now = realTime,
  children,
}: {
  provider: DataProvider;
  now?: () => Date;
  children?: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  const [layer] = useState<DataLayer>(() => ({ provider, now, listeners: new Set() }));
  useEffect(
    () =>
      layer.provider.subscribe?.((event) => {
        void refreshAfterEvent(queryClient, event);
        for (const listener of [...layer.listeners]) listener(event);
      }),
    [layer, queryClient],
  );
  return (
    <DataLayerContext.Provider value={layer}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </DataLayerContext.Provider>
  );
}

function useDataLayer(): DataLayer {
  const layer = useContext(DataLayerContext);
  if (!layer) throw new Error('Data hooks need a <DataLayerProvider> above them');
  return layer;
}

/** The provider of the DataLayerProvider above, for calls the hooks do not cover. */
export const useDataProvider = (): DataProvider => useDataLayer().provider;

/** The clock "today" is read from. */
export const useClock = (): (() => Date) => useDataLayer().now;

/**
 * Calls `listener` with each of the provider's events (writes made elsewhere, resets) while the calling component is
 * shown, after the cache has marked what the event changed.
 *
 * @example useDataEvents((event) => { if (event.type === 'change') console.log(`${event.by?.name} saved ${event.resource}`); });
 */
export function useDataEvents(listener: Listener): void {
  const { listeners } = useDataLayer();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const relay: Listener = (event) => latest.current(event);
    listeners.add(relay);
    return () => void listeners.delete(relay);
  }, [listeners]);
}
