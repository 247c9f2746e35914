import type { ServerResponse } from 'node:http';

import type { Role } from 'shared-contracts/contract';

import type { StoredEvent } from './storedEvents';
import { visibleEvent } from './visibleEvent';

/** The SSE event name of a stored event: a batch of trackers' positions, or a write's change. */
const nameOf = (event: StoredEvent) => (event.action === 'positions' ? 'positions' : 'change');

/**
 * One browser's stream: writes each event its role may read as `id:`, `event:` and `data:`; of an event it may not
 * read, only the `id:` (no event reaches the page, and a resume starts after it).
 */
export class EventStream {
  /** The last id written. */
  lastId = 0;

  constructor(
    private readonly out: ServerResponse,
    private readonly role: Role,
  ) {}

  send(event: StoredEvent): void {
    if (event.id <= this.lastId) return;
    this.lastId = event.id;
    const visible = visibleEvent(this.role, event);
    if (!visible) {
      this.out.write(`id: ${event.id}\n\n`);
      return;
    }
    const { id, ...data } = visible;
    this.out.write(`id: ${id}\nevent: ${nameOf(visible)}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** An event outside the table (`ready` at start, `reset` when the browser must read everything again) at `id`. */
  signal(name: 'ready' | 'reset', id: number, data: Record<string, unknown>): void {
    this.lastId = id;
    this.out.write(`id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  heartbeat(): void {
    this.out.write(': heartbeat\n\n');
  }
}
