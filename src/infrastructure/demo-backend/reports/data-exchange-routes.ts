import { Hono } from 'hono';
import type { DemoUser } from '../access/seed';
import { EMPLOYERS } from '../access/seed';
import { signedInUser } from '../access/session-kit';
import { permissionsOf } from '../access/users';
import { attachment } from '../dossiers/document-routes';
import { amsterdamDate, dayNumber, isIsoDate } from '../platform/amsterdam-time';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { languageFor, refuse, refuseFields } from '../platform/route-kit';
import { say } from '../platform/server-messages';
import type { ExportKind, ExportPeriod } from './data-exchange-tables';
import {
  csvText,
  EXPORT_KINDS,
  exportTable,
  KINDS_WITH_PERIOD,
  MAX_EXPORT_PERIOD_DAYS,
} from './data-exchange-tables';
import { sayReport } from './report-messages';

const EXPORT = '/api/external/data-exchange/:employerId/:kind/export';

const forbidden = (c: Ctx) => refuse(c, 403, 'forbidden', { code: 'forbidden' });
const notFound = (c: Ctx) => refuse(c, 404, 'notFound', { code: 'not_found' });

/**
 * Whose data the caller may export: an employer user its own employer's, with its dashboard or its
 * employee list; an internal or external user with the employee list (`view_employee_list`) every
 * employer's (null); anyone else nobody's.
 */
function exportScopeOf(user: DemoUser): { readonly employerId: string | null } | 'none' {
  const permissions = permissionsOf(user);
  if (user.userTypeId === 3) {
    const allowed =
      permissions.has('employer_view_dashboard') || permissions.has('employer_view_employee_list');
    return user.employerId && allowed ? { employerId: user.employerId } : 'none';
  }
  const staff = user.userTypeId === 1 || user.userTypeId === 2;
  return staff && permissions.has('view_employee_list') ? { employerId: null } : 'none';
}

/** The period of filter[from] and filter[to], or the field messages that refuse it. */
function periodOf(c: Ctx): { period: ExportPeriod } | { errors: Record<string, string[]> } {
  const params = new URL(c.req.url).searchParams;
  const errors: Record<string, string[]> = {};
  const from = params.get('filter[from]') ?? '';
  const to = params.get('filter[to]') ?? '';
  for (const [name, value] of [
    ['filter[from]', from],
    ['filter[to]', to],
  ] as const) {
    if (value === '') errors[name] = [say('required', languageFor(c))];
    else if (!isIsoDate(value)) errors[name] = [say('invalidDate', languageFor(c))];
  }
  if (Object.keys(errors).length > 0) return { errors };
  if (to < from) return { errors: { 'filter[to]': [sayReport(c, 'toBeforeFrom')] } };
  if (dayNumber(to) - dayNumber(from) + 1 > MAX_EXPORT_PERIOD_DAYS)
    return { errors: { 'filter[to]': [sayReport(c, 'periodTooLong', { days: MAX_EXPORT_PERIOD_DAYS })] } };
  return { period: { from, to } };
}

const isKind = (kind: string): kind is ExportKind => (EXPORT_KINDS as readonly string[]).includes(kind);

/**
 * The data-exchange export (spec section 7: GET data-exchange/{a}/{b}/export), {a} the employer and
 * {b} the kind: a CSV file of the employer's absences, employees with their employments, or
 * appointments, never medical content (data-exchange-tables.ts). The contract is in the portal's
 * report-schemas.ts.
 */
export function dataExchangeRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();

  routes.get(EXPORT, (c) => {
    const user = signedInUser(c);
    if (!user) return refuse(c, 401, 'unauthenticated');
    const scope = exportScopeOf(user);
    if (scope === 'none') return forbidden(c);
    const employer = EMPLOYERS.find((candidate) => candidate.id === c.req.param('employerId'));
    if (!employer) return notFound(c);
    if (scope.employerId !== null && scope.employerId !== employer.id) return forbidden(c);
    const kind = c.req.param('kind');
    if (!isKind(kind)) return notFound(c);
    let period: ExportPeriod | null = null;
    if (KINDS_WITH_PERIOD.has(kind)) {
      const asked = periodOf(c);
      if ('errors' in asked) return refuseFields(c, asked.errors);
      period = asked.period;
    }
    const table = exportTable(store.state, employer.id, kind, period, languageFor(c));
    const fileName = period
      ? `${kind}-${period.from}-${period.to}.csv`
      : `${kind}-${amsterdamDate(now())}.csv`;
    // Its length goes with it, so the portal can show how much of the file has come.
    const bytes = new TextEncoder().encode(csvText(table));
    return c.body(bytes, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': attachment(fileName),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return routes;
}
