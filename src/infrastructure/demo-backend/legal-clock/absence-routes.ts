import { Hono } from 'hono';
import type { DemoEmployee } from '../access/seed';
import { employeeName } from '../access/seed';
import { employerOf, permissionsOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import { amsterdamDate, isoMoment } from '../platform/amsterdam-time';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { readJson, refuse, refuseFields } from '../platform/route-kit';
import { signedInUser } from '../access/session-kit';
import { employeeInReach, forbidden, V2 } from '../people/people-kit';
import type { PeopleViewer } from '../people/people-scope';
import { ABSENCE_TYPES, newestFirst } from '../people/people-scope';
import { PeopleIndex } from '../people/people-json';
import { caseViewerOf, PROFESSIONALS } from '../tasks/case-scope';
import type { StoredDossier } from '../tasks/case-seed';
import { sayAbsence } from './absence-messages';
import type { AbsenceVerdict } from './absence-rules';
import { continuesCase, recoveryVerdicts, sickReportVerdicts } from './absence-rules';

const nextId = (ids: readonly string[]): string =>
  String(ids.reduce((highest, id) => Math.max(highest, Number(id) || 0), 0) + 1);

/** The employee's cases of the absence group, oldest first. */
const absenceCasesOf = (state: DemoState, employeeId: string): StoredDossier[] =>
  state.dossiers
    .filter((dossier) => dossier.employeeId === employeeId && ABSENCE_TYPES.has(dossier.type))
    .sort((a, b) => -newestFirst(a, b));

const spellsOf = (cases: readonly StoredDossier[]) =>
  cases.flatMap((dossier) => dossier.spells).sort((a, b) => (a.firstSickDay < b.firstSickDay ? -1 : 1));

/**
 * The Poortwachter step each task of a case stands for, by its Dutch title (tasks/case-seed.ts): a
 * completed task is the step done on the day it was completed.
 */
const STEP_OF_TASK: Readonly<Record<string, string>> = {
  'Ziekmelding verwerken': 'sick-report',
  'Probleemanalyse opstellen': 'problem-analysis',
  'Plan van aanpak opstellen': 'action-plan',
  '42e-weeksmelding UWV doen': 'week-42-notification',
  Eerstejaarsevaluatie: 'first-year-evaluation',
  'Actueel oordeel bedrijfsarts opstellen': 'current-assessment',
  Eindevaluatie: 'final-evaluation',
  'WIA-aanvraag voorbereiden': 'wia-application',
};
const EVALUATION_TASKS = new Set(['Evaluatie plan van aanpak', 'Bijstelling plan van aanpak']);
/** The step a document of the dossier's poortwachter types stands for (dossiers/dossier-file-seed.ts). */
const STEP_OF_DOCUMENT_TYPE: Readonly<Record<string, string>> = {
  '1': 'problem-analysis',
  '2': 'action-plan',
  '4': 'first-year-evaluation',
  '7': 'final-evaluation',
};
const EVALUATION_DOCUMENT_TYPE = '3';
/** The step a UWV message stands for once UWV accepted it; a rejected one leaves its step undone. */
const STEP_OF_UWV_KIND: Readonly<Record<string, string>> = {
  sick_report: 'sick-report',
  week_42_report: 'week-42-notification',
  wia_application: 'wia-application',
};

/**
 * When the steps of a case were done, as the dossier shows it: the document of the step's type, the
 * UWV message UWV accepted, the step's task completed, the report that opened the case; the earliest counts.
 */
function stepsDoneOf(state: DemoState, dossier: StoredDossier | null) {
  const steps: Record<string, string> = {};
  const evaluations: string[] = [];
  if (!dossier) return { steps, evaluations };
  const mark = (step: string | undefined, on: string) => {
    if (step && (!steps[step] || on < (steps[step] ?? ''))) steps[step] = on;
  };
  // The case was opened from the employer's report: on the day a report here made it, else its first day.
  const reported = state.sickReports.find((report) => report.dossierId === dossier.id);
  mark('sick-report', reported ? amsterdamDate(Date.parse(reported.reportedAt)) : dossier.startDate);
  for (const task of state.tasks) {
    if (task.dossierId !== dossier.id || task.status !== 'completed' || !task.completedAt) continue;
    const on = amsterdamDate(Date.parse(task.completedAt));
    if (EVALUATION_TASKS.has(task.title.nl)) evaluations.push(on);
    mark(STEP_OF_TASK[task.title.nl], on);
  }
  for (const document of state.dossierDocuments) {
    if (document.dossierId !== dossier.id) continue;
    const on = amsterdamDate(Date.parse(document.uploadedAt));
    if (document.documentTypeId === EVALUATION_DOCUMENT_TYPE) evaluations.push(on);
    mark(STEP_OF_DOCUMENT_TYPE[document.documentTypeId], on);
  }
  for (const message of state.uwvMessages)
    if (message.dossierId === dossier.id && message.status === 'accepted')
      mark(STEP_OF_UWV_KIND[message.kind], message.sentOn);
  return { steps, evaluations: [...new Set(evaluations)].sort() };
}

/** The absence answer (absence-schemas.ts, EmployeeAbsenceSchema): days only, nothing medical. */
function absenceJson(state: DemoState, viewer: PeopleViewer, employee: DemoEmployee) {
  const cases = absenceCasesOf(state, employee.id);
  const open = cases.find((dossier) => dossier.status === 'open') ?? null;
  const visible = new PeopleIndex(state).visibleDossiersOf(viewer, employee);
  const resumption = open
    ? (state.resumptions.filter((entry) => entry.dossierId === open.id).at(-1) ?? null)
    : null;
  return {
    employeeId: employee.id,
    employeeName: employeeName(employee),
    employerName: employerOf(employee.employerId).name,
    openDossierId: open && visible.some((dossier) => dossier.id === open.id) ? open.id : null,
    spells: spellsOf(cases),
    resumption: resumption ? { from: resumption.from, percentage: resumption.percentage } : null,
    stepsDone: stepsDoneOf(state, open ?? cases.at(-1) ?? null),
  };
}

/**
 * Who may read an employee's absence and report it: the employer, for its own people
 * (`employer_view_employee_list`), and the service's case workers on its behalf (`view_tasks`); a
 * planner who only books may not. The same rule as the page's (legal-clock-routes.ts).
 */
function reporter(c: Ctx, employeeId: string) {
  const user = signedInUser(c);
  if (!user) return { refusal: refuse(c, 401, 'unauthenticated') };
  const employerUser = user.userTypeId === 3;
  const permissions = permissionsOf(user);
  const allowed = employerUser
    ? user.employerId !== null && permissions.has('employer_view_employee_list')
    : permissions.has('view_tasks');
  if (!allowed) return { refusal: forbidden(c) };
  const viewer: PeopleViewer = {
    user,
    employerId: employerUser ? user.employerId : null,
    opensEmployees: true,
    cases: caseViewerOf(user),
  };
  const found = employeeInReach(c, viewer, employeeId);
  if ('refusal' in found) return found;
  return { viewer, employee: found.employee };
}

const refuseVerdicts = (c: Ctx, verdicts: Record<string, AbsenceVerdict>) =>
  refuseFields(
    c,
    Object.fromEntries(
      Object.entries(verdicts).map(([key, verdict]) => [key, [sayAbsence(c, verdict, key)]]),
    ),
  );

/**
 * The employee's absence, the sick report and the recovery report (README, "The absence calls"). A
 * sick report less than 28 days after a recovery continues that case (art. 7:629 lid 10 BW: the
 * dossier reopens with a new spell); a later one opens a new illness case, owned by the case manager
 * of the employee's last case. A full recovery ends the running spell and closes the case; a partial
 * one records the part of the hours worked again and leaves the clock running.
 */
export function absenceRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();

  routes.get(`${V2}/employee/:id/absence`, (c) => {
    const who = reporter(c, c.req.param('id'));
    if ('refusal' in who) return who.refusal;
    return c.json({ data: absenceJson(store.state, who.viewer, who.employee) });
  });

  routes.post(`${V2}/employee/:id/sick-reports`, async (c) => {
    const who = reporter(c, c.req.param('id'));
    if ('refusal' in who) return who.refusal;
    const { viewer, employee } = who;
    const body = await readJson(c);
    const today = amsterdamDate(now());
    const cases = absenceCasesOf(store.state, employee.id);
    const verdicts = sickReportVerdicts(body, today, spellsOf(cases));
    if (Object.keys(verdicts).length > 0) return refuseVerdicts(c, verdicts);
    const day = body['firstSickDay'] as string;
    const made = store.change((state) => {
      const latest = absenceCasesOf(state, employee.id).at(-1) ?? null;
      const continued = continuesCase(latest, day);
      let dossier: StoredDossier;
      if (continued) {
        dossier = continued;
        dossier.status = 'open';
        dossier.endDate = null;
        dossier.spells.push({ firstSickDay: day, recoveredOn: null });
      } else {
        const owner =
          PROFESSIONALS.find((user) => user.id === latest?.ownerId) ??
          PROFESSIONALS.find((user) => user.username === 'casemanager') ??
          viewer.user;
        dossier = {
          id: nextId(state.dossiers.map((existing) => existing.id)),
          type: 'illness',
          employeeId: employee.id,
          status: 'open',
          startDate: day,
          endDate: null,
          spells: [{ firstSickDay: day, recoveredOn: null }],
          ownerId: owner.id,
        };
        state.dossiers.push(dossier);
      }
      const text = (key: string) => {
        const value = body[key];
        return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
      };
      state.sickReports.push({
        id: nextId(state.sickReports.map((report) => report.id)),
        dossierId: dossier.id,
        employeeId: employee.id,
        firstSickDay: day,
        reachablePhone: text('reachablePhone') ?? '',
        reachableAddress: text('reachableAddress'),
        expectedDuration: body['expectedDuration'] as string,
        handover: text('handover'),
        safetyNet: body['safetyNet'] === true,
        workAccident: body['workAccident'] === true,
        thirdPartyLiable: body['thirdPartyLiable'] === true,
        reportedAt: isoMoment(now()),
        reportedById: viewer.user.id,
      });
      return { ...absenceJson(state, viewer, employee), continued: continued !== null };
    });
    return c.json({ data: made }, 201);
  });

  routes.post(`${V2}/employee/:id/recoveries`, async (c) => {
    const who = reporter(c, c.req.param('id'));
    if ('refusal' in who) return who.refusal;
    const { viewer, employee } = who;
    const body = await readJson(c);
    const today = amsterdamDate(now());
    const verdicts = recoveryVerdicts(body, today, spellsOf(absenceCasesOf(store.state, employee.id)));
    if (Object.keys(verdicts).length > 0) return refuseVerdicts(c, verdicts);
    const day = body['recoveredOn'] as string;
    const made = store.change((state) => {
      const open = absenceCasesOf(state, employee.id).find((dossier) => dossier.status === 'open');
      const running = open?.spells.find((spell) => spell.recoveredOn === null);
      if (open && running) {
        if (body['kind'] === 'full') {
          running.recoveredOn = day;
          open.status = 'closed';
          open.endDate = day;
        } else
          state.resumptions.push({ dossierId: open.id, from: day, percentage: body['percentage'] as number });
      }
      return absenceJson(state, viewer, employee);
    });
    return c.json({ data: made });
  });

  return routes;
}
