import { isDataError } from 'shared-contracts/contract';

import { createHttpProvider } from './createHttpProvider';

/** A fetch that answers from a table and records what it was asked. */
function fakeFetch(answer: (url: string, init: RequestInit) => { status: number; body?: unknown } | Error) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const send = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const result = answer(url, init);
    if (result instanceof Error) throw result;
    return new Response(result.body === undefined ? null : JSON.stringify(result.body), { status: result.status });
  };
  return { send: send as typeof fetch, calls };
}

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => Promise.reject(new Error('expected a refusal')),
    (error: unknown) => error,
  );

describe('the HTTP provider', () => {
  it('asks for a page with its search, order and filter, with the session cookie', async () => {
    const { send, calls } = fakeFetch(() => ({ status: 200, body: { data: [{ id: 'JOB-1' }], total: 41 } }));
    const provider = createHttpProvider({ url: 'https://api.example.com/api/', fetch: send });
    const page = await provider.getList('jobs', {
      page: 2,
      perPage: 10,
      sort: 'pickup_date',
      order: 'desc',
      q: 'tate & co',
      filter: { status: ['in_progress', 'scheduled'], driver_id: null },
    });
    expect(page).toEqual({ data: [{ id: 'JOB-1' }], total: 41 });
    expect(calls[0].url).toBe(
      'https://api.example.com/api/jobs?page=2&perPage=10&sort=pickup_date&order=desc&q=tate+%26+co&filter=%7B%22status%22%3A%5B%22in_progress%22%2C%22scheduled%22%5D%2C%22driver_id%22%3Anull%7D',
    );
    expect(calls[0].init.credentials).toBe('include');
  });

  it('aborts a read when its signal fires, failing as aborted rather than as an API out of reach', async () => {
    const seen: AbortSignal[] = [];
    const send = ((_input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        seen.push(init.signal!);
        init.signal!.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      })) as typeof fetch;
    const controller = new AbortController();
    const read = createHttpProvider({ url: '/api', fetch: send }).getList('clients', { q: 'whit' }, { signal: controller.signal });
    controller.abort();
    const error = await refusal(read);
    expect(seen).toEqual([controller.signal]);
    expect((error as Error).name).toBe('AbortError');
    expect(isDataError(error, 'unavailable')).toBe(false);
  });

  it('asks for figures and reads them from `data`', async () => {
    const { send, calls } = fakeFetch(() => ({
      status: 200,
      body: { data: [{ key: 'paid', count: 3, sum: { total_amount: 10.5 }, avg: {}, max: {} }] },
    }));
    const groups = await createHttpProvider({ url: '/api', fetch: send }).aggregate('invoices', {
      groupBy: 'status',
      sum: ['total_amount', 'amount'],
    });
    expect(groups[0].count).toBe(3);
    expect(calls[0].url).toBe('/api/invoices/aggregate?groupBy=status&sum=total_amount&sum=amount');
  });

  it('reads several records in the order asked, leaving out those it does not find', async () => {
    const { send, calls } = fakeFetch(() => ({ status: 200, body: { data: [{ id: 'VEH-001' }, { id: 'VEH-003' }], total: 2 } }));
    const found = await createHttpProvider({ url: '/api', fetch: send }).getMany('vehicles', { ids: ['VEH-003', 'VEH-404', 'VEH-001'] });
    expect(found.map((record) => record.id)).toEqual(['VEH-003', 'VEH-001']);
    expect(decodeURIComponent(calls[0].url)).toBe('/api/vehicles?perPage=1000&filter={"id":["VEH-003","VEH-404","VEH-001"]}');
  });

  it('creates with POST and updates with PATCH and the version read', async () => {
    const { send, calls } = fakeFetch(() => ({ status: 200, body: { data: { id: 'CLI-001', version: 4 }, changed: ['clients'] } }));
    const provider = createHttpProvider({ url: '/api', fetch: send });
    await provider.create('clients', { data: { company_name: 'Tate' } as never });
    await provider.update('clients', { id: 'CLI/001', data: { phone: '0117 496 0000' }, version: 3 });
    expect(calls.map(({ url, init }) => [init.method, url, init.body])).toEqual([
      ['POST', '/api/clients', '{"company_name":"Tate"}'],
      ['PATCH', '/api/clients/CLI%2F001', '{"phone":"0117 496 0000"}'],
    ]);
    expect(calls[1].init.headers).toMatchObject({ 'If-Match': '"3"', 'Content-Type': 'application/json' });
  });

  it('turns 404, 409, 422, 401, other answers and no answer into the contract’s typed errors', async () => {
    const answers: Record<string, { status: number; body?: unknown } | Error> = {
      '/api/jobs/JOB-9': { status: 404, body: { error: 'not_found' } },
      '/api/jobs/JOB-8': { status: 409, body: { error: 'conflict' } },
      '/api/jobs': {
        status: 422,
        body: { error: 'validation', fields: { client_id: { code: 'required', message: 'Client is required' } } },
      },
      '/api/drivers?perPage=5': { status: 401 },
      '/api/drivers?perPage=6': { status: 500, body: { message: 'boom' } },
      '/api/drivers?perPage=7': new TypeError('Failed to fetch'),
    };
    const { send } = fakeFetch((url) => answers[url]);
    const provider = createHttpProvider({ url: '/api', fetch: send });
    expect(await refusal(provider.getOne('jobs', { id: 'JOB-9' }))).toMatchObject({ kind: 'not-found', resource: 'jobs', id: 'JOB-9' });
    expect(await refusal(provider.update('jobs', { id: 'JOB-8', data: {}, version: 1 }))).toMatchObject({ kind: 'conflict', id: 'JOB-8' });
    expect(await refusal(provider.create('jobs', { data: {} as never }))).toMatchObject({
      kind: 'validation',
      fields: { client_id: { code: 'required' } },
    });
    expect(isDataError(await refusal(provider.getList('drivers', { perPage: 5 })), 'unauthorized')).toBe(true);
    expect(await refusal(provider.getList('drivers', { perPage: 6 }))).toMatchObject({
      kind: 'unavailable',
      message: 'The API answered 500: boom',
    });
    expect(isDataError(await refusal(provider.getList('drivers', { perPage: 7 })), 'unavailable')).toBe(true);
  });

  it('asks whose the session is, and a record’s history a page at a time', async () => {
    const entry = {
      id: 7,
      at: '2025-08-21T09:00:00.000Z',
      account: { id: 2, email: 'd@x.uk', name: 'Dana Price' },
      resource: 'jobs',
      recordId: 'JOB-1',
      action: 'update',
      changes: { status: ['scheduled', 'in_progress'] },
    };
    const { send, calls } = fakeFetch((url) =>
      url.endsWith('/auth/session')
        ? { status: 200, body: { email: 'd@x.uk', name: 'Dana Price', role: 'dispatcher' } }
        : { status: 200, body: { data: [entry], next: null } },
    );
    const provider = createHttpProvider({ url: 'https://api.example.com/api', fetch: send });
    await expect(provider.getSession!()).resolves.toEqual({ email: 'd@x.uk', name: 'Dana Price', role: 'dispatcher' });
    await expect(provider.getHistory!('jobs', { id: 'JOB 1', page: 2, perPage: 10 })).resolves.toEqual({ data: [entry], next: null });
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.example.com/api/auth/session',
      'https://api.example.com/api/jobs/JOB%201/history?page=2&perPage=10',
    ]);
  });

  it('turns a 403 into a refusal for the role, with the API’s message', async () => {
    const { send } = fakeFetch(() => ({ status: 403, body: { error: 'forbidden', message: 'Your role may not update jobs' } }));
    const provider = createHttpProvider({ url: '/api', fetch: send });
    const error = await refusal(provider.update('jobs', { id: 'JOB-1', data: { notes: 'x' } }));
    expect(isDataError(error, 'forbidden')).toBe(true);
    expect((error as Error).message).toBe('Your role may not update jobs');
  });

  it('asks for the newest positions, a vehicle’s day of positions and that day as GPX text', async () => {
    const point = {
      at: '2025-08-21T09:00:00.000Z',
      lat: 51.5,
      lon: -0.12,
      speedKmh: 18.5,
      bearing: 90,
      altitude: null,
      accuracy: 5,
      battery: null,
    };
    const gpx = '<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1"></gpx>\n';
    const calls: Array<{ url: string; accept: string }> = [];
    const send = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      calls.push({ url, accept: (init.headers as Record<string, string>).Accept });
      if (url.includes('.gpx')) return new Response(gpx, { status: 200, headers: { 'Content-Type': 'application/gpx+xml' } });
      return new Response(JSON.stringify({ data: url.endsWith('/latest') ? [{ vehicleId: 'VEH-001', ...point }] : [point] }), {
        status: 200,
      });
    }) as typeof fetch;
    const provider = createHttpProvider({ url: '/api', fetch: send });
    await expect(provider.getLatestPositions!()).resolves.toEqual([{ vehicleId: 'VEH-001', ...point }]);
    await expect(provider.getVehicleRoute!('VEH 001', { date: '2025-08-21' })).resolves.toEqual([point]);
    await expect(provider.getVehicleRouteGpx!('VEH 001', { date: '2025-08-21' })).resolves.toBe(gpx);
    expect(calls).toEqual([
      { url: '/api/positions/latest', accept: 'application/json' },
      { url: '/api/vehicles/VEH%20001/route?date=2025-08-21', accept: 'application/json' },
      { url: '/api/vehicles/VEH%20001/route.gpx?date=2025-08-21', accept: 'application/gpx+xml' },
    ]);
  });
});

/** An EventSource the test drives: each stream opened, what it was opened at, and whether it was closed. */
function fakeEventSources() {
  const opened: FakeEventSource[] = [];
  class FakeEventSource {
    readyState = 0;
    closed = false;
    private readonly listeners = new Map<string, Array<(message: MessageEvent<string>) => void>>();
    constructor(readonly url: string) {
      opened.push(this);
    }
    addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    close() {
      this.closed = true;
      this.readyState = 2;
    }
    /** The API sends an event. */
    send(type: string, data: unknown = {}) {
      for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    }
    /** The API refuses the stream (a 401, say): the browser gives up on it. */
    refuse() {
      this.readyState = 2;
      for (const listener of this.listeners.get('error') ?? []) listener(new MessageEvent('error'));
    }
  }
  return { opened, open: (url: string) => new FakeEventSource(url) };
}

/** A client of the API's as the event stream sends it. */
const clientChange = (id: string, version: number, by = 'Dana Price') => ({
  at: '2025-08-21T09:31:00.000Z',
  resource: 'clients',
  action: 'update',
  records: [
    { resource: 'clients', id, version },
    { resource: 'jobs', id: 'JOB-2025-0001', version: 3 },
  ],
  changed: ['clients', 'jobs', 'invoices'],
  by: { id: 2, name: by },
  detail: null,
});

describe('the HTTP provider’s subscribe', () => {
  it('opens one stream, with the first subscriber, for however many subscribe, and closes it with the last', () => {
    const streams = fakeEventSources();
    const provider = createHttpProvider({
      url: 'https://api.example.com/api/',
      fetch: fakeFetch(() => ({ status: 200 })).send,
      eventSource: streams.open,
    });
    expect(streams.opened).toHaveLength(0);
    const stopFirst = provider.subscribe!(() => {});
    const stopSecond = provider.subscribe!(() => {});
    expect(streams.opened.map((stream) => stream.url)).toEqual(['https://api.example.com/api/events']);
    stopFirst();
    expect(streams.opened[0].closed).toBe(false);
    stopSecond();
    expect(streams.opened[0].closed).toBe(true);
    provider.subscribe!(() => {});
    expect(streams.opened).toHaveLength(2);
  });

  it('passes on each change as the contract’s event (resource, records with their versions, what changed, who, when) and a reset', () => {
    const streams = fakeEventSources();
    const provider = createHttpProvider({ url: '/api', fetch: fakeFetch(() => ({ status: 200 })).send, eventSource: streams.open });
    const events: unknown[] = [];
    provider.subscribe!((event) => events.push(event));
    const [stream] = streams.opened;
    stream.send('ready', {});
    stream.send('change', clientChange('CLI-004', 7));
    stream.send('positions', { resource: 'vehicles', action: 'positions', records: [], changed: [], by: null, detail: {} });
    stream.send('reset', { reason: 'gap' });
    expect(events).toEqual([
      {
        type: 'change',
        resource: 'clients',
        action: 'update',
        records: [
          { resource: 'clients', id: 'CLI-004', version: 7 },
          { resource: 'jobs', id: 'JOB-2025-0001', version: 3 },
        ],
        changed: ['clients', 'jobs', 'invoices'],
        by: { name: 'Dana Price' },
        at: '2025-08-21T09:31:00.000Z',
      },
      { type: 'reset' },
    ]);
  });

  it('leaves out the event of its own write, whether it comes before or after the write’s answer, and passes on another’s', async () => {
    const streams = fakeEventSources();
    let answer: (response: Response) => void = () => {};
    const send = (() => new Promise<Response>((resolve) => (answer = resolve))) as typeof fetch;
    const provider = createHttpProvider({ url: '/api', fetch: send, eventSource: streams.open });
    const events: string[] = [];
    provider.subscribe!((event) =>
      events.push(event.type === 'change' ? `${event.records[0].id} v${event.records[0].version}` : event.type),
    );
    const [stream] = streams.opened;
    const saved = (version: number) => new Response(JSON.stringify({ data: { id: 'CLI-004', version }, changed: ['clients'] }));

    // Its event first, while the answer is on its way; another's comes meanwhile too.
    const first = provider.update('clients', { id: 'CLI-004', data: { phone: '0161 496 0777' }, version: 6 });
    stream.send('change', clientChange('CLI-004', 7));
    stream.send('change', clientChange('CLI-009', 2));
    expect(events).toEqual([]);
    answer(saved(7));
    await first;
    expect(events).toEqual(['CLI-009 v2']);

    // The answer first, then its event.
    const second = provider.update('clients', { id: 'CLI-004', data: { phone: '0161 496 0778' }, version: 7 });
    answer(saved(8));
    await second;
    stream.send('change', clientChange('CLI-004', 8));
    // Someone else's save of the same record.
    stream.send('change', clientChange('CLI-004', 9));
    expect(events).toEqual(['CLI-009 v2', 'CLI-004 v9']);
  });

  it('opens a stream the API refused again after 5 seconds, then tells its subscribers to read everything again', () => {
    jest.useFakeTimers();
    try {
      const streams = fakeEventSources();
      const provider = createHttpProvider({ url: '/api', fetch: fakeFetch(() => ({ status: 200 })).send, eventSource: streams.open });
      const events: string[] = [];
      provider.subscribe!((event) => events.push(event.type));
      streams.opened[0].refuse();
      jest.advanceTimersByTime(4999);
      expect(streams.opened).toHaveLength(1);
      jest.advanceTimersByTime(1);
      expect(streams.opened).toHaveLength(2);
      streams.opened[1].send('ready', {});
      expect(events).toEqual(['reset']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('passes on vehicles’ new positions from the same stream, kept open while either kind of listener is', () => {
    const streams = fakeEventSources();
    const provider = createHttpProvider({ url: '/api', fetch: fakeFetch(() => ({ status: 200 })).send, eventSource: streams.open });
    const heard: unknown[] = [];
    const stopPositions = provider.subscribePositions!((positions) => heard.push(positions));
    const stopChanges = provider.subscribe!(() => {});
    expect(streams.opened).toHaveLength(1);
    const fix = { vehicleId: 'VEH-007', at: '2025-08-21T09:31:00.000Z', lat: 53.48, lon: -2.24, speedKmh: 48, bearing: 270 };
    streams.opened[0].send('positions', {
      resource: 'map',
      action: 'positions',
      records: [],
      changed: ['positions'],
      by: null,
      detail: { positions: [fix] },
    });
    expect(heard).toEqual([[fix]]);
    stopChanges();
    expect(streams.opened[0].closed).toBe(false);
    stopPositions();
    expect(streams.opened[0].closed).toBe(true);
  });

  it('has no subscribe where there is no EventSource (outside a browser)', () => {
    expect(createHttpProvider({ url: '/api', fetch: fakeFetch(() => ({ status: 200 })).send }).subscribe).toBeUndefined();
  });
});
