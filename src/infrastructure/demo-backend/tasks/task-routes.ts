import { Hono } from 'hono';
import { titleIn, typedTitle } from '../../../domain/tasks/task-title';
import { DOSSIER_TYPE_CODES } from '../../dossiers/dossier-schemas';
import type { DemoEmployee, DemoEmployer, DemoUser } from '../access/seed';
import { EMPLOYERS, employeeName } from '../access/seed';
import { employeeOf, employerOf, userOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import { EARLIEST_DATE, isPlausibleDate, LATEST_DATE } from '../locations/field-rules';
import {
  addDays,
  amsterdamDate,
  dayNumber,
  isIsoDate,
  isoMoment,
  mondayOf,
} from '../platform/amsterdam-time';
import type { ListRequest, ListSpec, SortField } from '../platform/list-kit';
import { filterSet, fold, pageOf, Problems, readList, searchText, sortRows } from '../platform/list-kit';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { languageFor, readJson, refuse, refuseFields } from '../platform/route-kit';
import type { ServerMessage } from '../platform/server-messages';
import { say } from '../platform/server-messages';
import { caseAccess, taskJson } from './case-kit';
import type { CaseViewer } from './case-scope';
import { assignableUsers, canSee, colleaguesFor } from './case-scope';
import type { StoredDossier, StoredTask, TaskStatus } from './case-seed';
import { FREE_TASKS } from './case-seed';
import { auditTask, taskAuditRecord } from './task-audit';

const BASE = '/api/external/v2/dossier';
/** The dates a task may be due on, for the refusal's message. */
const DATE_RANGE = { from: EARLIEST_DATE, until: LATEST_DATE };
export const TASK_STATUSES: readonly TaskStatus[] = ['open', 'completed', 'cancelled'];
export const MAX_TITLE_LENGTH = 200;

/** The list's query, as dossier-schemas.ts documents it; the count takes the same. */
export const TASK_LIST: ListSpec = {
  filters: ['status', 'dueFrom', 'dueTo', 'assignedUser', 'dossierType', 'employer', 'search'],
  sorts: ['title', 'dueDate', 'status', 'dossierType', 'employer', 'assignedUser', 'createdAt'],
  includes: ['dossier', 'assignedUser'],
};

export interface TaskRow {
  readonly task: StoredTask;
  readonly dossier: StoredDossier;
  readonly employee: DemoEmployee;
  readonly employer: DemoEmployer;
  readonly assignee: DemoUser | null;
}

/** The list's sort fields; titles sort in the caller's language. */
const taskSorts = (language: string): Readonly<Record<string, SortField<TaskRow>>> => ({
  title: { value: (row) => titleIn(row.task.title, language), text: true },
  dueDate: { value: (row) => row.task.dueDate },
  status: { value: (row) => row.task.status },
  dossierType: { value: (row) => row.dossier.type },
  employer: { value: (row) => row.employer.name, text: true },
  assignedUser: { value: (row) => row.assignee?.displayName ?? null, text: true },
  createdAt: { value: (row) => row.task.createdAt },
});

const foldedNames = new Map<string, string>();
const foldedName = (employee: DemoEmployee): string => {
  let name = foldedNames.get(employee.id);
  if (name === undefined) {
    name = fold(employeeName(employee));
    foldedNames.set(employee.id, name);
  }
  return name;
};

/** Every task of a dossier the viewer may see, joined with what lists show and sort on. */
function visibleRows(state: DemoState, viewer: CaseViewer): TaskRow[] {
  const dossiers = new Map<
    string,
    { dossier: StoredDossier; employee: DemoEmployee; employer: DemoEmployer }
  >();
  for (const dossier of state.dossiers) {
    if (!canSee(viewer, dossier)) continue;
    const employee = employeeOf(dossier.employeeId);
    dossiers.set(dossier.id, { dossier, employee, employer: employerOf(employee.employerId) });
  }
  const rows: TaskRow[] = [];
  for (const task of state.tasks) {
    const found = dossiers.get(task.dossierId);
    if (found) rows.push({ task, ...found, assignee: userOf(task.assigneeId) });
  }
  return rows;
}

/** The filters of the list and the count; a bad value is a problem under its parameter's name. */
export function taskFilter(
  list: ListRequest,
  viewer: CaseViewer,
  problems: Problems,
): (row: TaskRow) => boolean {
  const tests: ((row: TaskRow) => boolean)[] = [];
  const statuses = filterSet(list, 'status', TASK_STATUSES, problems);
  if (statuses) tests.push((row) => statuses.has(row.task.status));
  for (const [name, keep] of [
    ['dueFrom', (due: string, bound: string) => due >= bound],
    ['dueTo', (due: string, bound: string) => due <= bound],
  ] as const) {
    const bound = list.filter[name];
    if (bound === undefined) continue;
    if (isIsoDate(bound)) tests.push((row) => keep(row.task.dueDate, bound));
    else problems.add(`filter[${name}]`, 'invalidDate');
  }
  const assignees = list.filter['assignedUser'];
  if (assignees !== undefined) {
    const wanted = new Set<string | null>();
    for (const value of assignees.split(',').map((part) => part.trim())) {
      if (value === 'me') wanted.add(viewer.user.id);
      else if (value === 'unassigned') wanted.add(null);
      else if (userOf(value)) wanted.add(value);
      else problems.add('filter[assignedUser]', 'invalidFilter', { value });
    }
    tests.push((row) => wanted.has(row.task.assigneeId));
  }
  const types = filterSet(list, 'dossierType', DOSSIER_TYPE_CODES, problems);
  if (types) tests.push((row) => types.has(row.dossier.type));
  const employers = filterSet(
    list,
    'employer',
    EMPLOYERS.map((employer) => employer.id),
    problems,
  );
  if (employers) tests.push((row) => employers.has(row.employer.id));
  const search = searchText(list);
  if (search) {
    tests.push(
      (row) =>
        fold(row.task.title.nl).includes(search) ||
        fold(row.task.title.en).includes(search) ||
        foldedName(row.employee).includes(search),
    );
  }
  return (row) => tests.every((test) => test(row));
}

type Action = 'complete' | 're-open' | 'cancel' | 'postpone' | 'allocate';

/** Spec section 4: which status each action starts from. */
const ALLOWED_FROM: Readonly<Record<Action, readonly TaskStatus[]>> = {
  complete: ['open'],
  're-open': ['completed', 'cancelled'],
  cancel: ['open'],
  postpone: ['open'],
  allocate: ['open'],
};

const REFUSED_BECAUSE: Readonly<Record<TaskStatus, ServerMessage>> = {
  open: 'taskAlreadyOpen',
  completed: 'taskCompleted',
  cancelled: 'taskCancelled',
};

/** Ids arrive as strings or numbers; anything else counts as missing. */
const idFrom = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : null;

/**
 * The dossier tasks (spec section 7, "Dossiers and tasks"): the list and its counts for the dashboard,
 * the five actions of the task state machine, who a task may go to, new tasks, and the free-task
 * templates. Professionals act on every task in their scope; employer users only read their own.
 */
export function taskRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();

  const today = () => amsterdamDate(now());
  const findTask = (viewer: CaseViewer, id: string) => {
    const task = store.state.tasks.find((candidate) => candidate.id === id);
    const dossier = task && store.state.dossiers.find((candidate) => candidate.id === task.dossierId);
    return task && dossier && canSee(viewer, dossier) ? { task, dossier } : null;
  };
  /** Professionals only: employers and everyone else get 403, a missing session 401. */
  const actor = (c: Ctx): { viewer: CaseViewer } | { refusal: Response } => {
    const access = caseAccess(c);
    if ('viewer' in access && access.viewer.kind !== 'professional') {
      return { refusal: refuse(c, 403, 'forbidden', { code: 'forbidden' }) };
    }
    return access;
  };

  routes.get(`${BASE}/dossier-tasks`, (c) => {
    const access = caseAccess(c);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const list = readList(c, TASK_LIST, problems);
    const keep = taskFilter(list, access.viewer, problems);
    if (problems.any) return refuseFields(c, problems.errors);
    const rows = visibleRows(store.state, access.viewer).filter(keep);
    const sorted = sortRows(
      rows,
      list.sort.length > 0 ? list.sort : [{ field: 'dueDate', direction: 'asc' }],
      taskSorts(languageFor(c)),
      (row) => Number(row.task.id),
    );
    return c.json(pageOf(sorted, list, (row) => taskJson(row.task, row.dossier)));
  });

  routes.get(`${BASE}/dossier-task-count`, (c) => {
    const access = caseAccess(c);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const list = readList(c, TASK_LIST, problems);
    const keep = taskFilter(list, access.viewer, problems);
    if (problems.any) return refuseFields(c, problems.errors);
    const day = today();
    const monday = mondayOf(day);
    const sunday = addDays(monday, 6);
    const first = dayNumber(monday);
    const counts = { total: 0, open: 0, overdue: 0, dueToday: 0, dueThisWeek: 0 };
    const perWeek = Array.from({ length: 8 }, (_, week) => ({
      weekStart: addDays(monday, week * 7),
      open: 0,
    }));
    for (const row of visibleRows(store.state, access.viewer)) {
      if (!keep(row)) continue;
      counts.total += 1;
      if (row.task.status !== 'open') continue;
      const due = row.task.dueDate;
      counts.open += 1;
      if (due < day) counts.overdue += 1;
      if (due === day) counts.dueToday += 1;
      if (due >= day && due <= sunday) counts.dueThisWeek += 1;
      const week = perWeek[Math.floor((dayNumber(due) - first) / 7)];
      if (week) week.open += 1;
    }
    return c.json({ data: { ...counts, perWeek } });
  });

  const act = (action: Action) => async (c: Ctx) => {
    const access = actor(c);
    if ('refusal' in access) return access.refusal;
    const body = await readJson(c);
    const id = idFrom(body.id);
    if (!id) return refuseFields(c, { id: [say('required', languageFor(c))] });
    const found = findTask(access.viewer, id);
    if (!found) return refuse(c, 404, 'notFound', { code: 'not_found' });
    const { task, dossier } = found;
    if (!ALLOWED_FROM[action].includes(task.status)) {
      return refuse(c, 422, REFUSED_BECAUSE[task.status], { code: 'transition_refused' });
    }
    let apply: (stored: StoredTask) => void;
    switch (action) {
      case 'complete':
        apply = (stored) => {
          stored.status = 'completed';
          stored.completedAt = isoMoment(now());
        };
        break;
      case 're-open':
        apply = (stored) => {
          stored.status = 'open';
          stored.completedAt = null;
        };
        break;
      case 'cancel':
        apply = (stored) => {
          stored.status = 'cancelled';
          stored.completedAt = null;
        };
        break;
      case 'postpone': {
        const newDate = body.newDate;
        if (!isIsoDate(newDate)) return refuseFields(c, { newDate: [say('invalidDate', languageFor(c))] });
        if (!isPlausibleDate(newDate)) {
          return refuseFields(c, { newDate: [say('dateOutOfRange', languageFor(c), DATE_RANGE)] });
        }
        if (newDate < today()) {
          const message = say('dateInPast', languageFor(c));
          return refuse(c, 422, 'dateInPast', { code: 'date_in_past', errors: { newDate: [message] } });
        }
        apply = (stored) => (stored.dueDate = newDate);
        break;
      }
      case 'allocate': {
        const userId = idFrom(body.assignedUser);
        if (!userId) return refuseFields(c, { assignedUser: [say('required', languageFor(c))] });
        if (!assignableUsers(dossier.type).some((user) => user.id === userId)) {
          const message = say('userNotAuthorized', languageFor(c));
          return refuse(c, 422, 'userNotAuthorized', {
            code: 'user_not_authorized',
            errors: { assignedUser: [message] },
          });
        }
        apply = (stored) => (stored.assigneeId = userId);
        break;
      }
    }
    store.change((state) => {
      const before = taskAuditRecord(task, dossier);
      apply(task);
      auditTask(kit, state, access.viewer.user, dossier, task, 'updated', before);
    });
    return c.json({ data: taskJson(task, dossier) });
  };
  for (const action of Object.keys(ALLOWED_FROM) as Action[]) {
    routes.post(`${BASE}/dossier-task/${action}`, act(action));
  }

  routes.get(`${BASE}/dossier-task/:id/assign-authorizations`, (c) => {
    const access = actor(c);
    if ('refusal' in access) return access.refusal;
    const found = findTask(access.viewer, c.req.param('id'));
    if (!found) return refuse(c, 404, 'notFound', { code: 'not_found' });
    return c.json({ data: colleaguesFor(found.dossier.type) });
  });

  // Who a new task on a dossier may go to: the same rule as for its tasks, asked by the dossier.
  routes.get(`${BASE}/dossier-task/assign-authorizations`, (c) => {
    const access = actor(c);
    if ('refusal' in access) return access.refusal;
    const dossierId = c.req.query('dossier') ?? '';
    const dossier = store.state.dossiers.find(
      (candidate) => candidate.id === dossierId && canSee(access.viewer, candidate),
    );
    if (!dossierId) return refuseFields(c, { dossier: [say('required', languageFor(c))] });
    if (!dossier) return refuse(c, 404, 'notFound', { code: 'not_found' });
    return c.json({ data: colleaguesFor(dossier.type) });
  });

  // A new open task on an open dossier in the caller's scope; every field's problem is reported at once.
  routes.post(`${BASE}/dossier-task`, async (c) => {
    const access = actor(c);
    if ('refusal' in access) return access.refusal;
    const body = await readJson(c);
    const problems = new Problems(c);
    const dossierId = idFrom(body.dossierId);
    const dossier = dossierId
      ? store.state.dossiers.find(
          (candidate) => candidate.id === dossierId && canSee(access.viewer, candidate),
        )
      : undefined;
    if (!dossierId) problems.add('dossierId', 'required');
    else if (!dossier) problems.add('dossierId', 'unknownDossier');
    else if (dossier.status !== 'open') problems.add('dossierId', 'dossierClosed');
    const title = typeof body.title === 'string' ? body.title.trim() : '';
    if (title.length === 0 || title.length > MAX_TITLE_LENGTH) {
      problems.add('title', 'titleLength', { max: MAX_TITLE_LENGTH });
    }
    const dueDate = body.dueDate;
    if (!isIsoDate(dueDate)) problems.add('dueDate', 'invalidDate');
    else if (!isPlausibleDate(dueDate)) problems.add('dueDate', 'dateOutOfRange', DATE_RANGE);
    else if (dueDate < today()) problems.add('dueDate', 'dateInPast');
    // No assignee (absent, null or empty) leaves the task unassigned.
    const given = body.assignedUser;
    const unassigned = given === undefined || given === null || given === '';
    const assigneeId = unassigned ? null : idFrom(given);
    const refused =
      dossier !== undefined && !assignableUsers(dossier.type).some((user) => user.id === assigneeId);
    if (!unassigned && (assigneeId === null || refused)) {
      problems.add('assignedUser', 'userNotAuthorized');
    }
    if (problems.any || !dossier || !isIsoDate(dueDate)) return refuseFields(c, problems.errors);
    // A template picked by its name (in either language) gives the task both its names; a title of
    // the user's own is the same in both languages.
    const templateId = idFrom(body.templateId);
    const template = FREE_TASKS.find(
      (candidate) => candidate.id === templateId && [candidate.title.nl, candidate.title.en].includes(title),
    );
    const task = store.change((state) => {
      const created: StoredTask = {
        id: String(state.nextTaskId),
        dossierId: dossier.id,
        title: template ? { ...template.title } : typedTitle(title),
        status: 'open',
        dueDate,
        completedAt: null,
        assigneeId,
        createdAt: isoMoment(now()),
      };
      state.nextTaskId += 1;
      state.tasks.push(created);
      auditTask(kit, state, access.viewer.user, dossier, created, 'created', null);
      return created;
    });
    return c.json({ data: taskJson(task, dossier) }, 201);
  });

  routes.get('/api/external/v2/free-tasks', (c) => {
    const access = actor(c);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const list = readList(c, { filters: [], sorts: ['title'] }, problems);
    if (problems.any) return refuseFields(c, problems.errors);
    const sorted = sortRows(
      FREE_TASKS,
      list.sort.length > 0 ? list.sort : [{ field: 'title', direction: 'asc' }],
      { title: { value: (template) => titleIn(template.title, languageFor(c)), text: true } },
      (template) => Number(template.id),
    );
    return c.json({
      data: pageOf(sorted, list, (template) => ({ id: template.id, title: { ...template.title } })).data,
    });
  });

  return routes;
}
