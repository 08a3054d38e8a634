import { Hono } from 'hono';
import { permissionsOf } from '../access/users';
import { signedInUser } from '../access/session-kit';
import type { DemoState } from '../demo-backend';
import { amsterdamDate, isIsoDate } from '../platform/amsterdam-time';
import type { AuditEntry } from '../platform/audit-log';
import { AUDIT_ACTIONS } from '../platform/audit-log';
import type { ListSpec, SortField } from '../platform/list-kit';
import { filterSet, pageOf, Problems, readList, sortRows } from '../platform/list-kit';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { languageFor, refuse, refuseFields } from '../platform/route-kit';
import { auditEntryJson } from './audit-answer';

export const AUDIT_LOG_PATH = '/api/external/v2/audit-log';

export const AUDIT_LOG_LIST: ListSpec = {
  filters: ['user', 'entityType', 'action', 'from', 'to'],
  sorts: ['at'],
};

/** An entry with the id it has in the merged log: the areas' writes `w<n>`, sign-ins and history `a<n>`. */
interface LoggedEntry {
  readonly key: string;
  readonly position: number;
  readonly entry: AuditEntry;
}

const SORTS: Readonly<Record<string, SortField<LoggedEntry>>> = {
  at: { value: (row) => row.entry.at },
};

/** The areas' writes and the sign-ins (and seeded history) as one log, oldest first. */
function mergedLog(state: DemoState): LoggedEntry[] {
  const writes = state.auditLog.map((entry) => ({ key: `w${entry.id}`, entry }));
  const access = state.accessLog.map((entry) => ({ key: `a${entry.id}`, entry }));
  return [...writes, ...access]
    .sort((a, b) => (a.entry.at < b.entry.at ? -1 : a.entry.at > b.entry.at ? 1 : 0))
    .map((row, position) => ({ ...row, position }));
}

/** Only who holds view_audit_log reads the log (spec section 6). */
function auditor(c: Ctx): Response | null {
  const user = signedInUser(c);
  if (!user) return refuse(c, 401, 'unauthenticated');
  if (!permissionsOf(user).has('view_audit_log')) return refuse(c, 403, 'forbidden', { code: 'forbidden' });
  return null;
}

/** The log is append-only: no call changes or removes an entry, whoever asks. */
const readOnly = (c: Ctx) => {
  c.header('Allow', 'GET');
  return refuse(c, 405, 'forbidden', { code: 'method_not_allowed' });
};

/**
 * The audit log (the contract is src/infrastructure/audit/audit-schemas.ts): a page of the entries in
 * the request's language (audit-answer.ts), newest first by default, filtered on person, kind of record, action and Amsterdam days; and the
 * people who appear in it, for the filter.
 */
export function auditRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  routes.get(AUDIT_LOG_PATH, (c) => {
    const refusal = auditor(c);
    if (refusal) return refusal;
    const problems = new Problems(c);
    const list = readList(c, AUDIT_LOG_LIST, problems);
    const actions = filterSet(list, 'action', AUDIT_ACTIONS, problems);
    const { user, entityType, from, to } = list.filter;
    for (const [name, value] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (value !== undefined && !isIsoDate(value)) problems.add(`filter[${name}]`, 'invalidDate');
    }
    if (problems.any) return refuseFields(c, problems.errors);
    const rows = mergedLog(store.state).filter(({ entry }) => {
      if (user !== undefined && entry.userId !== user) return false;
      if (entityType !== undefined && entry.entityType !== entityType) return false;
      if (actions && !actions.has(entry.action)) return false;
      if (from === undefined && to === undefined) return true;
      const day = amsterdamDate(Date.parse(entry.at));
      return (from === undefined || day >= from) && (to === undefined || day <= to);
    });
    const sorted = sortRows(
      rows,
      list.sort.length > 0 ? list.sort : [{ field: 'at', direction: 'desc' }],
      SORTS,
      // Entries of the same moment keep the order they were written in, reversed with the time.
      (row) => (list.sort[0]?.direction === 'asc' ? row.position : -row.position),
    );
    const language = languageFor(c);
    return c.json(
      pageOf(sorted, list, ({ key, entry }) => auditEntryJson(store.state, key, entry, language)),
    );
  });

  routes.get(`${AUDIT_LOG_PATH}/users`, (c) => {
    const refusal = auditor(c);
    if (refusal) return refusal;
    const people = new Map<string, string>();
    // The newest name wins: a user renamed since is offered under the name they have now.
    for (const { entry } of mergedLog(store.state))
      if (entry.userId) people.set(entry.userId, entry.userName);
    const data = [...people]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'nl'));
    return c.json({ data });
  });

  routes.on(['POST', 'PUT', 'PATCH', 'DELETE'], [AUDIT_LOG_PATH, `${AUDIT_LOG_PATH}/*`], readOnly);

  return routes;
}
