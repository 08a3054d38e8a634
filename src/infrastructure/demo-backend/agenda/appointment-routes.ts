import { Hono } from 'hono';
import { appointmentShown } from '../access/medical-rule';
import { signedInUser } from '../access/session-kit';
import { employeeOf, permissionsOf, userOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import {
  addDays,
  amsterdamMoment,
  dayNumber,
  isIsoDate,
  startOfAmsterdamDay,
} from '../platform/amsterdam-time';
import { deliver } from '../platform/outbox';
import { filterSet, Problems, readList } from '../platform/list-kit';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { readJson, refuse, refuseFields } from '../platform/route-kit';
import type { ServerLanguage } from '../platform/server-messages';
import { say } from '../platform/server-messages';
import type { StoredAppointment, StoredSeries, StoredStatus } from './agenda-state';
import { STORED_STATUSES } from './agenda-state';
import type { AgendaViewer, AppointmentInput } from './agenda-kit';
import {
  appointmentAuditRecord,
  appointmentJson,
  checkPlausible,
  FIRST_PLAUSIBLE_DATE,
  isPlausibleDate,
  LAST_PLAUSIBLE_DATE,
  disclosureOf,
  visibleTitle,
  auditAppointment,
  Complaints,
  forbidden,
  mayRead,
  employerMayBook,
  mayWrite,
  minuteOf,
  notFound,
  readAppointment,
  readRecurrence,
  seriesJson,
  V2,
  V3,
  viewerOf,
  whenText,
} from './agenda-kit';
import type { ClashFound } from './appointment-rules';
import { clashesOf, MAX_OCCURRENCES, seriesDates, staleWrite, statusRefusal } from './appointment-rules';

const MAX_PERIOD_DAYS = 366;
const MAX_UNPAGED = 20_000;
const MAX_SERIES_DAYS = 731;
const FINAL: ReadonlySet<StoredStatus> = new Set(['completed', 'cancelled']);

/**
 * Appointments (spec section 7, "Agenda and appointments"): read for a period or a page, one with its
 * series, created (one or a series), edited (one, this and the following, or the whole series), moved
 * through the status rule, deleted (one, or a series from a date) and their history. The contract is
 * src/infrastructure/agenda/appointment-schemas.ts.
 */
export function appointmentRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  const viewer = (c: Ctx): AgendaViewer | null => {
    const user = signedInUser(c);
    return user ? viewerOf(user) : null;
  };

  /** The note is medical information: only who may read it writes it. */
  const writesNotes = (who: AgendaViewer): boolean => appointmentShown(who.user, who.details, null).note;

  const list = (c: Ctx, agendaId: string | null) => {
    const who = viewer(c);
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
      },
      problems,
    );
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
      if (
        agendas.size > 0 &&
        !agendas.has(appointment.userId) &&
        !(appointment.roomId !== null && agendas.has(appointment.roomId)) &&
        !appointment.resourceIds.some((id) => agendas.has(id))
      )
        return false;
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
    const json = (row: StoredAppointment) => appointmentJson(state, row, who, language);
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
    const who = viewer(c);
    if (!who) return refuse(c, 401, 'unauthenticated');
    const { state } = store;
    const appointment = state.appointments.find((candidate) => candidate.id === c.req.param('id'));
    if (!appointment) return notFound(c);
    if (!mayRead(who, appointment)) return forbidden(c);
    const series = state.series.find((candidate) => candidate.id === appointment.seriesId) ?? null;
    return c.json({
      data: {
        ...appointmentJson(state, appointment, who, c.get('language')),
        series: series ? seriesJson(state, series) : null,
      },
    });
  });

  /** The refusal of a booking that clashes, naming the first clash. */
  /** The clashes as the answers name them: the professional, room or resource in the way, and when. */
  const clashEntries = (state: DemoState, found: readonly ClashFound[]) =>
    found.map((clash) => {
      const other = state.appointments.find((candidate) => candidate.id === clash.appointmentId);
      const name =
        clash.on === 'user'
          ? (userOf(other?.userId)?.displayName ?? '')
          : clash.on === 'room'
            ? (state.rooms.find((room) => room.id === other?.roomId)?.name ?? '')
            : (state.resources.find((resource) => resource.id === clash.resourceId)?.name ?? '');
      return {
        appointmentId: clash.appointmentId,
        on: clash.on,
        name,
        start: other?.start ?? '',
        end: other?.end ?? '',
      };
    });

  const clashAnswer = (c: Ctx, state: DemoState, found: readonly ClashFound[]) => {
    const language = c.get('language');
    const clashes = clashEntries(state, found);
    const first = clashes[0];
    const other = state.appointments.find((candidate) => candidate.id === first?.appointmentId);
    const what =
      first?.on === 'user'
        ? say('clashUser', language)
        : first?.on === 'room'
          ? say('clashRoom', language)
          : say('clashResource', language, { name: first?.name ?? '' });
    const who = viewer(c);
    const title = other && who ? appointmentJson(state, other, who, language).title : '';
    return c.json(
      {
        message: say('appointmentClash', language, {
          what,
          title,
          when: other ? whenText(other.start, language) : '',
        }),
        code: 'appointment_clash',
        clashes,
      },
      409,
    );
  };

  /**
   * The refusal of a write that started from an older version: who wrote since, when and what (the
   * fields of the newest entry of the appointment's history), and the appointment as it now is.
   */
  const staleAnswer = (c: Ctx, appointment: StoredAppointment, who: AgendaViewer) => {
    const language = c.get('language');
    const last = store.state.auditLog.findLast(
      (entry) => entry.entityType === 'appointment' && entry.entityId === appointment.id,
    );
    const changes = (last?.changes ?? [])
      .map((change) => change.field)
      .filter((field) => field !== 'noteLength' || (who.details && who.medical));
    return c.json(
      {
        message: say('appointmentStale', language, {
          name: last?.userName ?? '',
          when: last ? whenText(last.at, language) : '',
        }),
        code: 'appointment_stale',
        changedBy: last?.userName ?? null,
        changedAt: last?.at ?? null,
        changes,
        current: appointmentJson(store.state, appointment, who, language),
      },
      409,
    );
  };

  const occupying = (input: AppointmentInput, date: string, id: string) => ({
    id,
    userId: input.userId,
    roomId: input.roomId,
    resourceIds: input.resourceIds,
    start: amsterdamMoment(date, minuteOf(input.startTime)),
    end: amsterdamMoment(date, minuteOf(input.endTime)),
    status: 'planned' as StoredStatus,
  });

  routes.post(`${V3}/agenda/appointments`, async (c) => {
    const who = viewer(c);
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
    const candidates = dates.map((date, index) => occupying(input, date, `new-${index}`));
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

  routes.post(`${V3}/agenda/appointments/recurring/:id/delete`, async (c) => {
    const who = viewer(c);
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
      for (const appointment of removed)
        auditAppointment(
          kit,
          draft,
          who.user,
          appointment,
          'deleted',
          appointmentAuditRecord(draft, appointment),
          null,
        );
    });
    if (body['email'] === true) tellEmployee(c, member, 'series', dateFrom);
    return c.json({ data: { removed: removed.length, kept } });
  });

  /** Tells the employee by e-mail that an appointment (or a series from a date) is cancelled. */
  const tellEmployee = (c: Ctx, appointment: StoredAppointment, what: 'one' | 'series', date: string) => {
    if (!appointment.employeeId) return;
    const employee = employeeOf(appointment.employeeId);
    const language: ServerLanguage = c.get('language');
    const params = {
      name: `${employee.firstName} ${employee.lastName}`,
      // A work address may be read by others: a medical operation is not named in the mail.
      title: visibleTitle(store.state, appointment, null, language),
      date: what === 'one' ? whenText(appointment.start, language) : date,
    };
    deliver(kit, {
      channel: 'email',
      to: `${employee.firstName.toLowerCase()}.${employee.lastName.toLowerCase().replace(/\s+/g, '')}@example.nl`,
      subject: say(what === 'one' ? 'appointmentMailSubject' : 'seriesMailSubject', language),
      body: say(what === 'one' ? 'appointmentMailBody' : 'seriesMailBody', language, params),
    });
  };

  routes.post(`${V3}/agenda/appointments/:id/delete`, async (c) => {
    const who = viewer(c);
    if (!who) return refuse(c, 401, 'unauthenticated');
    const body = await readJson(c);
    const appointment = store.state.appointments.find((candidate) => candidate.id === c.req.param('id'));
    if (!appointment) return notFound(c);
    if (!mayRead(who, appointment) || !mayWrite(who, appointment.userId)) return forbidden(c);
    store.change((draft) => {
      draft.appointments = draft.appointments.filter((candidate) => candidate.id !== appointment.id);
      auditAppointment(
        kit,
        draft,
        who.user,
        appointment,
        'deleted',
        appointmentAuditRecord(draft, appointment),
        null,
      );
    });
    if (body['email'] === true) tellEmployee(c, appointment, 'one', '');
    return c.body(null, 204);
  });

  routes.post(`${V3}/agenda/appointments/:id`, async (c) => {
    const who = viewer(c);
    if (!who) return refuse(c, 401, 'unauthenticated');
    const { state } = store;
    const appointment = state.appointments.find((candidate) => candidate.id === c.req.param('id'));
    if (!appointment) return notFound(c);
    if (!mayRead(who, appointment) || !mayWrite(who, appointment.userId)) return forbidden(c);
    if (FINAL.has(appointment.status))
      return refuse(c, 409, 'appointmentFinal', { code: 'appointment_final' });
    const body = await readJson(c);
    if (staleWrite(body['version'], appointment.version)) return staleAnswer(c, appointment, who);
    // No operation sent keeps the stored one: a planner moves a medical appointment without its name.
    if ((body['operationId'] ?? '') === '' && appointment.operationId !== null)
      body['operationId'] = appointment.operationId;
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
        auditAppointment(
          kit,
          draft,
          who.user,
          stored,
          'updated',
          before,
          appointmentAuditRecord(draft, stored),
        );
      }
    });
    const updated = store.state.appointments.find(
      (candidate) => candidate.id === appointment.id,
    ) as StoredAppointment;
    return c.json({
      data: appointmentJson(store.state, updated, who, c.get('language')),
      meta: { updated: moved.length },
    });
  });

  routes.patch(`${V2}/agenda/appointment/update-status`, async (c) => {
    const who = viewer(c);
    if (!who) return refuse(c, 401, 'unauthenticated');
    const body = await readJson(c);
    const appointment = store.state.appointments.find((candidate) => candidate.id === body['uuid']);
    if (!appointment) return notFound(c);
    if (!mayRead(who, appointment) || !mayWrite(who, appointment.userId)) return forbidden(c);
    if (staleWrite(body['version'], appointment.version)) return staleAnswer(c, appointment, who);
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
      stored.updatedAt = now;
      stored.version += 1;
      auditAppointment(
        kit,
        draft,
        who.user,
        stored,
        'updated',
        before,
        appointmentAuditRecord(draft, stored),
      );
    });
    const updated = store.state.appointments.find(
      (candidate) => candidate.id === appointment.id,
    ) as StoredAppointment;
    if (status === 'cancelled' && body['email'] === true) tellEmployee(c, updated, 'one', '');
    return c.json({ data: appointmentJson(store.state, updated, who, language) });
  });

  routes.get(`${V3}/agenda/appointment-logs`, (c) => {
    const who = viewer(c);
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
    const data = state.auditLog
      .filter((entry) => entry.entityType === 'appointment' && entry.entityId === id)
      .map((entry) => ({
        id: entry.id,
        at: entry.at,
        userName: entry.userName,
        action: entry.action,
        changes: entry.changes
          .filter((change) => details || change.field !== 'noteLength')
          .map((change) => ({ field: change.field, from: change.from, to: change.to })),
      }))
      .toReversed();
    return c.json({ data });
  });

  return routes;
}

/** The Amsterdam date an ISO timestamp falls on. */
function amsterdamDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}
