import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> | undefined;
}

/**
 * One HTTP request from a chosen local address (127.0.0.2, …), so a test can be a visitor other than the
 * test's own signed-in client (rate limits count per address).
 */
export function request(
  url: string,
  { method = 'GET', body, headers = {}, from }: { method?: string; body?: unknown; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = http.request(
      url,
      { method, localAddress: from, headers: { ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Record<string, unknown> | undefined;
          try {
            parsed = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
          } catch {
            parsed = undefined;
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed });
        });
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}
