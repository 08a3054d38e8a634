import * as v from 'valibot';
import { TimestampSchema } from '../http/temporal-schemas';
import { AppointmentSchema } from './appointment-schemas';

/**
 * The written contract of the agenda's change feed: how an open agenda learns, within a second or two,
 * what other people changed. All paths are under /api/external; same origin, the session cookie.
 *
 * Every write of an appointment (a booking, one per occurrence of a series; an edit or move, one per
 * occurrence it reaches; a status move; a deletion, one per occurrence of a series deleted from a
 * date) is one change with a sequence number that only grows. The back office keeps the recent ones
 * (the demo: the last 500).
 *
 * - `GET v3/agenda/changes/stream` (`Accept: text/event-stream`): a server-sent event stream. It opens
 *   with one `ready` event (`id` the newest sequence number, data ChangeStreamReadySchema), then sends
 *   each change as it happens as a `change` event whose `id` is its sequence number and whose data is
 *   AgendaChangeSchema, and a comment line now and then to keep the connection open. Where to start
 *   is the `Last-Event-ID` header (the portal sends it with its cursor; a browser's EventSource sends
 *   it when it reconnects by itself) or else `?since=`; with neither, from now on. When the log no
 *   longer holds everything after that point (too far behind, or a log since reset), `ready` says
 *   `reset: true`: the reader loads what it shows afresh and goes on from `id`. The stream asks for a
 *   reconnection after 2 seconds (`retry: 2000`) and ends by itself after a few minutes; the reader
 *   reconnects from its last id.
 * - `GET v3/agenda/changes?since={sequence}`: the same changes as one answer (ChangesSinceSchema), the
 *   cheap poll for a reader that cannot keep a stream open; `meta.last` is where to poll from next,
 *   `meta.reset` as above. Without `since` it answers no changes and the newest sequence number.
 * - `?language=nl|en` chooses the language of the names in the appointments, for a reader that cannot
 *   send Accept-Language (a browser's EventSource); the request's Accept-Language otherwise.
 *
 * Only what the reader may see travels, by the rules of the agenda's answers (appointment-schemas.ts):
 * a reader receives a change only of an appointment they may read before or after it (an employer only
 * its own employees'); one that left their sight arrives as `deleted`, as it was. The appointment
 * withholds a medical operation and the note exactly as the agenda's answer does. 401 without a session;
 * the stream ends when the session does.
 */

export const CHANGE_KIND_VALUES = ['booked', 'moved', 'changed', 'status', 'deleted'] as const;

const Sequence = v.pipe(v.number(), v.integer(), v.minValue(0));

export const AgendaChangeSchema = v.object({
  sequence: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** booked; moved (in time, to another professional or room); changed (anything else); status; deleted. */
  kind: v.picklist(CHANGE_KIND_VALUES),
  appointmentId: v.string(),
  /** The appointment as the reader may see it after the change; for `deleted`, as it was. */
  appointment: AppointmentSchema,
  /** Where it was before (a move leaves a period or a column too); null for a booking. */
  previous: v.nullable(
    v.object({
      start: TimestampSchema,
      end: TimestampSchema,
      userId: v.string(),
      roomId: v.nullable(v.string()),
      resourceIds: v.array(v.string()),
    }),
  ),
  /** Who made the change: their user id and the name colleagues know them by. */
  by: v.object({ id: v.string(), name: v.string() }),
  at: TimestampSchema,
});

/** The first event of the stream: the newest sequence number, and whether the reader must reload. */
export const ChangeStreamReadySchema = v.object({ last: Sequence, reset: v.boolean() });

/** GET v3/agenda/changes?since=: the changes after `since`, oldest first. */
export const ChangesSinceSchema = v.object({
  data: v.array(AgendaChangeSchema),
  meta: v.object({ last: Sequence, reset: v.boolean() }),
});

export const AGENDA_CHANGES_PATH = '/v3/agenda/changes';
export const AGENDA_CHANGE_STREAM_PATH = '/v3/agenda/changes/stream';
/** How long a reader waits before reconnecting a dropped stream, as the stream's `retry` says. */
export const STREAM_RETRY_MS = 2000;
