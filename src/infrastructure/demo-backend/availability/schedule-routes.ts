import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import { USERS } from '../access/seed';
import { signedInUser } from '../access/session-kit';
import { dayNumber, isIsoDate } from '../platform/amsterdam-time';
import { Problems, readList } from '../platform/list-kit';
import type { Env, Kit } from '../platform/route-kit';
import { readJson, refuse, refuseFields } from '../platform/route-kit';
import { holds, MAY, mayRead, mayWrite, READ_ANY, WRITE_ANY } from './availability-access';
import { audit, flatAuditRecord, scheduleAuditRecord, scheduleLabel } from './availability-audit';
import { inForce, minutesOf, plannedOn, scheduleSpansOn } from './availability-engine';
import { scheduleVerdicts, timeConstraintVerdicts } from './availability-field-rules';
import { holidayJson, scheduleJson, timeConstraintJson } from './availability-json';
import { deletedSchedule, FieldErrors, forbidden, notFound, permitted, V3 } from './availability-kit';
import type { StoredBlock, StoredRepeat, StoredSchedule, StoredTimeConstraint } from './availability-state';
import { HOLIDAY_YEARS } from './holiday-calendar';
import { checkScheduleOnServer } from './schedule-checks';

const BASE = `${V3}/agenda/schedules`;

type Json = Readonly<Record<string, unknown>>;

/** A schedule as the body describes it, the body having passed the rules. */
function scheduleFrom(body: Json, id: string, userId: string, deletedAt: string | null): StoredSchedule {
  const repeat = body['repeat'] as { kind: StoredRepeat; weeks?: number };
  const blocks = (body['blocks'] as StoredBlock[])
    .map((block) => ({ weekday: block.weekday, start: block.start, end: block.end }))
    .sort((a, b) => a.weekday - b.weekday || minutesOf(a.start) - minutesOf(b.start));
  const until = body['validUntil'];
  return {
    id,
    userId,
    locationId: String(body['locationId']).trim(),
    operationIds: [...new Set(body['operationIds'] as string[])],
    blocks,
    repeat: repeat.kind,
    repeatWeeks: repeat.kind === 'every-n-weeks' ? (repeat.weeks ?? null) : null,
    validFrom: String(body['validFrom']),
    validUntil: typeof until === 'string' && until !== '' ? until : null,
    deletedAt,
  };
}

const FLAG = new Map([
  ['true', true],
  ['1', true],
  ['false', false],
  ['0', false],
]);

/**
 * Availability schedules (spec section 7: v3/agenda/schedules GET, POST, DELETE /{id}, PUT
 * /{id}/restore, GET /all, GET operations/validate; the time constraints under /{id}). Reading needs
 * the schedules' person to be one's own or see_agenda_users_calendars; writing manage_own_... for one's
 * own, manage_agenda_users_... for anyone's.
 */
export function scheduleRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();
  const find = (id: string) => store.state.schedules.find((schedule) => schedule.id === id);

  // The aggregated schedules: every agenda user's and the national holidays (filter[schedulableType]).
  routes.get(`${BASE}/all`, (c) => {
    const user = signedInUser(c);
    if (!user) return refuse(c, 401, 'unauthenticated');
    const problems = new Problems(c);
    const list = readList(c, { filters: ['schedulableType', 'year', 'from', 'until'], sorts: [] }, problems);
    const { schedulableType: type, year, from, until } = list.filter;
    if (type !== undefined && type !== 'agenda_user' && type !== 'national_holiday')
      problems.add('filter[schedulableType]', 'invalidFilter', { value: type });
    if (
      year !== undefined &&
      !(/^\d{4}$/.test(year) && Number(year) >= HOLIDAY_YEARS.min && Number(year) <= HOLIDAY_YEARS.max)
    )
      problems.add('filter[year]', 'invalidFilter', { value: year });
    else if (year !== undefined && (from !== undefined || until !== undefined))
      problems.add('filter[year]', 'yearOrPeriod');
    if (from !== undefined && !isIsoDate(from)) problems.add('filter[from]', 'invalidDate');
    if (until !== undefined && !isIsoDate(until)) problems.add('filter[until]', 'invalidDate');
    if (problems.any) return refuseFields(c, problems.errors);
    const readable = [
      ...(holds(user, MAY.readHolidays) ? ['national_holiday'] : []),
      ...(holds(user, MAY.readAnyone) ? ['agenda_user'] : []),
    ];
    const types = type === undefined ? readable : [type];
    if (types.length === 0 || !types.every((wanted) => readable.includes(wanted))) return forbidden(c);
    const lo = year ? `${year}-01-01` : (from ?? '0000-01-01');
    const hi = year ? `${year}-12-31` : (until ?? '9999-12-31');
    const { state } = store;
    const holidays = types.includes('national_holiday')
      ? state.nationalHolidays
          .filter((holiday) => holiday.date >= lo && holiday.date <= hi)
          .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
          .map((holiday) => ({ schedulableType: 'national_holiday', ...holidayJson(holiday) }))
      : [];
    const name = (id: string) => USERS.find((candidate) => candidate.id === id)?.displayName ?? id;
    const schedules = types.includes('agenda_user')
      ? state.schedules
          .filter(
            (schedule) =>
              schedule.deletedAt === null &&
              schedule.validFrom <= hi &&
              (schedule.validUntil === null || schedule.validUntil >= lo),
          )
          .sort(
            (a, b) =>
              name(a.userId).localeCompare(name(b.userId), 'nl') ||
              a.validFrom.localeCompare(b.validFrom) ||
              a.id.localeCompare(b.id),
          )
          .map((schedule) => ({ schedulableType: 'agenda_user', ...scheduleJson(state, schedule) }))
      : [];
    return c.json({ data: [...holidays, ...schedules] });
  });

  // Which of the chosen operations a location does not offer.
  routes.get(`${BASE}/operations/validate`, (c) => {
    const access = permitted(c, [...READ_ANY, ...WRITE_ANY]);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const list = readList(c, { filters: ['location', 'operations'], sorts: [] }, problems);
    const locationId = list.filter['location'];
    const location = store.state.locations.find((candidate) => candidate.id === locationId);
    if (locationId === undefined || locationId === '') problems.add('filter[location]', 'required');
    else if (!location) problems.add('filter[location]', 'unknownLocation');
    if (problems.any || !location) return refuseFields(c, problems.errors);
    const wanted = (list.filter['operations'] ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== '');
    return c.json({
      data: {
        locationId: location.id,
        notOffered: [...new Set(wanted)].filter((id) => !location.operationIds.includes(id)),
      },
    });
  });

  // A person's schedules (one's own without filter[user]).
  routes.get(BASE, (c) => {
    const access = permitted(c, READ_ANY);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const list = readList(c, { filters: ['user', 'withDeleted'], sorts: [] }, problems);
    const userId = list.filter['user'] ?? access.user.id;
    if (!USERS.some((candidate) => candidate.id === userId)) problems.add('filter[user]', 'unknownUser');
    const withDeleted = FLAG.get(list.filter['withDeleted'] ?? 'false');
    if (withDeleted === undefined)
      problems.add('filter[withDeleted]', 'notBooleanFilter', { name: 'filter[withDeleted]' });
    if (problems.any) return refuseFields(c, problems.errors);
    if (!mayRead(access.user, userId)) return forbidden(c);
    const { state } = store;
    const rows = state.schedules
      .filter((schedule) => schedule.userId === userId && (withDeleted || schedule.deletedAt === null))
      .sort((a, b) => a.validFrom.localeCompare(b.validFrom) || a.id.localeCompare(b.id));
    return c.json({ data: rows.map((schedule) => scheduleJson(state, schedule)) });
  });

  routes.get(`${BASE}/:id`, (c) => {
    const access = permitted(c, READ_ANY);
    if ('refusal' in access) return access.refusal;
    const schedule = find(c.req.param('id'));
    if (!schedule) return notFound(c);
    if (!mayRead(access.user, schedule.userId)) return forbidden(c);
    return c.json({ data: scheduleJson(store.state, schedule) });
  });

  // Create (no id) or update (the id of an existing schedule): the spec's one POST.
  routes.post(BASE, async (c) => {
    const access = permitted(c, WRITE_ANY);
    if ('refusal' in access) return access.refusal;
    const body = await readJson(c);
    const errors = new FieldErrors(c);
    const id = body['id'];
    const current = id === undefined || id === null ? null : find(String(id));
    if (id !== undefined && id !== null && !current) return notFound(c);
    if (current && current.deletedAt !== null) return deletedSchedule(c);
    const sent = body['userId'];
    if (current && sent !== undefined && sent !== null && sent !== current.userId)
      errors.refuse('userId', 'scheduleUserFixed');
    const userId = current ? current.userId : sent;
    if (!current) {
      if (userId === undefined || userId === null || userId === '') errors.verdicts({ userId: 'required' });
      else if (typeof userId !== 'string') errors.verdicts({ userId: 'invalid' });
    }
    if (typeof userId === 'string' && userId !== '' && !mayWrite(access.user, userId)) return forbidden(c);
    errors.verdicts(scheduleVerdicts(body));
    if (errors.any || typeof userId !== 'string') return errors.answer();
    const schedule = scheduleFrom(body, current?.id ?? randomUUID(), userId, null);
    checkScheduleOnServer(c, store.state, schedule, errors);
    if (errors.any) return errors.answer();
    store.change((state) => {
      const label = scheduleLabel(state, schedule);
      if (current) {
        const before = scheduleAuditRecord(current);
        Object.assign(current, schedule);
        audit(
          kit,
          state,
          access.user,
          { type: 'schedule', id: schedule.id, label },
          'updated',
          before,
          scheduleAuditRecord(schedule),
        );
      } else {
        state.schedules.push(schedule);
        audit(
          kit,
          state,
          access.user,
          { type: 'schedule', id: schedule.id, label },
          'created',
          null,
          scheduleAuditRecord(schedule),
        );
      }
    });
    return c.json({ data: scheduleJson(store.state, current ?? schedule) }, current ? 200 : 201);
  });

  // Deleting is soft: the schedule stops applying and can be restored. Deleting it again changes nothing.
  routes.delete(`${BASE}/:id`, (c) => {
    const access = permitted(c, WRITE_ANY);
    if ('refusal' in access) return access.refusal;
    const schedule = find(c.req.param('id'));
    if (!schedule) return notFound(c);
    if (!mayWrite(access.user, schedule.userId)) return forbidden(c);
    if (schedule.deletedAt === null) {
      store.change((state) => {
        const before = scheduleAuditRecord(schedule);
        schedule.deletedAt = new Date(now()).toISOString();
        audit(
          kit,
          state,
          access.user,
          { type: 'schedule', id: schedule.id, label: scheduleLabel(state, schedule) },
          'deleted',
          before,
          scheduleAuditRecord(schedule),
        );
      });
    }
    return c.body(null, 204);
  });

  // Restoring checks the schedule again: meanwhile another may have taken its hours, or its location
  // may have gone or ended.
  routes.put(`${BASE}/:id/restore`, (c) => {
    const access = permitted(c, WRITE_ANY);
    if ('refusal' in access) return access.refusal;
    const schedule = find(c.req.param('id'));
    if (!schedule) return notFound(c);
    if (!mayWrite(access.user, schedule.userId)) return forbidden(c);
    if (schedule.deletedAt !== null) {
      const errors = new FieldErrors(c);
      checkScheduleOnServer(c, store.state, { ...schedule, deletedAt: null }, errors);
      if (errors.any) return errors.answer();
      store.change((state) => {
        const before = scheduleAuditRecord(schedule);
        schedule.deletedAt = null;
        audit(
          kit,
          state,
          access.user,
          { type: 'schedule', id: schedule.id, label: scheduleLabel(state, schedule) },
          'updated',
          before,
          scheduleAuditRecord(schedule),
        );
      });
    }
    return c.json({ data: scheduleJson(store.state, schedule) });
  });

  // An exception on one date.
  routes.post(`${BASE}/:id/time-constraints`, async (c) => {
    const access = permitted(c, WRITE_ANY);
    if ('refusal' in access) return access.refusal;
    const schedule = find(c.req.param('id'));
    if (!schedule) return notFound(c);
    if (!mayWrite(access.user, schedule.userId)) return forbidden(c);
    if (schedule.deletedAt !== null) return deletedSchedule(c);
    const body = await readJson(c);
    const errors = new FieldErrors(c).verdicts(timeConstraintVerdicts(body));
    if (errors.any) return errors.answer();
    const kind = body['kind'] as StoredTimeConstraint['kind'];
    const constraint: StoredTimeConstraint = {
      id: randomUUID(),
      scheduleId: schedule.id,
      date: String(body['date']),
      kind,
      start: kind === 'day-off' ? null : String(body['start']),
      end: kind === 'day-off' ? null : String(body['end']),
    };
    const day = dayNumber(constraint.date);
    if (!inForce(schedule, day)) errors.refuse('date', 'scheduleNotInForce');
    else if (kind !== 'extra' && plannedOn(schedule, day).length === 0)
      errors.refuse('date', 'scheduleNoHours');
    else if (kind === 'extra' && constraint.start !== null && constraint.end !== null) {
      const from = minutesOf(constraint.start);
      const to = minutesOf(constraint.end);
      const others = store.state.schedules.filter(
        (other) => other.userId === schedule.userId && other.id !== schedule.id,
      );
      const taken = others.flatMap((other) => scheduleSpansOn(other, day, store.state.timeConstraints));
      if (taken.some((span) => span.from < to && from < span.to)) errors.refuse('start', 'extraOverlaps');
    }
    if (errors.any) return errors.answer();
    store.change((state) => {
      state.timeConstraints.push(constraint);
      audit(
        kit,
        state,
        access.user,
        {
          type: 'time_constraint',
          id: constraint.id,
          label: `${scheduleLabel(state, schedule)}, ${constraint.date}`,
        },
        'created',
        null,
        flatAuditRecord(constraint),
      );
    });
    return c.json({ data: timeConstraintJson(constraint) }, 201);
  });

  // Removing an exception: which one, and the date it falls on (spec section 3's payload).
  routes.delete(`${BASE}/:id/time-constraints`, (c) => {
    const access = permitted(c, WRITE_ANY);
    if ('refusal' in access) return access.refusal;
    const schedule = find(c.req.param('id'));
    if (!schedule) return notFound(c);
    if (!mayWrite(access.user, schedule.userId)) return forbidden(c);
    if (schedule.deletedAt !== null) return deletedSchedule(c);
    const errors = new FieldErrors(c);
    const constraintId = c.req.query('timeConstraintUuid');
    const selectedDate = c.req.query('selectedDate');
    if (!constraintId) errors.verdicts({ timeConstraintUuid: 'required' });
    if (!selectedDate) errors.verdicts({ selectedDate: 'required' });
    else if (!isIsoDate(selectedDate)) errors.verdicts({ selectedDate: 'invalid' });
    if (errors.any) return errors.answer();
    const constraint = store.state.timeConstraints.find(
      (candidate) => candidate.id === constraintId && candidate.scheduleId === schedule.id,
    );
    if (!constraint) return notFound(c);
    if (constraint.date !== selectedDate)
      return errors.refuse('selectedDate', 'constraintNotOnDate').answer();
    store.change((state) => {
      state.timeConstraints = state.timeConstraints.filter((candidate) => candidate.id !== constraint.id);
      audit(
        kit,
        state,
        access.user,
        {
          type: 'time_constraint',
          id: constraint.id,
          label: `${scheduleLabel(state, schedule)}, ${constraint.date}`,
        },
        'deleted',
        flatAuditRecord(constraint),
        null,
      );
    });
    return c.body(null, 204);
  });

  return routes;
}
