import * as v from 'valibot';
import type { AgendaChange } from '../../application/agenda/agenda-change-feed';
import type { HttpClient } from '../http/http-client';
import {
  AGENDA_CHANGE_STREAM_PATH,
  AGENDA_CHANGES_PATH,
  AgendaChangeSchema,
  ChangesSinceSchema,
  ChangeStreamReadySchema,
} from './agenda-change-schemas';
import type { ServerSentEvent } from './event-stream-parser';
import { EventStreamParser } from './event-stream-parser';
import { appointmentOf, zonedOf } from './http-agenda-gateway';
import type { ChangeTransport, StreamHandlers } from './live-agenda-change-feed';

const changeOf = (raw: v.InferOutput<typeof AgendaChangeSchema>): AgendaChange => ({
  sequence: raw.sequence,
  kind: raw.kind,
  appointment: appointmentOf(raw.appointment),
  previous: raw.previous
    ? {
        start: zonedOf(raw.previous.start),
        end: zonedOf(raw.previous.end),
        userId: raw.previous.userId,
        roomId: raw.previous.roomId,
        resourceIds: raw.previous.resourceIds,
      }
    : null,
  by: raw.by,
  at: zonedOf(raw.at),
});

/** Reads one event's data with its schema; an unreadable event is null (and breaks nothing). */
function read<S extends v.GenericSchema>(schema: S, data: string): v.InferOutput<S> | null {
  try {
    const parsed = v.safeParse(schema, JSON.parse(data));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

const EVENT_STREAM = 'text/event-stream';

const isEventStream = (contentType: string | null): boolean =>
  contentType?.split(';')[0]?.trim().toLowerCase() === EVENT_STREAM;

/**
 * The change feed over the wire (agenda-change-schemas.ts): the stream read with fetch, so it carries
 * the headers of every call of the portal (the language of the names in it, the csrf token, the
 * portal), which a browser's EventSource cannot send; and the "changes since" poll through the one
 * HTTP client, quietly (a failed poll is tried again in a moment; it is no news for the planner).
 * The feed reconnects itself from its own cursor, so a stream is closed at its first error, and an
 * answer that is no event stream (a refusal, an error page) is an error too: the feed then polls.
 */
export class FetchChangeTransport implements ChangeTransport {
  constructor(private readonly http: HttpClient) {}

  open(since: number | null, handlers: StreamHandlers): () => void {
    const controller = new AbortController();
    let closed = false;
    const close = () => {
      closed = true;
      controller.abort();
    };
    const failed = () => {
      if (closed) return;
      close();
      handlers.failed();
    };
    // Settles once the stream is over, however it ends: as the server ends it, at a fault, or closed.
    this.follow(since, handlers, controller.signal).then(failed, failed);
    return close;
  }

  private async follow(since: number | null, handlers: StreamHandlers, signal: AbortSignal) {
    // Both ways of the contract: the server reads Last-Event-ID first, and ?since= survives a proxy
    // that drops the header.
    const response = await this.http.stream({
      path: AGENDA_CHANGE_STREAM_PATH,
      params: { since: since ?? undefined },
      accept: EVENT_STREAM,
      headers: since === null ? {} : { 'Last-Event-ID': String(since) },
      signal,
    });
    if (!response.ok || !isEventStream(response.headers.get('Content-Type')) || !response.body) return;
    const reader = response.body.getReader();
    // fetch ends the body at an abort; cancelling it too leaves no read waiting should a fetch not.
    signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
    const parser = new EventStreamParser();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      for (const event of parser.push(value)) {
        // A handler may have closed the stream (the feed went to rest): nothing more is handed on.
        if (signal.aborted) return;
        this.hand(event, handlers);
      }
    }
  }

  private hand(event: ServerSentEvent, handlers: StreamHandlers): void {
    try {
      if (event.type === 'ready') {
        const position = read(ChangeStreamReadySchema, event.data);
        if (position) handlers.ready(position);
      } else if (event.type === 'change') {
        const change = read(AgendaChangeSchema, event.data);
        if (change) handlers.change(changeOf(change));
      }
    } catch (error) {
      // A follower's bug is no fault of the line: it is reported as the browser reports an uncaught
      // error (as with an EventSource's listener), and the stream goes on.
      queueMicrotask(() => {
        throw error;
      });
    }
  }

  async poll(since: number | null) {
    const answer = await this.http.request(ChangesSinceSchema, {
      method: 'GET',
      path: AGENDA_CHANGES_PATH,
      params: { since: since ?? undefined },
      silent: true,
      background: true,
    });
    if (!answer.ok) return null;
    return { ...answer.value.meta, changes: answer.value.data.map(changeOf) };
  }
}
