import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientRecord } from 'shared-contracts/contract';
import { createHttpProvider } from 'shared-contracts/data';
import { renderScreen } from 'shared-contracts/testing';
import { type ListColumn, ListPage, type ListStateOptions, type ListWords } from 'shared-contracts/ui/list';

import { useListController } from './useListController';

const OPTIONS: ListStateOptions = { sortableFields: ['company_name'], pageSizeOptions: [10], defaultPageSize: 10 };
const COLUMNS: ListColumn<ClientRecord>[] = [
  { field: 'company_name', headerName: 'Company', flex: 1, csv: (client) => client.company_name },
];
const WORDS: ListWords = {
  header: { title: 'Client Management' },
  table: { name: 'All Clients', noun: ['client', 'clients'], csvFileName: 'clients', searchPlaceholder: 'Search clients...' },
  emptyMessage: 'No clients yet.',
  failureToast: { title: 'Error', description: 'Failed to fetch clients data' },
};

function ClientsList() {
  return <ListPage controller={useListController('clients', { list: OPTIONS })} words={WORDS} columns={COLUMNS} />;
}

/** The API as the HTTP provider meets it: every request recorded with its search, answered after `answerMs` unless aborted first. */
function fakeApi(answerMs: number) {
  const requests: { q: string | null; signal: AbortSignal }[] = [];
  const send = ((input: RequestInfo | URL, init: RequestInit = {}) => {
    const signal = init.signal!;
    requests.push({ q: new URL(String(input), 'http://api.test').searchParams.get('q'), signal });
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => resolve(new Response(JSON.stringify({ data: [], total: 0 }), { status: 200 })), answerMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
  }) as typeof fetch;
  const searches = () => requests.filter((request) => request.q !== null);
  return { provider: createHttpProvider({ url: '/api', fetch: send }), searches };
}

/** Waits as a user does, the screen updating meanwhile. */
const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe('a list searched through the HTTP provider', () => {
  it('sends one request for "whitcombe" typed at 80 ms a key, once the typist pauses', async () => {
    const api = fakeApi(20);
    renderScreen(<ClientsList />, { path: '/clients', url: '/clients', provider: api.provider });
    expect(await screen.findByText('No clients yet.')).toBeInTheDocument();
    const user = userEvent.setup({ delay: 80 });
    await user.type(screen.getByRole('searchbox', { name: 'Search clients...' }), 'whitcombe');
    const whileTyping = api.searches().length;
    expect(await screen.findByText('No clients match "whitcombe"')).toBeInTheDocument();
    await pause(400);
    const sent = api.searches().map((request) => request.q);
    process.stdout.write(`Requests sent while typing "whitcombe" at 80 ms a key: ${sent.length}\n`);
    expect(whileTyping).toBe(0);
    expect(sent).toEqual(['whitcombe']);
  });

  it('aborts the request a later search replaces', async () => {
    const api = fakeApi(5_000);
    renderScreen(<ClientsList />, { path: '/clients', url: '/clients?q=w', provider: api.provider });
    await waitFor(() => expect(api.searches()).toHaveLength(1));
    const user = userEvent.setup({ delay: 80 });
    const box = screen.getByRole('searchbox', { name: 'Search clients...' });
    await user.type(box, 'hit');
    await waitFor(() => expect(api.searches()).toHaveLength(2));
    await user.type(box, 'combe');
    await waitFor(() => expect(api.searches()).toHaveLength(3));
    expect(api.searches().map((request) => [request.q, request.signal.aborted])).toEqual([
      ['w', true],
      ['whit', true],
      ['whitcombe', false],
    ]);
  });
});
