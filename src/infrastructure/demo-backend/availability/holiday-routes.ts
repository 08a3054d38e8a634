import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import type { DemoState } from '../demo-backend';
import type { Env, Kit } from '../platform/route-kit';
import { languageFor, readJson } from '../platform/route-kit';
import { say } from '../platform/server-messages';
import { MAY } from './availability-access';
import { audit, flatAuditRecord } from './availability-audit';
import { holidayVerdicts } from './availability-field-rules';
import { holidayJson } from './availability-json';
import { FieldErrors, notFound, permitted, readableDate, V3 } from './availability-kit';
import type { StoredHoliday } from './availability-state';
import { HOLIDAY_NAMES, HOLIDAY_YEARS, holidaysOf } from './holiday-calendar';

const BASE = `${V3}/agenda/national-holidays`;

const byDate = (a: StoredHoliday, b: StoredHoliday) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id.localeCompare(b.id);

/**
 * The year's Dutch holidays that the state lacks, by kind: one of a kind already in that year, moved
 * or renamed by an administrator or not, is kept, and none is added on a date that already has a
 * holiday. Used by the seed and by POST /year.
 */
export function missingHolidays(
  holidays: readonly StoredHoliday[],
  year: number,
  idOf: (kind: string) => string = () => randomUUID(),
): StoredHoliday[] {
  const inYear = holidays.filter((holiday) => holiday.date.startsWith(`${year}-`));
  return holidaysOf(year)
    .filter((computed) => !inYear.some((holiday) => holiday.kind === computed.kind))
    .filter((computed) => !inYear.some((holiday) => holiday.date === computed.date))
    .map((computed) => ({
      id: idOf(computed.kind),
      date: computed.date,
      kind: computed.kind,
      name: HOLIDAY_NAMES[computed.kind].nl,
    }));
}

const yearOf = (state: DemoState, year: number) =>
  state.nationalHolidays.filter((holiday) => holiday.date.startsWith(`${year}-`)).sort(byDate);

/**
 * Writing national holidays (manage_national_holidays): a year's Dutch holidays in one call, then
 * single days moved, renamed or removed. Reading goes through GET v3/agenda/schedules/all.
 */
export function holidayRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  routes.post(`${BASE}/year`, async (c) => {
    const access = permitted(c, MAY.manageHolidays);
    if ('refusal' in access) return access.refusal;
    const body = await readJson(c);
    const year = body['year'];
    const errors = new FieldErrors(c);
    if (year === undefined || year === null || year === '') errors.verdicts({ year: 'required' });
    else if (
      typeof year !== 'number' ||
      !Number.isInteger(year) ||
      year < HOLIDAY_YEARS.min ||
      year > HOLIDAY_YEARS.max
    )
      errors.refuse('year', 'fieldBetween', {
        field: say('field.year', languageFor(c)),
        min: HOLIDAY_YEARS.min,
        max: HOLIDAY_YEARS.max,
      });
    if (errors.any || typeof year !== 'number') return errors.answer();
    const added = missingHolidays(store.state.nationalHolidays, year);
    if (added.length > 0) {
      store.change((state) => {
        for (const holiday of added) {
          state.nationalHolidays.push(holiday);
          audit(
            kit,
            state,
            access.user,
            { type: 'national_holiday', id: holiday.id, label: `${holiday.name} ${holiday.date}` },
            'created',
            null,
            flatAuditRecord(holiday),
          );
        }
      });
    }
    return c.json(
      { data: { added: added.length, holidays: yearOf(store.state, year).map(holidayJson) } },
      added.length > 0 ? 201 : 200,
    );
  });

  routes.patch(`${BASE}/:id`, async (c) => {
    const access = permitted(c, MAY.manageHolidays);
    if ('refusal' in access) return access.refusal;
    const holiday = store.state.nationalHolidays.find((candidate) => candidate.id === c.req.param('id'));
    if (!holiday) return notFound(c);
    const body = { ...holidayJson(holiday), ...(await readJson(c)) };
    const errors = new FieldErrors(c).verdicts(holidayVerdicts(body));
    const date = String(body['date']);
    if (
      !errors.errors['date'] &&
      store.state.nationalHolidays.some((other) => other.id !== holiday.id && other.date === date)
    )
      errors.refuse('date', 'holidayDateTaken', { date: readableDate(date, languageFor(c)) });
    if (errors.any) return errors.answer();
    const after: StoredHoliday = { ...holiday, date, name: String(body['name']).trim() };
    store.change((state) => {
      const before = flatAuditRecord({ ...holiday });
      Object.assign(holiday, after);
      audit(
        kit,
        state,
        access.user,
        { type: 'national_holiday', id: holiday.id, label: `${after.name} ${after.date}` },
        'updated',
        before,
        flatAuditRecord(after),
      );
    });
    return c.json({ data: holidayJson(holiday) });
  });

  routes.delete(`${BASE}/:id`, (c) => {
    const access = permitted(c, MAY.manageHolidays);
    if ('refusal' in access) return access.refusal;
    const holiday = store.state.nationalHolidays.find((candidate) => candidate.id === c.req.param('id'));
    if (!holiday) return notFound(c);
    store.change((state) => {
      state.nationalHolidays = state.nationalHolidays.filter((candidate) => candidate.id !== holiday.id);
      audit(
        kit,
        state,
        access.user,
        { type: 'national_holiday', id: holiday.id, label: `${holiday.name} ${holiday.date}` },
        'deleted',
        flatAuditRecord(holiday),
        null,
      );
    });
    return c.body(null, 204);
  });

  return routes;
}
