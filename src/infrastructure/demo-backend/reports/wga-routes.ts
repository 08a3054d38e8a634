import { Hono } from 'hono';
import { employeeName } from '../access/seed';
import { employeeOf, employerOf, userOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import { addDays, amsterdamDate, isIsoDate, isoMoment } from '../platform/amsterdam-time';
import { changesBetween, recordAudit } from '../platform/audit-log';
import { pageOf, Problems, readList, sortRows } from '../platform/list-kit';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { readJson, refuse, refuseFields } from '../platform/route-kit';
import { caseAccess } from '../tasks/case-kit';
import type { CaseViewer } from '../tasks/case-scope';
import type { ReportMessage } from './report-messages';
import { sayReport } from './report-messages';
import type { StoredWgaReport } from './reports-state';

const WGA = '/api/external/v2/dossier/wga';
/** Spec section 3 names the fields dateStart and employmentId; the domain's WGA_MAX_DAYS_AHEAD alike. */
const MAX_DAYS_AHEAD = 365;

const nextId = (ids: readonly string[]): string =>
  String(ids.reduce((highest, id) => Math.max(highest, Number(id) || 0), 0) + 1);

export function wgaReportJson(state: DemoState, report: StoredWgaReport) {
  const employment = state.employments.find((candidate) => candidate.id === report.employmentId);
  const employee = employment ? employeeOf(employment.employeeId) : null;
  return {
    id: report.id,
    employmentId: report.employmentId,
    employeeName: employee ? employeeName(employee) : '',
    employerName: employment ? employerOf(employment.employerId).name : '',
    dateStart: report.dateStart,
    createdAt: report.createdAt,
    createdBy: userOf(report.createdById)?.displayName ?? '',
  };
}

const employerIdOf = (state: DemoState, report: StoredWgaReport): string | null =>
  state.employments.find((employment) => employment.id === report.employmentId)?.employerId ?? null;

const inScope = (viewer: CaseViewer, state: DemoState, report: StoredWgaReport): boolean =>
  viewer.kind === 'professional' || employerIdOf(state, report) === viewer.employerId;

/** An open report of the employment: its WGA dossier has not been closed. */
const openReportOf = (state: DemoState, employmentId: string): StoredWgaReport | null =>
  state.wgaReports.find(
    (report) =>
      report.employmentId === employmentId &&
      state.dossiers.some((dossier) => dossier.id === report.dossierId && dossier.status === 'open'),
  ) ?? null;

/**
 * The WGA reports (spec section 7: POST v2/dossier/wga). Making one is case work: a professional
 * (`view_tasks`) only; it opens a WGA dossier on the employee, owned by whoever made the report, and
 * leaves an audit entry. The list answers the reports in the caller's scope, newest first (an
 * employer user sees its own employer's, as it sees their WGA dossiers).
 */
export function wgaRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();

  routes.get(WGA, (c) => {
    const access = caseAccess(c);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const list = readList(c, { filters: [], sorts: ['createdAt'] }, problems);
    if (problems.any) return refuseFields(c, problems.errors);
    const { state } = store;
    const rows = sortRows(
      state.wgaReports.filter((report) => inScope(access.viewer, state, report)),
      list.sort.length > 0 ? list.sort : [{ field: 'createdAt', direction: 'desc' }],
      { createdAt: { value: (report) => report.createdAt } },
      (report) => -Number(report.id),
    );
    return c.json(pageOf(rows, list, (report) => wgaReportJson(state, report)));
  });

  routes.post(WGA, async (c) => {
    const access = caseAccess(c);
    if ('refusal' in access) return access.refusal;
    if (access.viewer.kind !== 'professional') return refuse(c, 403, 'forbidden', { code: 'forbidden' });
    const user = access.viewer.user;
    const body = await readJson(c);
    const errors: Record<string, string[]> = {};
    const add = (field: string, message: string) => (errors[field] ??= []).push(message);
    const report = (field: string, key: ReportMessage, params?: Record<string, string>) =>
      add(field, sayReport(c, key, params));
    const problems = new Problems(c);
    const today = amsterdamDate(now());

    const employmentId = typeof body.employmentId === 'string' ? body.employmentId.trim() : '';
    const employment = store.state.employments.find((candidate) => candidate.id === employmentId);
    if (employmentId === '') problems.add('employmentId', 'required');
    else if (!employment) report('employmentId', 'unknownEmployment');
    else if (employment.endDate !== null && employment.endDate < today)
      report('employmentId', 'employmentEnded');

    const { dateStart } = body;
    if (dateStart === undefined || dateStart === null || dateStart === '')
      problems.add('dateStart', 'required');
    else if (!isIsoDate(dateStart)) problems.add('dateStart', 'invalidDate');
    else if (employment && dateStart < employment.startDate)
      report('dateStart', 'beforeEmployment', { date: employment.startDate });
    else if (dateStart > addDays(today, MAX_DAYS_AHEAD)) report('dateStart', 'tooFarAhead');

    for (const [field, messages] of Object.entries(problems.errors))
      for (const text of messages) add(field, text);
    if (Object.keys(errors).length > 0 || !employment || !isIsoDate(dateStart))
      return refuseFields(c, errors);
    if (openReportOf(store.state, employment.id)) return conflict(c);

    const made = store.change((state) => {
      const dossierId = nextId(state.dossiers.map((dossier) => dossier.id));
      state.dossiers.push({
        id: dossierId,
        type: 'wga',
        employeeId: employment.employeeId,
        status: 'open',
        startDate: dateStart,
        endDate: null,
        spells: [],
        ownerId: user.id,
      });
      const created: StoredWgaReport = {
        id: nextId(state.wgaReports.map((existing) => existing.id)),
        employmentId: employment.id,
        dossierId,
        dateStart,
        createdAt: isoMoment(now()),
        createdById: user.id,
      };
      state.wgaReports.push(created);
      const json = wgaReportJson(state, created);
      recordAudit(state.auditLog, {
        at: new Date(now()).toISOString(),
        userId: user.id,
        userName: user.displayName,
        entityType: 'wga_report',
        entityId: created.id,
        entityLabel: `WGA ${json.employeeName}`,
        action: 'created',
        changes: changesBetween(null, { employmentId: employment.id, dateStart, dossierId }),
      });
      return json;
    });
    return c.json({ data: made }, 201);
  });

  return routes;
}

const conflict = (c: Ctx) => c.json({ message: sayReport(c, 'wgaExists'), code: 'wga_exists' }, 409);
