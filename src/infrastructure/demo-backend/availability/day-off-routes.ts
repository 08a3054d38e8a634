import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import { USERS } from '../access/seed';
import { isIsoDate } from '../platform/amsterdam-time';
import { Problems, readList } from '../platform/list-kit';
import type { Env, Kit } from '../platform/route-kit';
import { readJson, refuseFields } from '../platform/route-kit';
import { agendaUserOf, mayRead, mayWrite, READ_ANY, WRITE_ANY } from './availability-access';
import { audit, flatAuditRecord } from './availability-audit';
import { dayOffVerdicts } from './availability-field-rules';
import { dayOffJson } from './availability-json';
import { FieldErrors, forbidden, notFound, permitted, V3 } from './availability-kit';
import type { StoredDayOff } from './availability-state';

const BASE = `${V3}/agenda/personal-days-off`;

type Json = Readonly<Record<string, unknown>>;

/** A day off as the body describes it, the body having passed the rules. */
const dayOffFrom = (body: Json, id: string, userId: string): StoredDayOff => ({
  id,
  userId,
  startDate: String(body['startDate']),
  startTime: String(body['startTime']),
  endDate: String(body['endDate']),
  endTime: String(body['endTime']),
  reason: typeof body['reason'] === 'string' ? body['reason'].trim() : '',
});

const byStart = (a: StoredDayOff, b: StoredDayOff) =>
  `${a.startDate}T${a.startTime}`.localeCompare(`${b.startDate}T${b.startTime}`) || a.id.localeCompare(b.id);

const nameOf = (userId: string) => USERS.find((user) => user.id === userId)?.displayName ?? userId;

/**
 * Personal days off (the issue's /agenda/{userUuid}/personal-days-off screens; the paths are the
 * contract's own: v3/agenda/personal-days-off, GET, GET /{id}, POST, PATCH /{id}, DELETE /{id}). The
 * same permissions as the schedules: one's own, or anyone's.
 */
export function dayOffRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();
  const find = (id: string) => store.state.personalDaysOff.find((dayOff) => dayOff.id === id);
  const label = (dayOff: StoredDayOff) => `${nameOf(dayOff.userId)}, ${dayOff.startDate}`;

  routes.get(BASE, (c) => {
    const access = permitted(c, READ_ANY);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const list = readList(c, { filters: ['user', 'from', 'until'], sorts: [] }, problems);
    const userId = list.filter['user'] ?? access.user.id;
    const { from, until } = list.filter;
    if (!USERS.some((user) => user.id === userId)) problems.add('filter[user]', 'unknownUser');
    if (from !== undefined && !isIsoDate(from)) problems.add('filter[from]', 'invalidDate');
    if (until !== undefined && !isIsoDate(until)) problems.add('filter[until]', 'invalidDate');
    if (problems.any) return refuseFields(c, problems.errors);
    if (!mayRead(access.user, userId)) return forbidden(c);
    // A day off touches a date when it starts before the day after and ends after the date's start.
    const rows = store.state.personalDaysOff
      .filter(
        (dayOff) =>
          dayOff.userId === userId &&
          (from === undefined || `${dayOff.endDate}T${dayOff.endTime}` > `${from}T00:00`) &&
          (until === undefined || dayOff.startDate <= until),
      )
      .sort(byStart);
    return c.json({ data: rows.map(dayOffJson) });
  });

  routes.get(`${BASE}/:id`, (c) => {
    const access = permitted(c, READ_ANY);
    if ('refusal' in access) return access.refusal;
    const dayOff = find(c.req.param('id'));
    if (!dayOff) return notFound(c);
    if (!mayRead(access.user, dayOff.userId)) return forbidden(c);
    return c.json({ data: dayOffJson(dayOff) });
  });

  routes.post(BASE, async (c) => {
    const access = permitted(c, WRITE_ANY);
    if ('refusal' in access) return access.refusal;
    const body = await readJson(c);
    const errors = new FieldErrors(c);
    const userId = body['userId'];
    if (userId === undefined || userId === null || userId === '') errors.verdicts({ userId: 'required' });
    else if (typeof userId !== 'string') errors.verdicts({ userId: 'invalid' });
    else if (!mayWrite(access.user, userId)) return forbidden(c);
    errors.verdicts(dayOffVerdicts(body));
    if (typeof userId === 'string' && userId !== '' && !agendaUserOf(userId))
      errors.refuse('userId', 'notAgendaUser');
    if (errors.any || typeof userId !== 'string') return errors.answer();
    const dayOff = dayOffFrom(body, randomUUID(), userId);
    store.change((state) => {
      state.personalDaysOff.push(dayOff);
      audit(
        kit,
        state,
        access.user,
        { type: 'personal_day_off', id: dayOff.id, label: label(dayOff) },
        'created',
        null,
        flatAuditRecord(dayOff),
      );
    });
    return c.json({ data: dayOffJson(dayOff) }, 201);
  });

  routes.patch(`${BASE}/:id`, async (c) => {
    const access = permitted(c, WRITE_ANY);
    if ('refusal' in access) return access.refusal;
    const current = find(c.req.param('id'));
    if (!current) return notFound(c);
    if (!mayWrite(access.user, current.userId)) return forbidden(c);
    const sent = await readJson(c);
    const body = { ...dayOffJson(current), ...sent };
    const errors = new FieldErrors(c);
    if (sent['userId'] !== undefined && sent['userId'] !== current.userId)
      errors.refuse('userId', 'scheduleUserFixed');
    errors.verdicts(dayOffVerdicts(body));
    if (errors.any) return errors.answer();
    const after = dayOffFrom(body, current.id, current.userId);
    store.change((state) => {
      const before = flatAuditRecord({ ...current });
      Object.assign(current, after);
      audit(
        kit,
        state,
        access.user,
        { type: 'personal_day_off', id: current.id, label: label(current) },
        'updated',
        before,
        flatAuditRecord(after),
      );
    });
    return c.json({ data: dayOffJson(current) });
  });

  routes.delete(`${BASE}/:id`, (c) => {
    const access = permitted(c, WRITE_ANY);
    if ('refusal' in access) return access.refusal;
    const dayOff = find(c.req.param('id'));
    if (!dayOff) return notFound(c);
    if (!mayWrite(access.user, dayOff.userId)) return forbidden(c);
    store.change((state) => {
      state.personalDaysOff = state.personalDaysOff.filter((candidate) => candidate.id !== dayOff.id);
      audit(
        kit,
        state,
        access.user,
        { type: 'personal_day_off', id: dayOff.id, label: label(dayOff) },
        'deleted',
        flatAuditRecord(dayOff),
        null,
      );
    });
    return c.body(null, 204);
  });

  return routes;
}
