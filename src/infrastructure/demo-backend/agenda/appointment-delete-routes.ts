import { Hono } from 'hono';
import { addDays, isIsoDate, startOfAmsterdamDay } from '../platform/amsterdam-time';
import type { Env, Kit } from '../platform/route-kit';
import { readJson, refuse, refuseFields } from '../platform/route-kit';
import { agendaViewer, forbidden, notFound, V3 } from './agenda-kit';
import { mayRead, mayWrite } from './agenda-viewer';
import { tellEmployee } from './appointment-answers';
import { auditDeletion } from './appointment-audit';
import { checkPlausible, Complaints } from './appointment-input';

/**
 * Deleting: a series from a date (the earlier occurrences kept, the series then ending the day before)
 * or one appointment; the employee told by e-mail when asked.
 */
export function appointmentDeleteRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  routes.post(`${V3}/agenda/appointments/recurring/:id/delete`, async (c) => {
    const who = agendaViewer(c);
    if (!who) return refuse(c, 401, 'unauthenticated');
    const body = await readJson(c);
    const { state } = store;
    const series = state.series.find((candidate) => candidate.id === c.req.param('id'));
    if (!series) return notFound(c);
    if (!mayWrite(who, series.userId)) return forbidden(c);
    const complaints = new Complaints(c.get('language'));
    const appointmentId = body['appointmentId'];
    const dateFrom = body['dateFrom'];
    const member = state.appointments.find(
      (candidate) => candidate.id === appointmentId && candidate.seriesId === series.id,
    );
    if (!member) complaints.add('appointmentId', 'notInSeries');
    if (!isIsoDate(dateFrom)) complaints.add('dateFrom', 'invalidDate');
    else checkPlausible(complaints, 'dateFrom', dateFrom);
    if (complaints.any || !isIsoDate(dateFrom) || !member) return refuseFields(c, complaints.errors);
    const from = startOfAmsterdamDay(dateFrom);
    const removed = state.appointments.filter(
      (appointment) => appointment.seriesId === series.id && Date.parse(appointment.start) >= from,
    );
    const kept = state.appointments.filter(
      (appointment) => appointment.seriesId === series.id && Date.parse(appointment.start) < from,
    ).length;
    const gone = new Set(removed.map((appointment) => appointment.id));
    store.change((draft) => {
      draft.appointments = draft.appointments.filter((appointment) => !gone.has(appointment.id));
      if (kept === 0) draft.series = draft.series.filter((candidate) => candidate.id !== series.id);
      else {
        const stored = draft.series.find((candidate) => candidate.id === series.id);
        if (stored) {
          stored.untilDate = addDays(dateFrom, -1);
          stored.count = null;
        }
      }
      for (const appointment of removed) auditDeletion(kit, draft, who.user, appointment);
    });
    if (body['email'] === true) tellEmployee(c, kit, member, 'series', dateFrom, removed);
    return c.json({ data: { removed: removed.length, kept } });
  });

  routes.post(`${V3}/agenda/appointments/:id/delete`, async (c) => {
    const who = agendaViewer(c);
    if (!who) return refuse(c, 401, 'unauthenticated');
    const body = await readJson(c);
    const appointment = store.state.appointments.find((candidate) => candidate.id === c.req.param('id'));
    if (!appointment) return notFound(c);
    if (!mayRead(who, appointment) || !mayWrite(who, appointment.userId)) return forbidden(c);
    store.change((draft) => {
      draft.appointments = draft.appointments.filter((candidate) => candidate.id !== appointment.id);
      auditDeletion(kit, draft, who.user, appointment);
    });
    if (body['email'] === true) tellEmployee(c, kit, appointment, 'one', '');
    return c.body(null, 204);
  });

  return routes;
}
