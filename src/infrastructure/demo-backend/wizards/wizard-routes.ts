import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import { DOSSIER_TYPE_CODES } from '../../dossiers/dossier-schemas';
import type { ListSpec, SortField } from '../platform/list-kit';
import { filterSet, fold, pageOf, Problems, readList, searchText, sortRows } from '../platform/list-kit';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { languageFor, readJson, refuse, refuseFields } from '../platform/route-kit';
import { readDefinition } from './definition-rules';
import { auditWizard } from './wizard-audit';
import { definitionMessage } from './wizard-messages';
import { mayUseWizard } from './wizard-scope';
import { wizardJson, wizardSummaryJson } from './wizards-json';
import { instant, managerAccess, notFound, readerAccess, WIZARDS } from './wizards-kit';
import type { StoredWizard } from './wizards-state';
import { RELATED_TYPES } from './wizards-state';

export const WIZARD_LIST: ListSpec = {
  filters: ['search', 'relatedType', 'dossierType'],
  sorts: ['name', 'updatedAt', 'runs'],
};

const SORTS: Readonly<Record<string, SortField<StoredWizard>>> = {
  name: { value: (wizard) => wizard.name.nl, text: true },
  updatedAt: { value: (wizard) => wizard.updatedAt },
  runs: { value: (wizard) => wizard.runs },
};

/**
 * The wizard builder's calls (spec section 7: GET/POST wizards, GET/PATCH/DELETE wizards/{id}).
 * Builders (manage_wizards) read and write them all; a professional reads them only to choose one
 * to start (the list with filter[relatedType]), never one for dossiers they may not see.
 */
export function wizardRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();
  const find = (id: string) => store.state.wizards.find((wizard) => wizard.id === id);

  routes.get(WIZARDS, (c) => {
    const access = readerAccess(c);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const list = readList(c, WIZARD_LIST, problems);
    const relatedTypes = filterSet(list, 'relatedType', RELATED_TYPES, problems);
    const dossierTypes = filterSet(list, 'dossierType', DOSSIER_TYPE_CODES, problems);
    const { viewer } = access;
    // A professional lists wizards only to start one for a record, so always for one kind of record.
    if (viewer && list.filter['relatedType'] === undefined)
      return refuse(c, 403, 'forbidden', { code: 'forbidden' });
    if (problems.any) return refuseFields(c, problems.errors);
    const search = searchText(list);
    const { wizards } = store.state;
    const rows = wizards.filter(
      (wizard) =>
        (!viewer || mayUseWizard(viewer, wizard)) &&
        (!relatedTypes || relatedTypes.has(wizard.relatedType)) &&
        (!dossierTypes || (wizard.dossierType !== null && dossierTypes.has(wizard.dossierType))) &&
        (!search || fold(`${wizard.name.nl} ${wizard.name.en}`).includes(search)),
    );
    const position = new Map(wizards.map((wizard, index) => [wizard.id, index]));
    const sorted = sortRows(
      rows,
      list.sort.length > 0 ? list.sort : [{ field: 'name', direction: 'asc' }],
      SORTS,
      (wizard) => position.get(wizard.id) ?? 0,
    );
    return c.json(pageOf(sorted, list, wizardSummaryJson));
  });

  routes.get(`${WIZARDS}/:id`, (c) => {
    const access = readerAccess(c);
    if ('refusal' in access) return access.refusal;
    const wizard = find(c.req.param('id'));
    if (!wizard || (access.viewer && !mayUseWizard(access.viewer, wizard))) return notFound(c);
    return c.json({ data: wizardJson(wizard) });
  });

  const save = async (c: Ctx, current: StoredWizard | null) => {
    const access = managerAccess(c);
    if ('refusal' in access) return access.refusal;
    const sent = await readJson(c);
    // A PATCH over the wizard as stored: what is left out keeps its value.
    const body = current
      ? {
          name: current.name,
          relatedType: current.relatedType,
          dossierType: current.dossierType,
          steps: current.steps,
          ...sent,
        }
      : sent;
    const { verdicts, definition } = readDefinition(body);
    if (!definition) {
      const language = languageFor(c);
      const errors = Object.fromEntries(
        Object.entries(verdicts).map(([path, verdict]) => [
          path,
          [definitionMessage(path, verdict, language)],
        ]),
      );
      return refuseFields(c, errors);
    }
    const now = instant(kit);
    const saved: StoredWizard = {
      id: current?.id ?? randomUUID(),
      ...definition,
      runs: current?.runs ?? 0,
      createdAt: current?.createdAt ?? now,
      updatedAt: now,
    };
    store.change((state) => {
      if (current) {
        const before = structuredClone(current);
        Object.assign(current, saved);
        auditWizard(kit, state, access.user, saved, 'updated', before, saved);
      } else {
        state.wizards.push(saved);
        auditWizard(kit, state, access.user, saved, 'created', null, saved);
      }
    });
    return c.json({ data: wizardJson(saved) }, current ? 200 : 201);
  };

  routes.post(WIZARDS, (c) => save(c, null));

  routes.patch(`${WIZARDS}/:id`, (c) => {
    const current = find(c.req.param('id'));
    if (current) return save(c, current);
    const access = managerAccess(c);
    return 'refusal' in access ? access.refusal : notFound(c);
  });

  routes.delete(`${WIZARDS}/:id`, (c) => {
    const access = managerAccess(c);
    if ('refusal' in access) return access.refusal;
    const wizard = find(c.req.param('id'));
    if (!wizard) return notFound(c);
    // Runs keep their own copy of the wizard, so those under way go on without it.
    store.change((state) => {
      state.wizards = state.wizards.filter((candidate) => candidate.id !== wizard.id);
      auditWizard(kit, state, access.user, wizard, 'deleted', wizard, null);
    });
    return c.body(null, 204);
  });

  return routes;
}
