import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { idleLimitMs, SESSION_LIFETIME_MS, signedInUser } from '../access/session-kit';
import type { DemoState } from '../demo-backend';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { refuse } from '../platform/route-kit';
import type { ServerLanguage } from '../platform/server-messages';
import { languageOf } from '../platform/server-messages';
import type { StoredAgendaChange } from './agenda-changes';
import { changesAfter, listenForAgendaChanges } from './agenda-changes';
import { V3 } from './agenda-kit';
import type { StoredAppointment } from './agenda-state';
import type { AgendaViewer } from './agenda-viewer';
import { disclosureOf, mayRead, viewerOf } from './agenda-viewer';
import { appointmentJson } from './appointment-json';

/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;
/** A stream ends after this long; the reader reconnects from its last id (and a lost reader is let go). */
const STREAM_LIFETIME_MS = 5 * 60_000;
const RETRY_MS = 2000;

/**
 * A change as this reader may receive it (the contract's AgendaChangeSchema), or null when the reader
 * may read the appointment neither before nor after it. An appointment that left the reader's sight
 * (an employer's employee replaced by another employer's) reaches them as deleted, as it was before.
 * The appointment goes through appointmentJson, so a medical operation and the note are withheld from
 * whoever the agenda's answers withhold them from.
 */
/** Where it was before, with its room and equipment only as far as the medical rule lets them show. */
const previousPlace = (
  previous: NonNullable<StoredAgendaChange['previous']>,
  shown: { readonly room: boolean; readonly equipment: boolean },
) => ({
  start: previous.start,
  end: previous.end,
  userId: previous.userId,
  roomId: shown.room ? previous.roomId : null,
  resourceIds: shown.equipment ? previous.resourceIds : [],
});

export function changeJson(
  state: DemoState,
  change: StoredAgendaChange,
  who: AgendaViewer,
  language: ServerLanguage,
) {
  const after = change.appointment;
  const before: StoredAppointment | null = change.previous ? { ...after, ...change.previous } : null;
  const readsAfter = mayRead(who, after);
  const readsBefore = before !== null && mayRead(who, before);
  if (!readsAfter && !readsBefore) return null;
  const lost = !readsAfter && change.kind !== 'deleted';
  const shown = readsAfter ? after : (before as StoredAppointment);
  return {
    sequence: change.sequence,
    kind: lost ? ('deleted' as const) : change.kind,
    appointmentId: after.id,
    appointment: appointmentJson(state, shown, who, language),
    previous:
      readsBefore && change.previous
        ? previousPlace(change.previous, disclosureOf(state, before as StoredAppointment, who))
        : null,
    by: { id: change.byUserId, name: change.byName },
    at: change.at,
  };
}

/** A cursor sent as Last-Event-ID or `since`: a whole number, or null when absent or unreadable. */
const cursorOf = (value: string | undefined): number | null => {
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
};

/**
 * The agenda's change feed (agenda-change-schemas.ts): the changes since a sequence number as one
 * answer, and the same as a server-sent event stream that follows the log while it is open.
 */
export function agendaChangeRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  const readerOf = (c: Ctx): { who: AgendaViewer; language: ServerLanguage } | null => {
    const user = signedInUser(c);
    if (!user) return null;
    const asked = c.req.query('language');
    return { who: viewerOf(user), language: asked ? languageOf(asked) : c.get('language') };
  };

  const visible = (changes: readonly StoredAgendaChange[], who: AgendaViewer, language: ServerLanguage) =>
    changes.flatMap((change) => {
      const json = changeJson(store.state, change, who, language);
      return json ? [json] : [];
    });

  routes.get(`${V3}/agenda/changes`, (c) => {
    const reader = readerOf(c);
    if (!reader) return refuse(c, 401, 'unauthenticated');
    const { changes, reset } = changesAfter(store.state, cursorOf(c.req.query('since')));
    return c.json({
      data: visible(changes, reader.who, reader.language),
      meta: { last: store.state.lastAgendaChange, reset },
    });
  });

  routes.get(`${V3}/agenda/changes/stream`, (c) => {
    const reader = readerOf(c);
    const sessionId = c.get('sessionId');
    if (!reader || !sessionId) return refuse(c, 401, 'unauthenticated');
    const { who, language } = reader;
    const since = cursorOf(c.req.header('Last-Event-ID')) ?? cursorOf(c.req.query('since'));
    const opened = kit.now();
    // Over when the reader leaves, the session ends (sign-out, idle, lifetime) or the stream has run
    // its time; every timer and listener goes with it.
    const sessionLive = () => {
      const session = store.state.sessions[sessionId];
      const now = kit.now();
      return (
        session !== undefined &&
        now - session.lastActivity <= idleLimitMs(kit) &&
        now - session.createdAt < SESSION_LIFETIME_MS &&
        now - opened < STREAM_LIFETIME_MS
      );
    };
    return streamSSE(c, async (stream) => {
      let wake: (() => void) | null = null;
      const life = { over: false };
      const finish = () => {
        life.over = true;
        wake?.();
      };
      const stopListening = listenForAgendaChanges(store, () => wake?.());
      // Aborting also frees a write that waits for a reader who will never read (a body replaced by a
      // fault, a client gone without a word).
      const end = () => stream.abort();
      const keepAlive = setInterval(() => {
        if (!sessionLive()) end();
        else void stream.write(': keep-alive\n\n');
      }, KEEP_ALIVE_MS);
      const lifetime = setTimeout(end, STREAM_LIFETIME_MS);
      stream.onAbort(finish);
      c.req.raw.signal.addEventListener('abort', finish);
      try {
        const start = changesAfter(store.state, since);
        let cursor = start.reset || since === null ? store.state.lastAgendaChange : since;
        await stream.writeSSE({
          event: 'ready',
          id: String(cursor),
          retry: RETRY_MS,
          data: JSON.stringify({ last: cursor, reset: start.reset }),
        });
        while (!life.over) {
          const next = changesAfter(store.state, cursor);
          if (next.reset) {
            // The log went back (a reset of the demo): the reader starts afresh from its newest change.
            cursor = store.state.lastAgendaChange;
            await stream.writeSSE({
              event: 'ready',
              id: String(cursor),
              data: JSON.stringify({ last: cursor, reset: true }),
            });
          }
          for (const change of next.changes) {
            cursor = change.sequence;
            const json = changeJson(store.state, change, who, language);
            if (json)
              await stream.writeSSE({ event: 'change', id: String(cursor), data: JSON.stringify(json) });
          }
          if (!sessionLive()) break;
          await new Promise<void>((resolve) => {
            wake = resolve;
            if (life.over || store.state.lastAgendaChange !== cursor) resolve();
          });
          wake = null;
        }
      } finally {
        life.over = true;
        stopListening();
        clearInterval(keepAlive);
        clearTimeout(lifetime);
        c.req.raw.signal.removeEventListener('abort', finish);
      }
    });
  });

  return routes;
}
