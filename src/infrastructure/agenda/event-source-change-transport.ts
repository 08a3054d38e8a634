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
import { appointmentOf, zonedOf } from './http-agenda-gateway';
import type { ChangeTransport, PageVisibility, StreamHandlers } from './live-agenda-change-feed';

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
function read<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = v.safeParse(schema, JSON.parse(data));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * The change feed over the wire (agenda-change-schemas.ts): the browser's EventSource on the portal's
 * own origin with its cookies, and the "changes since" poll through the one HTTP client, quietly (a
 * failed poll is tried again in a moment; it is no news for the planner). The feed reconnects itself,
 * from its own cursor, so the EventSource is closed at its first error rather than left to retry.
 */
export class EventSourceChangeTransport implements ChangeTransport {
  constructor(
    private readonly http: HttpClient,
    private readonly openSource: (url: string) => EventSource = (url) => new EventSource(url),
  ) {}

  open(since: number | null, handlers: StreamHandlers): () => void {
    let source: EventSource;
    try {
      source = this.openSource(
        `/api/external${AGENDA_CHANGE_STREAM_PATH}${since === null ? '' : `?since=${since}`}`,
      );
    } catch {
      // No EventSource here (an old browser, a locked-down one): the feed polls instead.
      queueMicrotask(handlers.failed);
      return () => undefined;
    }
    let closed = false;
    const close = () => {
      closed = true;
      source.close();
    };
    source.addEventListener('ready', (event) => {
      const position = read(ChangeStreamReadySchema, event.data);
      if (position) handlers.ready(position);
    });
    source.addEventListener('change', (event) => {
      const change = read(AgendaChangeSchema, event.data);
      if (change) handlers.change(changeOf(change));
    });
    source.addEventListener('error', () => {
      if (closed) return;
      close();
      handlers.failed();
    });
    return close;
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

/** The page's visibility, from the document. */
export const documentVisibility: PageVisibility = {
  hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  onChange: (listener) => {
    if (typeof document === 'undefined') return () => undefined;
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};
