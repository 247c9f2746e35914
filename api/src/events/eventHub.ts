import type { Database } from '../db/openDatabase';
import { EVENTS_CHANNEL } from './publishEvent';
import { eventBounds, eventsAfter, pruneEvents, type StoredEvent } from './storedEvents';

/** Waited before listening is tried again while the database cannot be reached. */
const RETRY_MS = 1000;

type EventListener = (event: StoredEvent) => void;

/** Every API process's one subscription to the database's events, handed to each of its open streams. */
export interface EventHub {
  /** Calls `listener` with each event committed from now on, in order; returns its unsubscribe. */
  subscribe(listener: EventListener): () => void;
  stop(): Promise<void>;
}

export interface EventHubOptions {
  /** Events kept for streams to resume from. */
  keep: number;
  /** How often old events are pruned (ms). */
  pruneEveryMs: number;
}

/**
 * Listens on the events channel and reads, at each notification, every event after the last it handed on (a
 * notification lost while the connection was away is caught up at the next, or when listening starts again).
 */
export function startEventHub(db: Database, { keep, pruneEveryMs }: EventHubOptions): EventHub {
  const listeners = new Set<EventListener>();
  let last = 0;
  let stopped = false;
  let reading: Promise<void> | undefined;
  let again = false;

  const readNew = async () => {
    for (;;) {
      const events = await eventsAfter(db, last);
      for (const event of events) {
        last = event.id;
        for (const listener of listeners) listener(event);
      }
      if (events.length === 0) return;
    }
  };
  const onNotification = () => {
    if (reading) {
      again = true;
      return;
    }
    reading = readNew()
      .catch(() => {}) // the database away: the next notification reads from the same place
      .finally(() => {
        reading = undefined;
        if (again) {
          again = false;
          onNotification();
        }
      });
  };
  // The API starts without its database (it answers 503 meanwhile): listening starts once the database answers.
  const listening = (async () => {
    while (!stopped) {
      try {
        last = (await eventBounds(db)).last;
        return await db.listen(EVENTS_CHANNEL, onNotification, onNotification);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref());
      }
    }
    return undefined;
  })();
  const pruning = setInterval(() => void pruneEvents(db, keep).catch(() => {}), pruneEveryMs);
  pruning.unref();

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {
      stopped = true;
      clearInterval(pruning);
      await (
        await listening
      )?.();
      await reading;
    },
  };
}
