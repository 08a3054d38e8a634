import { EMPLOYEES } from '../access/seed';
import { employeeName } from '../access/seed';
import { roleOf, userOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import type { AuditEntry, AuditValue } from '../platform/audit-log';
import type { ServerLanguage } from '../platform/server-messages';

/**
 * An audit entry as the back office answers it (the contract is src/infrastructure/audit/audit-schemas.ts).
 * The back office sends what only it knows and the portal writes the rest in the reader's words:
 * - the record's name in the request's language, and the day it is about apart from it (an ISO date
 *   the portal writes in its own date format), never a date inside the name;
 * - `names`: the names of the people and records the changes point at by id (a planner, a room, an
 *   employee), so the portal shows a name where the log keeps an id;
 * - the changes themselves as the log keeps them: field codes, ISO moments and dates, status codes.
 * A medical operation is already withheld when the entry is written, so no name here can reveal one.
 */

/** The fields whose values are ids, and where their names come from. */
type NameSource =
  'user' | 'employee' | 'location' | 'room' | 'resource' | 'resourceType' | 'operation' | 'role';
const REFERENCES: Readonly<Record<string, NameSource>> = {
  userId: 'user',
  assignedUser: 'user',
  authorId: 'user',
  employeeId: 'employee',
  locationId: 'location',
  roomId: 'room',
  resourceIds: 'resource',
  resourceTypeIds: 'resourceType',
  resourceTypeId: 'resourceType',
  operationId: 'operation',
  operationIds: 'operation',
  roles: 'role',
};

const EMPLOYEE_NAMES = new Map(EMPLOYEES.map((employee) => [employee.id, employeeName(employee)]));

/** A day at the end of a name as the areas write it ("Kerstmis 2026-12-25", "Spreekuur, 2026-03-02"). */
const TRAILING_DAY = /^(.*?)[\s,]+(\d{4}-\d{2}-\d{2})$/;

/** The record's name without its day, and the day apart. */
export function nameAndDay(label: string): { label: string; day: string | null } {
  const match = TRAILING_DAY.exec(label);
  return match?.[1] && match[2] ? { label: match[1], day: match[2] } : { label, day: null };
}

function nameOf(state: DemoState, source: NameSource, id: string, language: ServerLanguage): string | null {
  switch (source) {
    case 'user':
      return userOf(id)?.displayName ?? null;
    case 'employee':
      return EMPLOYEE_NAMES.get(id) ?? null;
    case 'location':
      return state.locations.find((location) => location.id === id)?.name ?? null;
    case 'room':
      return state.rooms.find((room) => room.id === id)?.name ?? null;
    case 'resource':
      return state.resources.find((resource) => resource.id === id)?.name ?? null;
    case 'resourceType':
      return state.resourceTypes.find((type) => type.id === id)?.name ?? null;
    case 'role': {
      const role = roleOf(Number(id));
      return role ? (language === 'en' ? role.nameEn : role.name) : null;
    }
    case 'operation': {
      const operation = state.operations.find((candidate) => candidate.id === id);
      // Belt and braces: the entry never holds a medical operation's id, and no name would follow it.
      if (!operation || operation.medical) return null;
      return language === 'en' ? operation.nameEn : operation.nameNl;
    }
  }
}

/** How the areas keep a withheld value (a medical operation, a medical document's name). */
const WITHHELD = '(afgeschermd)';

/** A logged value as the contract sends it: a withheld one as the mark, in no language. */
const valueJson = (value: AuditValue) => (value === WITHHELD ? { withheld: true as const } : value);

const idsIn = (value: AuditValue): readonly string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];

/** The names of what the entry's changes point at, by id (by their names now: ids do not change). */
export function namesOf(
  state: DemoState,
  entry: AuditEntry,
  language: ServerLanguage,
): Record<string, string> {
  const names: Record<string, string> = {};
  for (const change of entry.changes) {
    const source = REFERENCES[change.field];
    if (!source) continue;
    for (const id of [...idsIn(change.from), ...idsIn(change.to)]) {
      const name = nameOf(state, source, id, language);
      if (name !== null) names[id] = name;
    }
  }
  return names;
}

/** The entry as the contract's AuditEntrySchema, in the request's language. */
export function auditEntryJson(state: DemoState, key: string, entry: AuditEntry, language: ServerLanguage) {
  const { label, day } = nameAndDay(
    language === 'en' && entry.entityLabelEn ? entry.entityLabelEn : entry.entityLabel,
  );
  return {
    id: key,
    at: entry.at,
    userId: entry.userId,
    userName: entry.userName,
    entityType: entry.entityType,
    entityId: entry.entityId,
    entityLabel: label,
    entityDay: day,
    action: entry.action,
    changes: entry.changes.map((change) => ({
      field: change.field,
      from: valueJson(change.from),
      to: valueJson(change.to),
    })),
    names: namesOf(state, entry, language),
  };
}
