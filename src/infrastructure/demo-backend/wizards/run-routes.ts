import { Hono } from 'hono';
import type { DemoUser } from '../access/seed';
import { EMPLOYEES } from '../access/seed';
import type { AuditChange } from '../platform/audit-log';
import { filterSet, Problems, readList } from '../platform/list-kit';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { languageFor, readJson, refuse, refuseFields } from '../platform/route-kit';
import { readAnswers, stepErrors } from './run-answers';
import { startRun } from './run-start';
import { auditRun, changedAnswers } from './wizard-audit';
import type { WizardMessage } from './wizard-messages';
import { placeName, sayWizard } from './wizard-messages';
import { maySeeRecord, mayUseWizard } from './wizard-scope';
import { runJson, runSummaryJson } from './wizards-json';
import { instant, notFound, professionalAccess, refuseWith, runAccess, WIZARDS } from './wizards-kit';
import type { AnswerValue, StoredRun } from './wizards-state';
import { RELATED_TYPES } from './wizards-state';

const RUN = `${WIZARDS}/association/:id`;

/** One message for a field of a run call's body (`relatedUuid`, `currentStep`, ...). */
const fieldError = (c: Ctx, field: string, key: WizardMessage, params: Record<string, string> = {}) =>
  refuseFields(c, {
    [field]: [sayWizard(key, languageFor(c), { field: placeName(field, languageFor(c)), ...params })],
  });

/** The index of a step of the run's wizard sent as `currentStep` (a number, or its digits). */
function stepIndex(value: unknown, steps: number): number | null {
  const number = typeof value === 'string' && /^[0-9]{1,4}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number < steps
    ? number
    : null;
}

/**
 * Filling in wizards (spec section 7: POST wizards/initialize, PATCH wizards/association/{id}, /complete-step,
 * /finalize; and the designed reads of a run and of the runs of a record). Only professionals, and only
 * for records they may see: the answers may be medical.
 */
export function runRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  routes.post(`${WIZARDS}/initialize`, async (c) => {
    const access = professionalAccess(c);
    if ('refusal' in access) return access.refusal;
    const body = await readJson(c);
    const { wizardUuid, relatedType, relatedUuid } = body;
    if (typeof wizardUuid !== 'string' || wizardUuid === '') {
      return fieldError(
        c,
        'wizardUuid',
        wizardUuid === undefined || wizardUuid === null ? 'required' : 'invalid',
      );
    }
    const state = store.state;
    const wizard = state.wizards.find((candidate) => candidate.id === wizardUuid);
    if (!wizard || !mayUseWizard(access.viewer, wizard)) return notFound(c);
    const language = languageFor(c);
    if (relatedType === undefined || relatedType === null) return fieldError(c, 'relatedType', 'required');
    if (relatedType !== wizard.relatedType) {
      return refuseFields(c, {
        relatedType: [
          sayWizard('otherRelatedType', language, {
            type: sayWizard(`related.${wizard.relatedType}`, language),
          }),
        ],
      });
    }
    if (typeof relatedUuid !== 'string' || relatedUuid === '') {
      return fieldError(
        c,
        'relatedUuid',
        relatedUuid === undefined || relatedUuid === null ? 'required' : 'invalid',
      );
    }
    if (wizard.relatedType === 'dossier') {
      const dossier = state.dossiers.find((candidate) => candidate.id === relatedUuid);
      if (!dossier) return refuseFields(c, { relatedUuid: [sayWizard('unknownDossier', language)] });
      if (!maySeeRecord(access.viewer, state, 'dossier', relatedUuid)) {
        return refuse(c, 403, 'forbidden', { code: 'forbidden' });
      }
      if (dossier.type !== wizard.dossierType) {
        return refuseFields(c, {
          relatedUuid: [sayWizard('otherDossierType', language, { type: wizard.dossierType ?? '' })],
        });
      }
    } else if (!EMPLOYEES.some((employee) => employee.id === relatedUuid)) {
      return refuseFields(c, { relatedUuid: [sayWizard('unknownEmployee', language)] });
    }
    // A wizard already under way for this record is resumed, never started twice.
    const open = state.wizardRuns.find(
      (run) =>
        run.wizardId === wizard.id &&
        run.relatedType === wizard.relatedType &&
        run.relatedUuid === relatedUuid &&
        run.status === 'open',
    );
    if (open) return c.json({ data: runJson(state, open) }, 200);
    const run = store.change((changing) => startRun(kit, changing, access.user, wizard, relatedUuid));
    return c.json({ data: runJson(store.state, run) }, 201);
  });

  routes.get(`${WIZARDS}/associations`, (c) => {
    const access = professionalAccess(c);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const list = readList(c, { filters: ['relatedType', 'relatedUuid'], sorts: [] }, problems);
    const relatedTypes = filterSet(list, 'relatedType', RELATED_TYPES, problems);
    if (problems.any) return refuseFields(c, problems.errors);
    const relatedUuid = list.filter['relatedUuid'];
    const state = store.state;
    const runs = state.wizardRuns
      .filter(
        (run) =>
          (!relatedTypes || relatedTypes.has(run.relatedType)) &&
          (relatedUuid === undefined || run.relatedUuid === relatedUuid) &&
          maySeeRecord(access.viewer, state, run.relatedType, run.relatedUuid),
      )
      .sort((a, b) => b.startedAt.localeCompare(a.startedAt) || Number(b.id) - Number(a.id));
    return c.json({ data: runs.map(runSummaryJson) });
  });

  routes.get(RUN, (c) => {
    const access = runAccess(c, store.state, c.req.param('id'));
    if ('refusal' in access) return access.refusal;
    return c.json({ data: runJson(store.state, access.run) });
  });

  /** The run a write may change: one the caller may see, not finished (else 409). */
  const writable = (c: Ctx) => {
    const access = runAccess(c, store.state, c.req.param('id') ?? '');
    if ('refusal' in access) return access;
    if (access.run.status === 'finished')
      return { refusal: refuseWith(c, 409, 'runFinished', 'wizard_finished') };
    return access;
  };

  /**
   * Keeps the answers sent (and what else `update` changes) with the run, and logs the write with what
   * the call adds (`extra`). A refused step or finalize keeps the answers too, when any changed.
   */
  const keep = (
    user: DemoUser,
    run: StoredRun,
    answers: Record<string, AnswerValue>,
    write: { update?: Partial<StoredRun>; extra?: AuditChange[]; refused?: boolean } = {},
  ) => {
    const before = structuredClone(run);
    const after: StoredRun = { ...run, values: { ...run.values, ...answers }, ...write.update };
    if (write.refused && changedAnswers(before, after).length === 0) return;
    store.change((state) => {
      Object.assign(run, after, { updatedAt: instant(kit) });
      auditRun(kit, state, user, 'updated', before, run, write.extra);
    });
  };

  routes.patch(RUN, async (c) => {
    const access = writable(c);
    if ('refusal' in access) return access.refusal;
    const { run, user } = access;
    const body = await readJson(c);
    const { answers, errors } = readAnswers(run.wizard, body['values'], languageFor(c), true);
    if (Object.keys(errors).length > 0) return refuseFields(c, errors);
    keep(user, run, answers);
    return c.json({ data: runJson(store.state, run) });
  });

  routes.patch(`${RUN}/complete-step`, async (c) => {
    const access = writable(c);
    if ('refusal' in access) return access.refusal;
    const { run, user } = access;
    const language = languageFor(c);
    const body = await readJson(c);
    const { answers, errors } = readAnswers(run.wizard, body['values'], language, false);
    const last = run.wizard.steps.length - 1;
    const index = stepIndex(body['currentStep'], run.wizard.steps.length);
    if (index === null) {
      const sent = body['currentStep'];
      const key = sent === undefined || sent === null ? 'required' : 'invalid';
      errors['currentStep'] = [sayWizard(key, language, { field: placeName('currentStep', language) })];
    }
    const step = index === null ? undefined : run.wizard.steps[index];
    if (index === null || !step || Object.keys(errors).length > 0) return refuseFields(c, errors);
    // The answers are kept even when the step cannot be completed yet.
    const problems = stepErrors(step, { ...run.values, ...answers }, language);
    const done = Object.keys(problems).length === 0;
    keep(user, run, answers, {
      update: done ? { currentStep: Math.min(Math.max(run.currentStep, index + 1), last) } : {},
      extra: done ? [{ field: 'completedStep', from: null, to: index }] : [],
      refused: !done,
    });
    return done ? c.json({ data: runJson(store.state, run) }) : refuseFields(c, problems);
  });

  routes.patch(`${RUN}/finalize`, async (c) => {
    const access = writable(c);
    if ('refusal' in access) return access.refusal;
    const { run, user } = access;
    const language = languageFor(c);
    const body = await readJson(c);
    const { answers, errors } = readAnswers(run.wizard, body['values'], language, false);
    if (Object.keys(errors).length > 0) return refuseFields(c, errors);
    const values = { ...run.values, ...answers };
    const problems = run.wizard.steps
      .map((step) => stepErrors(step, values, language))
      .find((errorsOfStep) => Object.keys(errorsOfStep).length > 0);
    // As with a step, the answers are kept when the wizard cannot be finished yet.
    keep(user, run, answers, {
      update: problems
        ? {}
        : { status: 'finished', finishedAt: instant(kit), currentStep: run.wizard.steps.length - 1 },
      refused: problems !== undefined,
    });
    return problems ? refuseFields(c, problems) : c.json({ data: runJson(store.state, run) });
  });

  return routes;
}
