import { Hono } from 'hono';
import { permissionsOf } from '../access/users';
import { addDays, dayNumber, isIsoDate, startOfAmsterdamDay } from '../platform/amsterdam-time';
import { filterSet, Problems, readList } from '../platform/list-kit';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { refuse, refuseFields } from '../platform/route-kit';
import { agendaViewer, forbidden, notFound, V2, V3 } from './agenda-kit';
import type { StoredAppointment } from './agenda-state';
import { STORED_STATUSES } from './agenda-state';
import { disclosureOf, mayRead } from './agenda-viewer';
import { FIRST_PLAUSIBLE_DATE, isPlausibleDate, LAST_PLAUSIBLE_DATE } from './appointment-input';
import { remindersJson } from './appointment-reminder-service';
import { appointmentJson, seriesJson } from './appointment-json';

const MAX_PERIOD_DAYS = 366;
const MAX_UNPAGED = 20_000;

/**
 * Reading appointments: those of a period, whole or a page at a time, of everyone or of some agendas,
 * and one with its series; each as this reader may see it.
 */
export function appointmentReadRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  const list = (c: Ctx, agendaId: string | null) => {
    const who = agendaViewer(c);
    if (!who) return refuse(c, 401, 'unauthenticated');
    const problems = new Problems(c);
    const request = readList(
      c,
      {
        filters: [
          'date',
          'from',
          'until',
          'mine',
          'agenda',
          'user',
          'location',
          'operation',
          'status',
          'employee',
        ],
        sorts: ['start'],
        includes: ['reminders'],
      },
      problems,
    );
    const withReminders = new URL(c.req.url).searchParams.get('include')?.split(',').includes('reminders');
    const { date, mine = 'false' } = request.filter;
    const from = request.filter['from'] ?? date;
    const until = request.filter['until'] ?? date;
    if (date !== undefined && !isIsoDate(date)) problems.add('filter[date]', 'invalidDate');
    if (from === undefined) problems.add('filter[from]', 'required');
    else if (!isIsoDate(from)) problems.add('filter[from]', 'invalidDate');
    if (until === undefined) problems.add('filter[until]', 'required');
    else if (!isIsoDate(until)) problems.add('filter[until]', 'invalidDate');
    const range = { from: FIRST_PLAUSIBLE_DATE, until: LAST_PLAUSIBLE_DATE };
    if (isIsoDate(from) && !isPlausibleDate(from)) problems.add('filter[from]', 'dateOutOfRange', range);
    if (isIsoDate(until) && !isPlausibleDate(until)) problems.add('filter[until]', 'dateOutOfRange', range);
    if (isIsoDate(from) && isIsoDate(until)) {
      if (until < from) problems.add('filter[until]', 'periodOrder');
      else if (dayNumber(until) - dayNumber(from) + 1 > MAX_PERIOD_DAYS)
        problems.add('filter[until]', 'periodTooLong', { max: MAX_PERIOD_DAYS });
    }
    if (mine !== 'true' && mine !== 'false')
      problems.add('filter[mine]', 'notBooleanFilter', { name: 'filter[mine]' });
    const statuses = filterSet(request, 'status', STORED_STATUSES, problems);
    if (problems.any || !isIsoDate(from) || !isIsoDate(until)) return refuseFields(c, problems.errors);
    const agendas = new Set(
      [agendaId, ...(request.filter['agenda']?.split(',') ?? [])].filter((id): id is string => !!id),
    );
    const start = startOfAmsterdamDay(from);
    const end = startOfAmsterdamDay(addDays(until, 1));
    const { state } = store;
    const { user, location, operation, employee } = request.filter;
    const rows = state.appointments.filter((appointment) => {
      const at = Date.parse(appointment.start);
      if (at < start || at >= end) return false;
      if (!mayRead(who, appointment)) return false;
      if (mine === 'true' && appointment.userId !== who.user.id) return false;
      // A room's or a resource's agenda shows only what this reader may know was booked there: the
      // equipment of a withheld appointment would name it (the medical rule).
      if (agendas.size > 0 && !agendas.has(appointment.userId)) {
        const shown = disclosureOf(state, appointment, who);
        const inRoom = shown.room && appointment.roomId !== null && agendas.has(appointment.roomId);
        const withResource = shown.equipment && appointment.resourceIds.some((id) => agendas.has(id));
        if (!inRoom && !withResource) return false;
      }
      if (user !== undefined && appointment.userId !== user) return false;
      if (location !== undefined && appointment.locationId !== location) return false;
      // A withheld operation cannot be found by its id either: that would name it.
      if (
        operation !== undefined &&
        (appointment.operationId !== operation || !disclosureOf(state, appointment, who).operation)
      )
        return false;
      if (employee !== undefined && appointment.employeeId !== employee) return false;
      return !statuses || statuses.has(appointment.status);
    });
    const descending = request.sort[0]?.direction === 'desc';
    rows.sort(
      (a, b) =>
        (Date.parse(a.start) - Date.parse(b.start)) * (descending ? -1 : 1) || Number(a.id) - Number(b.id),
    );
    const url = new URL(c.req.url).searchParams;
    const paged = url.has('page[size]') || url.has('page[number]');
    const language = c.get('language');
    const json = (row: StoredAppointment) =>
      withReminders
        ? { ...appointmentJson(state, row, who, language), reminders: remindersJson(state, row.id) }
        : appointmentJson(state, row, who, language);
    if (!paged) {
      const shown = rows.slice(0, MAX_UNPAGED);
      return c.json({ data: shown.map(json), meta: { total: rows.length, page: 1, pageSize: shown.length } });
    }
    const { number, size } = request.page;
    return c.json({
      data: rows.slice((number - 1) * size, number * size).map(json),
      meta: { total: rows.length, page: number, pageSize: size },
    });
  };

  routes.get(`${V3}/agenda/appointments`, (c) => list(c, null));
  routes.get(`${V2}/agenda/:id/appointments`, (c) => list(c, c.req.param('id')));

  routes.get(`${V3}/agenda/appointments/:id`, (c) => {
    const who = agendaViewer(c);
    if (!who) return refuse(c, 401, 'unauthenticated');
    const { state } = store;
    const appointment = state.appointments.find((candidate) => candidate.id === c.req.param('id'));
    if (!appointment) return notFound(c);
    if (!mayRead(who, appointment)) return forbidden(c);
    const series = state.series.find((candidate) => candidate.id === appointment.seriesId) ?? null;
    const reminders = remindersJson(state, appointment.id);
    return c.json({
      data: {
        ...appointmentJson(state, appointment, who, c.get('language')),
        series: series ? seriesJson(state, series) : null,
        reminders,
      },
    });
  });

  return routes;
}

/** Who a reminder came from in an appointment's history: the back office itself. */
const SENDER = 'Arbo Agenda';
/** The ids of the reminders' lines in an appointment's history, apart from the audit log's. */
const REMINDER_LOG_IDS = 1_000_000_000;

/** An appointment's history: who changed what and when, newest first, without medical information. */
export function appointmentHistoryRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  routes.get(`${V3}/agenda/appointment-logs`, (c) => {
    const who = agendaViewer(c);
    if (!who) return refuse(c, 401, 'unauthenticated');
    const problems = new Problems(c);
    const request = readList(c, { filters: ['appointment'], sorts: [] }, problems);
    const id = request.filter['appointment'];
    if (id === undefined) problems.add('filter[appointment]', 'required');
    if (problems.any || id === undefined) return refuseFields(c, problems.errors);
    const { state } = store;
    const appointment = state.appointments.find((candidate) => candidate.id === id);
    if (appointment && !mayRead(who, appointment)) return forbidden(c);
    if (!appointment && !permissionsOf(who.user).has('see_agenda_users_calendars')) return notFound(c);
    // The log keeps no note text and no medical operation; that a note changed is for medical readers.
    const details = who.details && who.medical;
    const logged = state.auditLog
      .filter((entry) => entry.entityType === 'appointment' && entry.entityId === id)
      .map((entry) => ({
        id: entry.id,
        at: entry.at,
        userName: entry.userName,
        action: entry.action,
        changes: entry.changes
          .filter((change) => details || change.field !== 'noteLength')
          .map((change) => ({ field: change.field, from: change.from, to: change.to })),
      }));
    // The reminders sent, as the back office's own lines (their ids above the audit log's).
    const reminded = state.reminders.flatMap((reminder, index) =>
      reminder.appointmentId === id && reminder.state === 'sent'
        ? [
            {
              id: REMINDER_LOG_IDS + index,
              at: reminder.sentAt ?? reminder.at,
              userName: SENDER,
              action: 'reminded' as const,
              changes: [{ field: 'channel', from: null, to: reminder.channel }],
            },
          ]
        : [],
    );
    const data = [...logged, ...reminded]
      .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id)
      .toReversed();
    return c.json({ data });
  });

  return routes;
}
