import { Hono } from 'hono';
import { employeeName } from '../access/seed';
import { employeeOf, employerOf, userOf } from '../access/users';
import { isoMoment } from '../platform/amsterdam-time';
import { Problems, readList } from '../platform/list-kit';
import type { Env, Kit } from '../platform/route-kit';
import { refuseFields } from '../platform/route-kit';
import { caseAccess, userRef } from '../tasks/case-kit';
import type { CaseViewer } from '../tasks/case-scope';
import type { StoredDossier } from '../tasks/case-seed';
import { MAX_RECENTLY_VIEWED } from '../tasks/dossier-routes';
import { sectionsOf, UWV_TYPES } from './dossier-file-catalogue';
import { dossierAccess, forbidden, mayEditDossier, typeParameter } from './dossier-file-kit';
import { retentionJson } from './dossier-retention';
import { retentionPartsOf } from '../../../domain/dossiers/retention-period';
import { logHealthReads } from '../platform/health-reads';
import { readsMedical } from './dossier-file-medical';

const BASE = '/api/external/v2/dossier';

/** The dossier, its employee and owner, its open tasks and whether it reports to the UWV. */
function detailJson(kit: Kit, viewer: CaseViewer, dossier: StoredDossier) {
  const employee = employeeOf(dossier.employeeId);
  const owner = userOf(dossier.ownerId);
  const openTasks = kit.store.state.tasks
    .filter((task) => task.dossierId === dossier.id && task.status === 'open')
    .sort((a, b) => (a.dueDate === b.dueDate ? Number(a.id) - Number(b.id) : a.dueDate < b.dueDate ? -1 : 1))
    .map((task) => {
      const assignee = userOf(task.assigneeId);
      return {
        id: task.id,
        title: task.title,
        dueDate: task.dueDate,
        assignedUser: assignee ? userRef(assignee) : null,
        legalDeadline: task.poortwachter?.legalDeadline ?? null,
      };
    });
  return {
    id: dossier.id,
    type: dossier.type,
    status: dossier.status,
    startDate: dossier.startDate,
    employee: {
      id: employee.id,
      name: employeeName(employee),
      dateOfBirth: employee.dateOfBirth,
      employerId: employee.employerId,
      employerName: employerOf(employee.employerId).name,
    },
    owner: owner ? userRef(owner) : { id: dossier.ownerId, displayName: '' },
    openTasks,
    reportsToUwv: UWV_TYPES.has(dossier.type),
    mayEdit: mayEditDossier(viewer),
    retention: retentionJson(kit.store.state, viewer, dossier),
  };
}

/**
 * The dossier view's own calls: the dossier itself (opening it records it in the caller's recently
 * viewed list, which GET v2/dossier/recently-viewed answers) and the sections of a type's view (the
 * UWV messages of a case are uwv-message-routes.ts'). Every answer stays in the caller's scope
 * (tasks/case-scope.ts).
 */
export function dossierViewRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();

  routes.get(`${BASE}/dossier-section`, (c) => {
    const access = caseAccess(c);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const list = readList(c, { filters: ['dossierType'], sorts: [] }, problems);
    if (problems.any) return refuseFields(c, problems.errors);
    const type = typeParameter(c, 'filter[dossierType]', list.filter['dossierType']);
    if (type instanceof Response) return type;
    if (!access.viewer.types.has(type)) return forbidden(c);
    return c.json({ data: sectionsOf(type) });
  });

  // Only numeric ids: the other calls under v2/dossier (recently-viewed, note-type ...) are not dossiers.
  routes.get(`${BASE}/:id{[0-9]+}`, (c) => {
    const access = dossierAccess(c, kit, c.req.param('id'));
    if ('refusal' in access) return access.refusal;
    const { viewer, dossier } = access;
    store.change((state) => {
      const earlier = (state.recentlyViewed[viewer.user.id] ?? []).filter(
        (view) => view.dossierId !== dossier.id,
      );
      state.recentlyViewed[viewer.user.id] = [
        { dossierId: dossier.id, viewedAt: isoMoment(now()) },
        ...earlier,
      ].slice(0, MAX_RECENTLY_VIEWED);
    });
    // Opening a dossier that holds a medical file is a read of it by a medical reader (NEN 7513).
    if (readsMedical(viewer) && retentionPartsOf(dossier.type).includes('medicalFile'))
      logHealthReads(kit, c, [
        { employeeId: dossier.employeeId, dossierId: dossier.id, kind: 'dossier', recordId: dossier.id },
      ]);
    return c.json({ data: detailJson(kit, viewer, dossier) });
  });

  return routes;
}
