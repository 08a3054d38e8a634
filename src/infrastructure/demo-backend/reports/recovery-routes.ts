import { Hono } from 'hono';
import type { DemoEmployee } from '../access/seed';
import { EMPLOYEES } from '../access/seed';
import { signedInUser } from '../access/session-kit';
import { employerOf, permissionsOf } from '../access/users';
import { amsterdamDate, dayNumber, isIsoDate } from '../platform/amsterdam-time';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { refuse, refuseFields } from '../platform/route-kit';
import { say } from '../platform/server-messages';
import { languageFor } from '../platform/route-kit';
import { PeopleIndex } from '../people/people-json';
import { absenceSpellsOf } from './absence-spells';
import { countGroup, groupFigures } from './recovery-figures';
import type { ReportMessage } from './report-messages';
import { sayReport } from './report-messages';

const RECOVERY = '/api/external/v2/reports/recovery';
const GROUPINGS = ['employer', 'division', 'team'] as const;
type Grouping = (typeof GROUPINGS)[number];
/** The domain's MAX_RECOVERY_PERIOD_DAYS. */
const MAX_PERIOD_DAYS = 3 * 366;

/**
 * Whose absence the caller may count: a professional with the dashboard every employer's; an
 * employer user with its dashboard only its own employer's; anyone else nobody's (null).
 */
function scopeOf(c: Ctx): { employerId: string | null } | { refusal: Response } {
  const user = signedInUser(c);
  if (!user) return { refusal: refuse(c, 401, 'unauthenticated') };
  const permissions = permissionsOf(user);
  if (user.userTypeId === 3) {
    if (user.employerId && permissions.has('employer_view_dashboard')) return { employerId: user.employerId };
  } else if (permissions.has('view_professional_dashboard')) return { employerId: null };
  return { refusal: refuse(c, 403, 'forbidden', { code: 'forbidden' }) };
}

function groupOf(index: PeopleIndex, employee: DemoEmployee, grouping: Grouping) {
  if (grouping === 'employer') {
    const employer = employerOf(employee.employerId);
    return { id: employer.id, name: employer.name };
  }
  const part = grouping === 'division' ? index.divisionOf(employee) : index.teamOf(employee);
  return part ? { id: part.id, name: part.name } : { id: null, name: null };
}

/**
 * The absence and recovery report: aggregates per employer, division or team of the caller's scope,
 * never an employee or a dossier. Designed call (the spec names the screen only):
 * GET v2/reports/recovery?filter[from]&filter[to]&groupBy=employer|division|team.
 */
export function recoveryRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();

  routes.get(RECOVERY, (c) => {
    const scope = scopeOf(c);
    if ('refusal' in scope) return scope.refusal;
    const params = new URL(c.req.url).searchParams;
    const errors: Record<string, string[]> = {};
    const add = (field: string, message: string) => (errors[field] ??= []).push(message);
    const report = (field: string, key: ReportMessage, values?: Record<string, number>) =>
      add(field, sayReport(c, key, values));
    const from = params.get('filter[from]') ?? '';
    const to = params.get('filter[to]') ?? '';
    for (const [name, value] of [
      ['filter[from]', from],
      ['filter[to]', to],
    ] as const) {
      if (value === '') add(name, say('required', languageFor(c)));
      else if (!isIsoDate(value)) add(name, say('invalidDate', languageFor(c)));
    }
    const grouping = params.get('groupBy') ?? 'employer';
    if (!(GROUPINGS as readonly string[]).includes(grouping)) report('groupBy', 'invalidGrouping');
    if (isIsoDate(from) && isIsoDate(to)) {
      if (to < from) report('filter[to]', 'toBeforeFrom');
      else if (to > amsterdamDate(now())) report('filter[to]', 'toInFuture');
      else if (dayNumber(to) - dayNumber(from) + 1 > MAX_PERIOD_DAYS)
        report('filter[to]', 'periodTooLong', { days: MAX_PERIOD_DAYS });
    }
    if (Object.keys(errors).length > 0) return refuseFields(c, errors);

    const { state } = store;
    const index = new PeopleIndex(state);
    const employees = EMPLOYEES.filter(
      (employee) => scope.employerId === null || employee.employerId === scope.employerId,
    );
    const groups = new Map<string, { id: string | null; name: string | null; members: Set<string> }>();
    for (const employee of employees) {
      const group = groupOf(index, employee, grouping as Grouping);
      const key = group.id ?? '';
      const entry = groups.get(key) ?? { ...group, members: new Set<string>() };
      entry.members.add(employee.id);
      groups.set(key, entry);
    }
    const spells = absenceSpellsOf(state);
    const data = [...groups.values()]
      .sort((a, b) => (a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name, 'nl')))
      .map((group) => {
        const counts = countGroup(
          group.members.size,
          spells.filter((spell) => group.members.has(spell.employeeId)),
          from,
          to,
        );
        return { id: group.id, name: group.name, counts, figures: groupFigures(counts) };
      });
    return c.json({ data: { from, to, groupBy: grouping, groups: data } });
  });

  return routes;
}
