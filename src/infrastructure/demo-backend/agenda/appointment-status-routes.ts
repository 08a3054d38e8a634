import { Hono } from 'hono';
import type { Env, Kit } from '../platform/route-kit';
import { readJson, refuse, refuseFields } from '../platform/route-kit';
import { say } from '../platform/server-messages';
import { agendaViewer, forbidden, notFound, V2 } from './agenda-kit';
import type { StoredAppointment, StoredStatus } from './agenda-state';
import { STORED_STATUSES } from './agenda-state';
import { mayRead, mayWrite } from './agenda-viewer';
import { staleAnswer, tellEmployee } from './appointment-answers';
import { appointmentAuditRecord, auditUpdate } from './appointment-audit';
import { appointmentJson } from './appointment-json';
import { staleWrite, statusRefusal } from './appointment-rules';

/**
 * An appointment's status, moved through the status rule (appointment-rules.ts): refused when it is
 * the same, not a move the rule allows, or on the day only and that day has not come; a cancellation
 * tells the employee when asked.
 */
export function appointmentStatusRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  routes.patch(`${V2}/agenda/appointment/update-status`, async (c) => {
    const who = agendaViewer(c);
    if (!who) return refuse(c, 401, 'unauthenticated');
    const body = await readJson(c);
    const appointment = store.state.appointments.find((candidate) => candidate.id === body['uuid']);
    if (!appointment) return notFound(c);
    if (!mayRead(who, appointment) || !mayWrite(who, appointment.userId)) return forbidden(c);
    if (staleWrite(body['version'], appointment.version)) return staleAnswer(c, kit, appointment, who);
    const status = body['status'];
    const language = c.get('language');
    if (!(STORED_STATUSES as readonly unknown[]).includes(status)) {
      return refuseFields(c, { status: [say('fieldInvalid', language, { field: 'status' })] });
    }
    const refusal = statusRefusal(
      appointment.status,
      status as StoredStatus,
      Date.parse(appointment.start),
      kit.now(),
    );
    if (refusal) {
      const message =
        refusal === 'same'
          ? say('statusSame', language)
          : refusal === 'notYet'
            ? say('statusNotYet', language)
            : say('statusNotAllowed', language, {
                from: say(`status.${appointment.status}`, language),
                to: say(`status.${status as StoredStatus}`, language),
              });
      return c.json({ message, code: 'status_refused', errors: { status: [message] } }, 422);
    }
    const now = new Date(kit.now()).toISOString();
    store.change((draft) => {
      const stored = draft.appointments.find((candidate) => candidate.id === appointment.id);
      if (!stored) return;
      const before = appointmentAuditRecord(draft, stored);
      stored.status = status as StoredStatus;
      stored.statusAt = now;
      // The consultation hour counts the waiting time from the arrival; a mistaken one is taken back.
      if (status === 'arrived') stored.arrivedAt = now;
      else if (status !== 'completed') stored.arrivedAt = null;
      stored.updatedAt = now;
      stored.version += 1;
      auditUpdate(kit, draft, who.user, stored, before);
    });
    const updated = store.state.appointments.find(
      (candidate) => candidate.id === appointment.id,
    ) as StoredAppointment;
    if (status === 'cancelled' && body['email'] === true) tellEmployee(c, kit, updated, 'one', '');
    return c.json({ data: appointmentJson(store.state, updated, who, language) });
  });

  return routes;
}
