import type { StoredDossier, StoredTask } from '../../../../src/infrastructure/demo-backend/tasks/case-seed';
import type { DemoState } from '../../../../src/infrastructure/demo-backend/demo-backend';
import type { DemoUser } from '../../../../src/infrastructure/demo-backend/access/seed';
import { EMPLOYEES, EMPLOYERS, USERS } from '../../../../src/infrastructure/demo-backend/access/seed';

/**
 * An independent reading of the demo state: what the task and dossier lists should answer, written
 * plainly from the rules in the brief and the contract, without the backend's own code.
 */

export const MEDICAL_GROUP = [
  'medical',
  'medical_preventive',
  'physiotherapy',
  'psychologist',
  'second_line_care',
];
export const EMPLOYER_TYPES = [
  'illness',
  'absence_dossier',
  'reintegration',
  'wga',
  'pregnancy',
  'frequent_absence',
  'birth_leave',
  'paid_parental_leave',
  'outplacement',
  'spoor_2',
  'spoor_3',
];

export interface ModelRow {
  readonly task: StoredTask;
  readonly dossier: StoredDossier;
  readonly employeeName: string;
  readonly employerId: string;
  readonly employerName: string;
  readonly assignee: DemoUser | null;
}

const employeeOf = (id: string) => {
  const employee = EMPLOYEES.find((candidate) => candidate.id === id);
  if (!employee) throw new Error(`no employee ${id}`);
  return employee;
};

/** Whether this user may see the dossier: medical types for medical internal users, employers their own. */
export function mayView(user: DemoUser, dossier: StoredDossier): boolean {
  const codes = user.roles.flatMap((role) => role.functionalities);
  const medicalType = MEDICAL_GROUP.includes(dossier.type);
  if (codes.includes('view_tasks')) return !medicalType || (user.isMedical && user.userTypeId === 1);
  if (codes.includes('employer_view_dashboard')) {
    return (
      EMPLOYER_TYPES.includes(dossier.type) && employeeOf(dossier.employeeId).employerId === user.employerId
    );
  }
  return false;
}

export function modelRows(state: DemoState, user: DemoUser): ModelRow[] {
  return state.tasks.flatMap((task) => {
    const dossier = state.dossiers.find((candidate) => candidate.id === task.dossierId);
    if (!dossier || !mayView(user, dossier)) return [];
    const employee = employeeOf(dossier.employeeId);
    const employer = EMPLOYERS.find((candidate) => candidate.id === employee.employerId);
    return [
      {
        task,
        dossier,
        employeeName: `${employee.firstName} ${employee.lastName}`,
        employerId: employee.employerId,
        employerName: employer?.name ?? '',
        assignee: USERS.find((candidate) => candidate.id === task.assigneeId) ?? null,
      },
    ];
  });
}

export const plain = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The contract's task filters, each a comma list where the contract allows one. */
export function modelFilter(
  rows: readonly ModelRow[],
  filter: Record<string, string>,
  me: DemoUser,
): ModelRow[] {
  return rows.filter((row) => {
    const listed = (name: string, value: string) => (filter[name] ?? '').split(',').includes(value);
    if (filter['status'] && !listed('status', row.task.status)) return false;
    if (filter['dossierType'] && !listed('dossierType', row.dossier.type)) return false;
    if (filter['employer'] && !listed('employer', row.employerId)) return false;
    if (filter['dueFrom'] && row.task.dueDate < filter['dueFrom']) return false;
    if (filter['dueTo'] && row.task.dueDate > filter['dueTo']) return false;
    if (filter['assignedUser']) {
      const wanted = filter['assignedUser']
        .split(',')
        .map((value) => (value === 'me' ? me.id : value === 'unassigned' ? null : value));
      if (!wanted.includes(row.task.assigneeId)) return false;
    }
    const search = plain(filter['search'] ?? '').trim();
    const inTitle = plain(row.task.title.nl).includes(search) || plain(row.task.title.en).includes(search);
    if (search && !inTitle && !plain(row.employeeName).includes(search)) return false;
    return true;
  });
}

/** The sort fields; a title sorts by its Dutch name, the language the test clients ask in. */
const TASK_FIELDS: Record<string, (row: ModelRow) => string | null> = {
  title: (row) => row.task.title.nl,
  dueDate: (row) => row.task.dueDate,
  status: (row) => row.task.status,
  dossierType: (row) => row.dossier.type,
  employer: (row) => row.employerName,
  assignedUser: (row) => row.assignee?.displayName ?? null,
  createdAt: (row) => row.task.createdAt,
};
const TEXT_FIELDS = ['title', 'employer', 'assignedUser'];

/** `sort` as the query style writes it; ties by id as a number; an empty value last going up. */
export function modelSort(rows: readonly ModelRow[], sort: string): ModelRow[] {
  const keys = sort
    .split(',')
    .filter(Boolean)
    .map((key) => (key.startsWith('-') ? { field: key.slice(1), sign: -1 } : { field: key, sign: 1 }));
  return [...rows].sort((a, b) => {
    for (const { field, sign } of keys) {
      const read = TASK_FIELDS[field];
      if (!read) throw new Error(`no field ${field}`);
      const x = read(a);
      const y = read(b);
      if (x === y) continue;
      if (x === null) return sign;
      if (y === null) return -sign;
      const order = TEXT_FIELDS.includes(field)
        ? x.localeCompare(y, 'nl', { sensitivity: 'base', numeric: true })
        : x < y
          ? -1
          : 1;
      if (order !== 0) return order * sign;
    }
    return Number(a.task.id) - Number(b.task.id);
  });
}
