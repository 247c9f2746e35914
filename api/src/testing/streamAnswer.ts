/**
 * A request to a route that answers with a stream that stays open (the event stream), sent over HTTP: `inject`
 * waits for an end that never comes. Its status and headers, and its body when it is a refusal; the stream is then
 * closed.
 */
export async function streamAnswer(
  origin: string,
  request: { method: string; url: string; headers: Record<string, string>; body?: string },
  cookie: string | undefined,
) {
  const abort = new AbortController();
  const answer = await fetch(`${origin}${request.url}`, {
    method: request.method,
    headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
    body: request.body,
    signal: abort.signal,
  });
  const body = answer.status >= 300 && request.method !== 'HEAD' ? await answer.text() : '';
  abort.abort();
  return {
    statusCode: answer.status,
    headers: { 'content-type': answer.headers.get('content-type') ?? '' },
    body,
    json: () => JSON.parse(body) as unknown,
  };
}
