import { Hono } from 'hono';
import type { DemoEmployee, DemoUser } from '../access/seed';
import { employeeName } from '../access/seed';
import { employerOf, permissionsOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import { amsterdamDate, isoMoment } from '../platform/amsterdam-time';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { readJson, refuse, refuseFields } from '../platform/route-kit';
import { signedInUser } from '../access/session-kit';
import { employeeInReach, forbidden, seededEmployee, V2 } from '../people/people-kit';
import type { PeopleViewer } from '../people/people-scope';
import { ABSENCE_TYPES, newestFirst } from '../people/people-scope';
import { PeopleIndex } from '../people/people-json';
import { canSee, caseViewerOf, PROFESSIONALS } from '../tasks/case-scope';
import type { StoredDossier } from '../tasks/case-seed';
import { sayAbsence } from './absence-messages';
import { completedByOf, stepsDoneOf } from './case-steps';
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
function mayReport(user: DemoUser): boolean {
  const permissions = permissionsOf(user);
  return user.userTypeId === 3
    ? user.employerId !== null && permissions.has('employer_view_employee_list')
    : permissions.has('view_tasks');
}

function reporter(c: Ctx, employeeId: string) {
  const user = signedInUser(c);
  if (!user) return { refusal: refuse(c, 401, 'unauthenticated') };
  const employerUser = user.userTypeId === 3;
  if (!mayReport(user)) return { refusal: forbidden(c) };
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

  // The caller's open cases of the absence group: an employer's employees', a professional's own
  // (filter[owner]=me, the default) or every one they may see (all). Days only, nothing medical.
  routes.get(`${V2}/absence-cases`, (c) => {
    const user = signedInUser(c);
    if (!user) return refuse(c, 401, 'unauthenticated');
    const employerUser = user.userTypeId === 3;
    if (!mayReport(user)) return forbidden(c);
    const owner = c.req.query('filter[owner]') ?? 'me';
    if (owner !== 'me' && owner !== 'all') return refuseVerdicts(c, { 'filter[owner]': 'invalid' });
    const { state } = store;
    const cases = state.dossiers.filter((dossier) => {
      if (dossier.status !== 'open' || !ABSENCE_TYPES.has(dossier.type)) return false;
      const employee = seededEmployee(dossier.employeeId);
      if (!employee) return false;
      if (employerUser) return employee.employerId === user.employerId;
      return owner === 'all' || dossier.ownerId === user.id;
    });
    return c.json({
      data: cases.map((dossier) => {
        const employee = seededEmployee(dossier.employeeId);
        return {
          dossierId: dossier.id,
          employeeId: dossier.employeeId,
          employeeName: employee ? employeeName(employee) : '',
          employerName: employee ? employerOf(employee.employerId).name : '',
          spells: dossier.spells,
          stepsDone: stepsDoneOf(state, dossier),
        };
      }),
    });
  });

  // One case on its legal clock, for whoever may open its dossier and report absence: days, and what
  // completed each step (a document by kind only, never its name). A dossier of another group, or one
  // out of the caller's reach, is not found.
  routes.get(`${V2}/absence-cases/:dossierId`, (c) => {
    const user = signedInUser(c);
    if (!user) return refuse(c, 401, 'unauthenticated');
    if (!mayReport(user)) return forbidden(c);
    const viewer = caseViewerOf(user);
    const { state } = store;
    const dossier = state.dossiers.find((known) => known.id === c.req.param('dossierId'));
    if (!viewer || !dossier || !ABSENCE_TYPES.has(dossier.type) || !canSee(viewer, dossier))
      return refuse(c, 404, 'notFound', { code: 'not_found' });
    return c.json({
      data: {
        dossierId: dossier.id,
        employeeId: dossier.employeeId,
        spells: dossier.spells,
        stepsDone: stepsDoneOf(state, dossier),
        completedBy: completedByOf(state, dossier),
      },
    });
  });

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
