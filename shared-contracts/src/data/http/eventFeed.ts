import {
  type ChangedRecord,
  type DataEvent,
  type PositionFix,
  type Resource,
  RESOURCES,
  type WriteResult,
} from 'shared-contracts/contract';

/** What the feed needs of the browser's EventSource. */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void): void;
  close(): void;
}

/** Opens the event stream at that URL: the browser's EventSource, with the session cookie, unless a test gives its own. */
export type OpenEventSource = (url: string) => EventSourceLike;

/** The API's `change` event (api/docs/events-and-trackers.md). */
interface ApiChange {
  at: string;
  resource: string;
  action: string;
  records: { resource: string; id: string; version: number }[];
  changed: string[];
  by: { id: number | null; name: string } | null;
}

/** EventSource.CLOSED: the API refused the stream, and the browser will not reconnect by itself. */
const CLOSED = 2;
/** How long after a refused stream a new one is opened. */
const REOPEN_MS = 5000;
/** Own writes remembered until their event comes back; older ones are forgotten (their event was never sent). */
const OWN_KEPT = 100;

const isResource = (name: string): name is Resource => (RESOURCES as readonly string[]).includes(name);
const keyOf = ({ resource, id, version }: ChangedRecord) => `${resource}/${id}/${version}`;

/** The contract's event for the API's `change`; none for a write to something the screens do not read as a resource. */
function changeOf(data: ApiChange): DataEvent | undefined {
  if (!isResource(data.resource)) return undefined;
  return {
    type: 'change',
    resource: data.resource,
    action: data.action,
    records: data.records.flatMap(({ resource, id, version }) => (isResource(resource) ? [{ resource, id, version }] : [])),
    changed: data.changed.filter(isResource),
    by: data.by && { name: data.by.name },
    at: data.at,
  };
}

/**
 * The API's event stream (`GET {url}`, Server-Sent Events) behind a provider's `subscribe`: one stream, opened with the
 * first subscriber and closed with the last. The browser resumes a dropped stream from the last event by itself; a
 * stream the API refused is opened anew after a while, and since writes may have been missed meanwhile, its subscribers
 * are then told to read everything again. The provider's own writes go through `ownWrite`: their events are left out,
 * and an event that comes while one is on its way waits for its answer, to know whether it is its own.
 */
export function createEventFeed(url: string, open: OpenEventSource) {
  const listeners = new Set<(event: DataEvent) => void>();
  const positionListeners = new Set<(positions: readonly PositionFix[]) => void>();
  const listening = () => listeners.size + positionListeners.size;
  let source: EventSourceLike | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let lost = false;
  let writing = 0;
  const held: DataEvent[] = [];
  const own = new Set<string>();

  function deliver(event: DataEvent) {
    if (event.type === 'change' && event.records.length > 0 && own.delete(keyOf(event.records[0]))) return;
    for (const listener of [...listeners]) listener(event);
  }
  const receive = (event: DataEvent) => (writing > 0 ? held.push(event) : deliver(event));

  function start(): EventSourceLike {
    const stream = open(url);
    stream.addEventListener('ready', () => {
      if (!lost) return;
      lost = false;
      receive({ type: 'reset' });
    });
    stream.addEventListener('change', (message) => {
      const event = changeOf(JSON.parse(message.data) as ApiChange);
      if (event) receive(event);
    });
    stream.addEventListener('positions', (message) => {
      const { positions } = (JSON.parse(message.data) as { detail: { positions: PositionFix[] } }).detail;
      for (const listener of [...positionListeners]) listener(positions);
    });
    stream.addEventListener('reset', () => receive({ type: 'reset' }));
    stream.addEventListener('error', () => {
      if (stream.readyState !== CLOSED || source !== stream) return;
      stream.close();
      source = undefined;
      lost = true;
      reopen = setTimeout(() => {
        reopen = undefined;
        if (listening() > 0) source = start();
      }, REOPEN_MS);
    });
    return stream;
  }

  function stop() {
    source?.close();
    source = undefined;
    clearTimeout(reopen);
    reopen = undefined;
    lost = false;
    own.clear();
  }

  /** Adds a listener to its set, opening the stream for the first of either kind; the last one gone closes it. */
  function listen<L>(set: Set<L>, listener: L): () => void {
    set.add(listener);
    if (listening() === 1 && !source && !reopen) source = start();
    return () => {
      set.delete(listener);
      if (listening() === 0) stop();
    };
  }

  return {
    subscribe: (listener: (event: DataEvent) => void) => listen(listeners, listener),
    /** Vehicles' newest positions, as the stream's `positions` events bring them (at most one a second). */
    subscribePositions: (listener: (positions: readonly PositionFix[]) => void) => listen(positionListeners, listener),

    /** A write of this provider's: its event, when the stream sends it back, is not passed on. */
    async ownWrite<T extends { id: string; version?: number }>(resource: Resource, write: () => Promise<WriteResult<T>>) {
      if (listeners.size === 0) return write();
      writing++;
      try {
        const result = await write();
        own.add(keyOf({ resource, id: result.data.id, version: result.data.version }));
        if (own.size > OWN_KEPT) own.delete(own.values().next().value!);
        return result;
      } finally {
        writing--;
        if (writing === 0) for (const event of held.splice(0)) deliver(event);
      }
    },
  };
}
