import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import type { DemoUser } from '../access/seed';
import { amsterdamDate } from '../platform/amsterdam-time';
import type { SortField } from '../platform/list-kit';
import { filterSet, fold, pageOf, Problems, readList, searchText, sortRows } from '../platform/list-kit';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { languageFor, readJson, refuseFields } from '../platform/route-kit';
import { operationVerdicts, wholeNumber } from './field-rules';
import { MAY, seesMedicalNames } from './locations-access';
import { audit } from './locations-audit';
import { operationJson } from './locations-json';
import { FieldErrors, flag, ids, merged, notFound, permitted, text, V3 } from './locations-kit';
import type { StoredOperation, StoredOperationKind, StoredRole } from './locations-state';
import { STORED_OPERATION_KINDS } from './locations-state';
import { operationUsage, refuseWhileInUse } from './usage';

const BASE = `${V3}/operations`;

/** The kind sent, or a consultation when none is (field-rules.ts refuses one that is not a kind). */
const operationKindOf = (value: unknown): StoredOperationKind =>
  STORED_OPERATION_KINDS.find((kind) => kind === value) ?? 'consultation';

const operationFrom = (body: Readonly<Record<string, unknown>>, id: string): StoredOperation => {
  const name = (body['name'] ?? {}) as Readonly<Record<string, unknown>>;
  return {
    id,
    nameNl: text(name['nl']),
    nameEn: text(name['en']),
    code: text(body['code']),
    durationMinutes: wholeNumber(body['durationMinutes']),
    bufferBeforeMinutes: wholeNumber(body['bufferBeforeMinutes']),
    bufferAfterMinutes: wholeNumber(body['bufferAfterMinutes']),
    roles: [...new Set(body['roles'] as StoredRole[])],
    needsRoom: flag(body['needsRoom'], true),
    resourceTypeIds: ids(body['resourceTypeIds']),
    medical: flag(body['medical'], false),
    employerBookable: flag(body['employerBookable'], false),
    colour: text(body['colour']).toLowerCase(),
    kind: operationKindOf(body['kind']),
  };
};

/**
 * Operations (spec section 7): read by everyone who plans, manages or books appointments; an employer
 * user gets a medical operation without name and code, and cannot find one by them either. Created,
 * updated (POST /{id}) and deleted with manage_operations. GET /engine gives the planning engine what it
 * needs, without names.
 */
export function operationRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();
  const find = (id: string) => store.state.operations.find((operation) => operation.id === id);

  /** The name a user may know, in the request's language; null when hidden from them. */
  const visibleName = (c: Ctx, operation: StoredOperation, user: DemoUser): string | null =>
    operation.medical && !seesMedicalNames(user)
      ? null
      : languageFor(c) === 'en'
        ? operation.nameEn
        : operation.nameNl;

  routes.get(BASE, (c) => {
    const access = permitted(c, MAY.readOperations);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const sorts: Readonly<Record<string, SortField<StoredOperation>>> = {
      name: { value: (operation) => visibleName(c, operation, access.user), text: true },
      code: {
        value: (operation) => (operation.medical && !seesMedicalNames(access.user) ? null : operation.code),
      },
      durationMinutes: { value: (operation) => operation.durationMinutes },
    };
    const list = readList(
      c,
      { filters: ['search', 'medical', 'employerBookable'], sorts: Object.keys(sorts) },
      problems,
    );
    const medical = filterSet(list, 'medical', ['true', 'false'], problems);
    const bookable = filterSet(list, 'employerBookable', ['true', 'false'], problems);
    if (problems.any) return refuseFields(c, problems.errors);
    const search = searchText(list);
    const { operations } = store.state;
    const rows = operations
      .filter((operation) => !medical || medical.has(String(operation.medical) as 'true' | 'false'))
      .filter(
        (operation) => !bookable || bookable.has(String(operation.employerBookable) as 'true' | 'false'),
      )
      .filter((operation) => {
        if (!search) return true;
        if (operation.medical && !seesMedicalNames(access.user)) return false;
        return fold(`${operation.nameNl} ${operation.nameEn} ${operation.code}`).includes(search);
      });
    const position = new Map(operations.map((operation, index) => [operation.id, index]));
    const sorted = sortRows(
      rows,
      list.sort.length > 0 ? list.sort : [{ field: 'name', direction: 'asc' }],
      sorts,
      (operation) => position.get(operation.id) ?? 0,
    );
    return c.json(pageOf(sorted, list, (operation) => operationJson(operation, access.user)));
  });

  // Before /:id, which would otherwise take "engine" for an id.
  routes.get(`${BASE}/engine`, (c) => {
    const access = permitted(c, MAY.planningEngine);
    if ('refusal' in access) return access.refusal;
    const today = amsterdamDate(now());
    const open = store.state.locations.filter(
      (location) =>
        location.activeFrom <= today && (location.activeUntil === null || location.activeUntil >= today),
    );
    return c.json({
      data: store.state.operations.map((operation) => ({
        operationId: operation.id,
        durationMinutes: operation.durationMinutes,
        bufferBeforeMinutes: operation.bufferBeforeMinutes,
        bufferAfterMinutes: operation.bufferAfterMinutes,
        roles: [...operation.roles],
        needsRoom: operation.needsRoom,
        resourceTypeIds: [...operation.resourceTypeIds],
        locationIds: open
          .filter((location) => location.operationIds.includes(operation.id))
          .map((location) => location.id),
      })),
    });
  });

  routes.get(`${BASE}/:id`, (c) => {
    const access = permitted(c, MAY.readOperations);
    if ('refusal' in access) return access.refusal;
    const operation = find(c.req.param('id'));
    return operation ? c.json({ data: operationJson(operation, access.user) }) : notFound(c);
  });

  const save = async (c: Ctx, current: StoredOperation | null) => {
    const access = permitted(c, MAY.manageOperations);
    if ('refusal' in access) return access.refusal;
    const sent = await readJson(c);
    const body = current ? merged(operationJson(current, access.user), sent) : sent;
    const errors = new FieldErrors(c).verdicts(operationVerdicts(body));
    const code = text(body['code']);
    if (store.state.operations.some((operation) => operation.code === code && operation.id !== current?.id)) {
      errors.refuse('code', 'codeTaken');
    }
    const typeIds = ids(body['resourceTypeIds']);
    if (typeIds.some((typeId) => !store.state.resourceTypes.some((type) => type.id === typeId))) {
      errors.refuse('resourceTypeIds', 'unknownResourceTypes');
    }
    if (errors.any) return errors.answer();
    const saved = operationFrom(body, current?.id ?? randomUUID());
    store.change((state) => {
      const entity = { type: 'operation' as const, id: saved.id, label: saved.nameNl };
      if (current) {
        const before = structuredClone(current);
        Object.assign(current, saved);
        audit(kit, state, access.user, entity, 'updated', before, saved);
      } else {
        state.operations.push(saved);
        audit(kit, state, access.user, entity, 'created', null, saved);
      }
    });
    return c.json({ data: operationJson(saved, access.user) }, current ? 200 : 201);
  };

  routes.post(BASE, (c) => save(c, null));

  routes.post(`${BASE}/:id`, (c) => {
    const current = find(c.req.param('id'));
    if (!current) {
      const access = permitted(c, MAY.manageOperations);
      return 'refusal' in access ? access.refusal : notFound(c);
    }
    return save(c, current);
  });

  // An operation with appointments ahead stays; the locations that offered it no longer do.
  routes.delete(`${BASE}/:id`, (c) => {
    const access = permitted(c, MAY.manageOperations);
    if ('refusal' in access) return access.refusal;
    const operation = find(c.req.param('id'));
    if (!operation) return notFound(c);
    const label = languageFor(c) === 'en' ? operation.nameEn : operation.nameNl;
    const refusal = refuseWhileInUse(c, 'operation', label, operationUsage(store.state, operation.id, now()));
    if (refusal) return refusal;
    store.change((state) => {
      state.operations = state.operations.filter((candidate) => candidate.id !== operation.id);
      audit(
        kit,
        state,
        access.user,
        { type: 'operation', id: operation.id, label: operation.nameNl },
        'deleted',
        operation,
        null,
      );
      for (const location of state.locations.filter((candidate) =>
        candidate.operationIds.includes(operation.id),
      )) {
        const before = { operationIds: [...location.operationIds] };
        location.operationIds = location.operationIds.filter((id) => id !== operation.id);
        audit(
          kit,
          state,
          access.user,
          { type: 'location', id: location.id, label: location.name },
          'updated',
          before,
          {
            operationIds: location.operationIds,
          },
        );
      }
    });
    return c.body(null, 204);
  });

  return routes;
}
