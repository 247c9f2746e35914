/** One block of a Server-Sent Events stream as the browser reads it (a comment-only block is not one). */
export interface SseBlock {
  id?: string;
  event?: string;
  data?: unknown;
}

/** A GET /api/events stream opened over HTTP, its blocks read as they arrive. */
export interface OpenStream {
  status: number;
  contentType: string | null;
  /** Waits until the blocks read so far satisfy `until`, then returns them all; fails after `timeoutMs`. */
  read(until: (blocks: SseBlock[]) => boolean, timeoutMs?: number): Promise<SseBlock[]>;
  /** Every line received so far, heartbeats included. */
  text(): string;
  close(): void;
}

function parse(text: string): SseBlock[] {
  return text
    .split('\n\n')
    .slice(0, -1)
    .map((block) => {
      const parsed: SseBlock = {};
      for (const line of block.split('\n')) {
        const [field, ...rest] = line.split(': ');
        const value = rest.join(': ');
        if (field === 'id') parsed.id = value;
        if (field === 'event') parsed.event = value;
        if (field === 'data') parsed.data = JSON.parse(value);
      }
      return parsed;
    })
    .filter((block) => Object.keys(block).length > 0);
}

/** Opens the event stream with `cookie` (and `Last-Event-ID` when given). */
export async function openEventStream(origin: string, cookie: string, lastEventId?: string): Promise<OpenStream> {
  const abort = new AbortController();
  const answer = await fetch(`${origin}/api/events`, {
    headers: { Cookie: cookie, ...(lastEventId === undefined ? {} : { 'Last-Event-ID': lastEventId }) },
    signal: abort.signal,
  });
  let received = '';
  const waiting = new Set<() => void>();
  if (answer.body) {
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
          received += decoder.decode(chunk, { stream: true });
          for (const wake of waiting) wake();
        }
      } catch {
        // closed by the test
      }
    })();
  }
  return {
    status: answer.status,
    contentType: answer.headers.get('content-type'),
    text: () => received,
    read(until, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const blocks = parse(received);
          if (!until(blocks)) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(blocks);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`The stream did not say what was awaited in ${timeoutMs} ms; it said:\n${received}`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
