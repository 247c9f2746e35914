import type { ServerResponse } from 'node:http';

import type { Kysely } from 'kysely';
import * as z from 'zod';

import type { ApiInstance } from '../http/apiInstance';
import type { EventHub } from './eventHub';
import { EventStream } from './eventStream';
import { eventBounds, eventsAfter, MAX_BACKLOG, type StoredEvent } from './storedEvents';

const HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  connection: 'keep-alive',
  // nginx would otherwise hold the stream's lines in its buffer.
  'x-accel-buffering': 'no',
} as const;

/** How long a browser waits before it reconnects a dropped stream. */
const RETRY_MS = 3000;

const lastEventId = z.object({
  'last-event-id': z.string().max(40).optional().describe('The id of the last event received: the stream resumes after it'),
});

/** The id a browser resumes after, or undefined (none sent, or one this API never gave). */
function resumeId(header: string | undefined): number | undefined | 'unreadable' {
  if (header === undefined || header === '') return undefined;
  return /^\d{1,15}$/.test(header) ? Number(header) : 'unreadable';
}

/**
 * GET /api/events: Server-Sent Events of every committed write the role may read. With `Last-Event-ID`, the events
 * after it first; when they are no longer kept, or too many, a `reset` event: read again everything shown. Without
 * it, a `ready` event with the id to resume from. A comment line every `heartbeatMs` keeps proxies from closing it.
 */
export function eventRoutes(api: ApiInstance, { db, hub, heartbeatMs }: { db: Kysely<unknown>; hub: EventHub; heartbeatMs: number }) {
  // A stream never ends by itself: the server, stopping, ends each one (a browser then reconnects to another process).
  const open = new Set<ServerResponse>();
  api.addHook('preClose', async () => {
    for (const out of open) out.end();
  });
  api.get(
    '/events',
    {
      config: { access: 'own account', stream: true },
      schema: { tags: ['events'], headers: lastEventId, description: 'text/event-stream: events `ready`, `change`, `positions`, `reset`' },
    },
    async (request, reply) => {
      // HEAD: the stream's headers, and the end (a stream that sends no body would never end).
      if (request.method === 'HEAD') return reply.headers(HEADERS).send();
      const from = resumeId(request.headers['last-event-id']);
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, HEADERS);
      out.write(`retry: ${RETRY_MS}\n\n`);
      const stream = new EventStream(out, request.account!.role);
      // Held from the start so nothing committed while the backlog is read is lost; sent once it is.
      let held: StoredEvent[] | undefined = [];
      const unsubscribe = hub.subscribe((event) => (held ? held.push(event) : stream.send(event)));
      const heartbeat = setInterval(() => stream.heartbeat(), heartbeatMs);
      open.add(out);
      out.once('close', () => {
        open.delete(out);
        clearInterval(heartbeat);
        unsubscribe();
      });
      try {
        const { last, prunedThrough } = await eventBounds(db);
        const newest = Math.max(last, prunedThrough);
        if (from === undefined) stream.signal('ready', newest, {});
        else if (from === 'unreadable' || from < prunedThrough || from > newest) stream.signal('reset', newest, { reason: 'gap' });
        else {
          const backlog = await eventsAfter(db, from, MAX_BACKLOG + 1);
          if (backlog.length > MAX_BACKLOG) stream.signal('reset', newest, { reason: 'gap' });
          else {
            stream.lastId = from;
            for (const event of backlog) stream.send(event);
          }
        }
        for (const event of held) stream.send(event);
        held = undefined;
      } catch {
        out.end();
      }
    },
  );
}
