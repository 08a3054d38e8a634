import { Hono } from 'hono';
import { addDays, dayNumber } from '../platform/amsterdam-time';
import type { Env, Kit } from '../platform/route-kit';
import { readJson, refuse, refuseFields } from '../platform/route-kit';
import { agendaViewer, forbidden, notFound, V3 } from './agenda-kit';
import type { StoredAppointment, StoredSeries } from './agenda-state';
import { disclosureOf, employerMayBook, mayRead, mayWrite } from './agenda-viewer';
import {
  amsterdamDay,
  clashAnswer,
  clashEntries,
  FINAL,
  occupying,
  staleAnswer,
  tellEmployee,
  writesNotes,
} from './appointment-answers';
import { appointmentAuditRecord, auditAppointment, auditUpdate } from './appointment-audit';
import { Complaints, readAppointment, readRecurrence } from './appointment-input';
import { appointmentJson } from './appointment-json';
import { clashesOf, MAX_OCCURRENCES, seriesDates, staleWrite } from './appointment-rules';

const MAX_SERIES_DAYS = 731;

/**
 * Booking: one appointment or a series (spec section 7), or only checking one (`validateOnly`), every
 * date of it against the clash rule.
 */
export function appointmentBookingRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  routes.post(`${V3}/agenda/appointments`, async (c) => {
    const who = agendaViewer(c);
    if (!who) return refuse(c, 401, 'unauthenticated');
    if (!who.writeAll && !who.writeOwn && who.booksForEmployer === null) return forbidden(c);
    const body = await readJson(c);
    const { state } = store;
    const complaints = new Complaints(c.get('language'));
    const input = readAppointment(body, state, complaints);
    const recurrence = readRecurrence(body['recurrence'], input?.date ?? null, complaints);
    if (input?.note && !writesNotes(who)) complaints.add('note', 'noteMedicalOnly');
    if (complaints.any || !input) return refuseFields(c, complaints.errors);
    if (!mayWrite(who, input.userId) && !employerMayBook(who, input, state, recurrence !== null))
      return forbidden(c);
    const whole = recurrence ? seriesDates({ ...recurrence, exceptDates: [] }, input.date) : [input.date];
    if (recurrence && whole.length === 0) {
      complaints.add('recurrence.weekdays', 'weekdaysRequired');
      return refuseFields(c, complaints.errors);
    }
    const exceptDates = recurrence?.exceptDates ?? [];
    if (exceptDates.some((date) => !whole.includes(date)) || exceptDates.length >= whole.length) {
      complaints.add('recurrence.exceptDates', 'seriesExceptNotInSeries');
      return refuseFields(c, complaints.errors);
    }
    const movedDates = recurrence?.movedDates ?? [];
    if (movedDates.some((moved) => !whole.includes(moved.date) || exceptDates.includes(moved.date))) {
      complaints.add('recurrence.movedDates', 'seriesMovedNotInSeries');
      return refuseFields(c, complaints.errors);
    }
    const dates = recurrence ? seriesDates(recurrence, input.date) : whole;
    const last = whole.at(-1);
    const cut =
      recurrence !== null &&
      recurrence.untilDate !== null &&
      (dayNumber(recurrence.untilDate) - dayNumber(input.date) > MAX_SERIES_DAYS ||
        (whole.length >= MAX_OCCURRENCES && last !== undefined && last < recurrence.untilDate));
    if (cut) {
      complaints.add('recurrence.untilDate', 'seriesTooLong', { max: MAX_OCCURRENCES });
      return refuseFields(c, complaints.errors);
    }
    // A moved date is booked at its own times that day, as one of the series' appointments.
    const candidates = dates.map((date, index) => {
      const moved = movedDates.find((entry) => entry.date === date);
      return occupying(moved ? { ...input, ...moved } : input, date, `new-${index}`);
    });
    if (c.req.query('validateOnly') === 'true') {
      // Spec section 7's pattern: the same checks, every date answered, nothing written or audited.
      const language = c.get('language');
      const occurrences = candidates.map((candidate, index) => ({
        date: dates[index] as string,
        clashes: clashEntries(state, clashesOf(candidate, state.appointments)).map((clash) => {
          const other = state.appointments.find((appointment) => appointment.id === clash.appointmentId);
          // The other appointment's title only as this reader may see it (medical confidentiality).
          return { ...clash, title: other ? appointmentJson(state, other, who, language).title : '' };
        }),
      }));
      return c.json({ data: { occurrences } }, 200);
    }
    for (const candidate of candidates) {
      const found = clashesOf(candidate, state.appointments);
      if (found.length > 0) return clashAnswer(c, state, found);
    }
    const now = new Date(kit.now()).toISOString();
    const operation = state.operations.find((candidate) => candidate.id === input.operationId);
    let made: StoredAppointment[] = [];
    store.change((draft) => {
      const seriesId = recurrence ? crypto.randomUUID() : null;
      if (recurrence && seriesId) {
        const series: StoredSeries = {
          id: seriesId,
          userId: input.userId,
          frequency: recurrence.frequency,
          interval: recurrence.interval,
          weekdays: recurrence.weekdays,
          firstDate: input.date,
          startTime: input.startTime,
          endTime: input.endTime,
          untilDate: recurrence.untilDate,
          count: recurrence.count,
          ...(recurrence.exceptDates.length > 0 ? { exceptDates: recurrence.exceptDates } : {}),
          ...(movedDates.length > 0 ? { movedDates } : {}),
        };
        draft.series.push(series);
      }
      const nextId = draft.lastAppointmentId + 1;
      draft.lastAppointmentId += candidates.length;
      made = candidates.map((candidate, index) => ({
        id: String(nextId + index),
        version: 1,
        userId: input.userId,
        start: candidate.start,
        end: candidate.end,
        operationId: input.operationId,
        title: operation?.nameNl ?? '',
        employeeId: input.employeeId,
        locationId: input.locationId,
        roomId: input.roomId,
        resourceIds: input.resourceIds,
        channel: input.channel,
        note: input.note,
        status: 'planned',
        seriesId,
        createdAt: now,
        updatedAt: now,
      }));
      draft.appointments.push(...made);
      for (const appointment of made)
        auditAppointment(
          kit,
          draft,
          who.user,
          appointment,
          'created',
          null,
          appointmentAuditRecord(draft, appointment),
        );
    });
    const first = made[0] as StoredAppointment;
    return c.json(
      { data: appointmentJson(store.state, first, who, c.get('language')), meta: { created: made.length } },
      201,
    );
  });

  return routes;
}

/**
 * Editing and moving: one appointment, this and the following of its series, or the whole series,
 * each occurrence moved by as many days as the edited one, refused on a clash or a stale version.
 */
export function appointmentEditRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  routes.post(`${V3}/agenda/appointments/:id`, async (c) => {
    const who = agendaViewer(c);
    if (!who) return refuse(c, 401, 'unauthenticated');
    const { state } = store;
    const appointment = state.appointments.find((candidate) => candidate.id === c.req.param('id'));
    if (!appointment) return notFound(c);
    if (!mayRead(who, appointment) || !mayWrite(who, appointment.userId)) return forbidden(c);
    if (FINAL.has(appointment.status))
      return refuse(c, 409, 'appointmentFinal', { code: 'appointment_final' });
    const body = await readJson(c);
    if (staleWrite(body['version'], appointment.version)) return staleAnswer(c, kit, appointment, who);
    // No operation sent keeps the stored one: a planner moves a medical appointment without its name.
    if ((body['operationId'] ?? '') === '' && appointment.operationId !== null)
      body['operationId'] = appointment.operationId;
    // Who may not see the equipment (or the room) cannot have meant to change it: it stays as booked
    // while the appointment stays on site at its location, and goes with the place otherwise.
    const shown = disclosureOf(state, appointment, who);
    const samePlace = body['channel'] === 'on_site' && body['locationId'] === appointment.locationId;
    if (!shown.equipment) body['resourceIds'] = samePlace ? appointment.resourceIds : [];
    if (!shown.room && (body['roomId'] ?? null) === null)
      body['roomId'] = samePlace ? appointment.roomId : null;
    const complaints = new Complaints(c.get('language'));
    const input = readAppointment(body, state, complaints);
    const scope = body['scope'] ?? 'this';
    if (scope !== 'this' && scope !== 'following' && scope !== 'series')
      complaints.add('scope', 'fieldInvalid');
    if (input?.note && !writesNotes(who)) complaints.add('note', 'noteMedicalOnly');
    if (complaints.any || !input) return refuseFields(c, complaints.errors);
    if (!mayWrite(who, input.userId)) return forbidden(c);
    // The occurrences the edit reaches, each moved by as many days as the edited one is.
    const shift = dayNumber(input.date) - dayNumber(amsterdamDay(appointment.start));
    const inScope =
      appointment.seriesId === null || scope === 'this'
        ? [appointment]
        : state.appointments.filter(
            (candidate) =>
              candidate.seriesId === appointment.seriesId &&
              !FINAL.has(candidate.status) &&
              (scope === 'series' || Date.parse(candidate.start) >= Date.parse(appointment.start)),
          );
    const skip = new Set(inScope.map((candidate) => candidate.id));
    const moved = inScope.map((candidate) => {
      const date = addDays(amsterdamDay(candidate.start), shift);
      return { candidate, occupying: { ...occupying(input, date, candidate.id), status: candidate.status } };
    });
    for (const { occupying: next } of moved) {
      const found = clashesOf(next, state.appointments, skip);
      if (found.length > 0) return clashAnswer(c, state, found);
    }
    const now = new Date(kit.now()).toISOString();
    const operation = state.operations.find((candidate) => candidate.id === input.operationId);
    store.change((draft) => {
      for (const { candidate, occupying: next } of moved) {
        const stored = draft.appointments.find((entry) => entry.id === candidate.id);
        if (!stored) continue;
        const before = appointmentAuditRecord(draft, stored);
        Object.assign(stored, {
          userId: input.userId,
          start: next.start,
          end: next.end,
          operationId: input.operationId,
          title: operation?.nameNl ?? stored.title,
          employeeId: input.employeeId,
          locationId: input.locationId,
          roomId: input.roomId,
          resourceIds: input.resourceIds,
          channel: input.channel,
          // Who may not read the note cannot have meant to change it: it stays as the physician wrote it.
          note: writesNotes(who) ? input.note : stored.note,
          updatedAt: now,
          version: stored.version + 1,
        });
        auditUpdate(kit, draft, who.user, stored, before);
      }
    });
    const updated = store.state.appointments.find(
      (candidate) => candidate.id === appointment.id,
    ) as StoredAppointment;
    // One mail, about the appointment edited, to the employee's work address: no medical operation named.
    const emailed = body['email'] === true && tellEmployee(c, kit, updated, 'moved', '');
    return c.json({
      data: appointmentJson(store.state, updated, who, c.get('language')),
      meta: { updated: moved.length, emailed },
    });
  });

  return routes;
}
