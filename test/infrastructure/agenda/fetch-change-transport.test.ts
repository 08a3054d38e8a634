import { describe, expect, it, vi } from 'vitest';
import type { AgendaChange } from '../../../src/application/agenda/agenda-change-feed';
import { FetchChangeTransport } from '../../../src/infrastructure/agenda/fetch-change-transport';
import type { FeedPosition } from '../../../src/infrastructure/agenda/live-agenda-change-feed';
import { HttpAuthGateway } from '../../../src/infrastructure/access/http-auth-gateway';
import { CSRF_COOKIE } from '../../../src/infrastructure/browser/cookie-names';
import { HttpAgendaGateway } from '../../../src/infrastructure/agenda/http-agenda-gateway';
import { DEMO_PASSWORD } from '../../../src/infrastructure/demo-backend/access/seed';
import { openStreams } from '../../../src/infrastructure/demo-backend/agenda/agenda-changes';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import { RecordingNotifier } from '../../support/fakes';
import { inProcessBackend, TEST_ORIGIN } from '../../support/in-process-backend';

const ORIGIN = 'http://portal.test';
const START = Date.parse('2026-03-02T08:00:00Z');

/** A change as the contract writes it (AgendaChangeSchema). */
const changeJson = (sequence: number) => ({
  sequence,
  kind: 'moved',
  appointmentId: `a-${sequence}`,
  appointment: {
    id: `a-${sequence}`,
    start: '2026-03-02T09:00:00Z',
    end: '2026-03-02T09:30:00Z',
    status: 'planned',
    channel: 'on_site',
    userId: 'u-anna',
    userName: 'Anna de Vries',
    operation: null,
    title: 'Afspraak (afgeschermd)',
    detailsHidden: true,
    employee: null,
    employeeName: null,
    locationId: null,
    location: null,
    roomId: null,
    roomName: null,
    resources: [],
    note: null,
    seriesId: null,
    updatedAt: '2026-03-01T12:00:00Z',
    version: 2,
  },
  previous: null,
  by: { id: 'u-anna', name: 'Anna de Vries' },
  at: '2026-03-01T12:00:00Z',
});

const event = (type: string, id: number, data: unknown) =>
  `event: ${type}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`;

interface Call {
  readonly url: URL;
  readonly headers: Headers;
  readonly credentials: RequestCredentials | undefined;
  readonly signal: AbortSignal;
}

/**
 * A back office the test speaks for: it records each stream asked for and answers with a body the
 * test writes into, which, like a browser's fetch, breaks off when the request is aborted.
 */
class FakeStreamServer {
  readonly calls: Call[] = [];
  status = 200;
  contentType = 'text/event-stream; charset=utf-8';
  /** Set to make the next fetch fail as a network fault does. */
  unreachable = false;
  /** What each stream holds from the start, before the test writes into it. */
  opening = '';
  /** The answer to "changes since", as JSON. */
  changesSince: unknown = { data: [], meta: { last: 0, reset: false } };
  /** Whether the latest stream is still open: neither ended, nor let go by the reader. */
  streaming = false;
  private body: ReadableStreamDefaultController<Uint8Array> | null = null;
  private readonly encoder = new TextEncoder();

  readonly fetch: typeof globalThis.fetch = async (input, init) => {
    const signal = init?.signal ?? new AbortController().signal;
    this.calls.push({
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
      credentials: init?.credentials,
      signal,
    });
    if (this.unreachable) throw new TypeError('Failed to fetch');
    if (!String(input).includes('/stream')) {
      return new Response(JSON.stringify(this.changesSince), {
        headers: { 'Content-Type': 'application/json' },
      });
    }
    this.streaming = true;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.body = controller;
        if (this.opening) controller.enqueue(this.encoder.encode(this.opening));
        signal.addEventListener('abort', () => {
          this.streaming = false;
          controller.error(signal.reason);
        });
      },
      cancel: () => void (this.streaming = false),
    });
    return new Response(body, { status: this.status, headers: { 'Content-Type': this.contentType } });
  };

  /** Writes into the latest stream while it is open; a stream let go takes nothing more. */
  write(text: string): void {
    if (this.streaming) this.body?.enqueue(this.encoder.encode(text));
  }
  end(): void {
    this.streaming = false;
    this.body?.close();
  }
  get latest(): Call {
    const call = this.calls.at(-1);
    if (!call) throw new Error('no stream asked for');
    return call;
  }
}

/** What a stream told its follower. */
class RecordingHandlers {
  readonly positions: FeedPosition[] = [];
  readonly changes: AgendaChange[] = [];
  failures = 0;
  readonly ready = (position: FeedPosition) => void this.positions.push(position);
  readonly change = (change: AgendaChange) => void this.changes.push(change);
  readonly failed = () => void (this.failures += 1);
}

function aTransport() {
  const server = new FakeStreamServer();
  const http = new HttpClient({
    fetch: server.fetch,
    origin: ORIGIN,
    locale: () => 'en',
    portal: () => 'arbo',
    csrfToken: () => 'the-token',
    notifier: new RecordingNotifier(),
    onUnauthorized: () => undefined,
    backoffMs: 1,
  });
  return { server, transport: new FetchChangeTransport(http), handlers: new RecordingHandlers() };
}

/** Lets the reading go on until it waits for the server again. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the change stream over fetch', () => {
  it('asks for the stream with the headers every call of the portal carries', async () => {
    const { server, transport, handlers } = aTransport();
    transport.open(null, handlers);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    const { url, headers, credentials } = server.latest;
    expect(url.href).toBe(`${ORIGIN}/api/external/v3/agenda/changes/stream`);
    expect(headers.get('Accept')).toBe('text/event-stream');
    expect(headers.get('Accept-Language')).toBe('en');
    expect(headers.get('csrf-token')).toBe('the-token');
    expect(headers.get('portal')).toBe('arbo');
    expect(headers.has('Last-Event-ID')).toBe(false);
    expect(credentials).toBe('include');
  });

  it('resumes from the cursor both as Last-Event-ID and as since', async () => {
    const { server, transport, handlers } = aTransport();
    transport.open(41, handlers);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.latest.headers.get('Last-Event-ID')).toBe('41');
    expect(server.latest.url.searchParams.get('since')).toBe('41');
  });

  it('hands on ready and each change as they come, however the chunks fall', async () => {
    const { server, transport, handlers } = aTransport();
    transport.open(null, handlers);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    const text = `retry: 2000\n${event('ready', 7, { last: 7, reset: false })}: keep-alive\n\n${event('change', 8, changeJson(8))}`;
    const cut = text.indexOf('"sequence"');
    server.write(text.slice(0, cut));
    await vi.waitFor(() => expect(handlers.positions).toEqual([{ last: 7, reset: false }]));
    expect(handlers.changes).toEqual([]);
    server.write(text.slice(cut));
    await vi.waitFor(() => expect(handlers.changes).toHaveLength(1));
    expect(handlers.changes[0]?.sequence).toBe(8);
    expect(handlers.changes[0]?.appointment.id).toBe('a-8');
    expect(handlers.failures).toBe(0);
  });

  it('skips an event it cannot read and goes on with the next', async () => {
    const { server, transport, handlers } = aTransport();
    transport.open(null, handlers);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    server.write(event('ready', 7, { last: 'seven' }));
    server.write('event: change\nid: 8\ndata: {not json\n\n');
    server.write(event('change', 9, { ...changeJson(9), kind: 'teleported' }));
    server.write(event('greeting', 10, changeJson(10)));
    server.write(event('change', 11, changeJson(11)));
    await vi.waitFor(() => expect(handlers.changes.map((change) => change.sequence)).toEqual([11]));
    expect(handlers.positions).toEqual([]);
    expect(handlers.failures).toBe(0);
  });

  it('fails once and closes when the server ends the stream', async () => {
    const { server, transport, handlers } = aTransport();
    transport.open(null, handlers);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    server.write(event('ready', 7, { last: 7, reset: false }));
    server.end();
    await vi.waitFor(() => expect(handlers.failures).toBe(1));
    expect(server.latest.signal.aborted).toBe(true);
  });

  it('fails when the server cannot be reached', async () => {
    const { server, transport, handlers } = aTransport();
    server.unreachable = true;
    transport.open(null, handlers);
    await vi.waitFor(() => expect(handlers.failures).toBe(1));
  });

  it.each([
    ['a refusal', 401, 'application/json'],
    ['a server error', 503, 'text/event-stream'],
    ['an answer that is no event stream', 200, 'text/html'],
  ])('fails at %s, without reading it', async (_, status, contentType) => {
    const { server, transport, handlers } = aTransport();
    server.status = status;
    server.contentType = contentType;
    server.opening = event('ready', 7, { last: 7, reset: false });
    transport.open(null, handlers);
    await vi.waitFor(() => expect(handlers.failures).toBe(1));
    expect(handlers.positions).toEqual([]);
    expect(server.latest.signal.aborted).toBe(true);
    expect(server.streaming).toBe(false);
  });

  it('aborts the request when closed, and tells nothing after', async () => {
    const { server, transport, handlers } = aTransport();
    const close = transport.open(null, handlers);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    server.write(event('ready', 7, { last: 7, reset: false }));
    await vi.waitFor(() => expect(handlers.positions).toHaveLength(1));
    close();
    expect(server.latest.signal.aborted).toBe(true);
    expect(server.streaming).toBe(false);
    server.write(event('change', 8, changeJson(8)));
    await settle();
    expect(handlers.changes).toEqual([]);
    expect(handlers.failures).toBe(0);
  });

  it('aborts a request closed before it was answered', async () => {
    const { server, transport, handlers } = aTransport();
    const close = transport.open(null, handlers);
    close();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.latest.signal.aborted).toBe(true);
    await settle();
    expect(server.streaming).toBe(false);
    expect(handlers.failures).toBe(0);
  });

  it('hands on nothing more once a follower closes it in the middle of a chunk', async () => {
    const { server, transport, handlers } = aTransport();
    let close = () => undefined as void;
    close = transport.open(null, { ...handlers, change: (change) => (handlers.change(change), close()) });
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    server.write(event('change', 8, changeJson(8)) + event('change', 9, changeJson(9)));
    await vi.waitFor(() => expect(handlers.changes).toHaveLength(1));
    await settle();
    expect(handlers.changes.map((change) => change.sequence)).toEqual([8]);
    expect(handlers.failures).toBe(0);
  });

  it('polls the changes since the cursor through the HTTP client', async () => {
    const { server, transport } = aTransport();
    server.changesSince = { data: [changeJson(42)], meta: { last: 42, reset: false } };
    const answer = await transport.poll(41);
    expect(server.latest.url.pathname).toBe('/api/external/v3/agenda/changes');
    expect(server.latest.url.searchParams.get('since')).toBe('41');
    expect(server.latest.headers.get('Accept-Language')).toBe('en');
    expect(answer?.last).toBe(42);
    expect(answer?.changes.map((change) => change.sequence)).toEqual([42]);
  });

  it('answers null to a poll that cannot be read', async () => {
    const { server, transport } = aTransport();
    server.changesSince = { data: 'nothing' };
    expect(await transport.poll(null)).toBeNull();
  });
});

describe('the change stream on the demo backend', () => {
  it('names the appointments in the language of the portal, not of the browser', async () => {
    const backend = inProcessBackend({ now: () => START });
    // The in-process fetch carries no browser language: what the back office reads is the portal's.
    const http = new HttpClient({
      fetch: backend.fetch,
      origin: TEST_ORIGIN,
      locale: () => 'en',
      portal: () => 'arbo',
      csrfToken: () => backend.cookie(CSRF_COOKIE),
      notifier: new RecordingNotifier(),
      onUnauthorized: () => undefined,
      backoffMs: 1,
    });
    expect(
      (await new HttpAuthGateway(http).signIn({ username: 'planner', password: DEMO_PASSWORD })).ok,
    ).toBe(true);
    const { state } = backend.store;
    const named = state.appointments.find((appointment) => {
      const operation = state.operations.find((candidate) => candidate.id === appointment.operationId);
      return (
        appointment.status === 'planned' &&
        Date.parse(appointment.start) > START &&
        operation !== undefined &&
        !operation.medical &&
        operation.nameEn !== operation.nameNl
      );
    });
    const operation = state.operations.find((candidate) => candidate.id === named?.operationId);
    if (!named || !operation) throw new Error('the seed has no planned appointment of a named operation');

    const transport = new FetchChangeTransport(http);
    const handlers = new RecordingHandlers();
    const close = transport.open(null, handlers);
    await vi.waitFor(() => expect(handlers.positions).toHaveLength(1));
    expect((await new HttpAgendaGateway(http).changeStatus(named.id, 'confirmed')).ok).toBe(true);
    await vi.waitFor(() => expect(handlers.changes).toHaveLength(1));
    close();
    // The back office lets the closed stream go: no listener of the log stays behind.
    await vi.waitFor(() => expect(openStreams(backend.store)).toBe(0));
    expect(handlers.changes[0]?.appointment.id).toBe(named.id);
    expect(handlers.changes[0]?.appointment.title).toBe(operation.nameEn);
    expect(handlers.failures).toBe(0);
  });
});
