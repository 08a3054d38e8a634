import { Hono } from 'hono';
import { employeeName } from '../access/seed';
import { employeeOf } from '../access/users';
import { amsterdamDate, dayNumber } from '../platform/amsterdam-time';
import { Problems } from '../platform/list-kit';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { readJson, refuseFields } from '../platform/route-kit';
import { caseAccess } from '../tasks/case-kit';
import { canSee } from '../tasks/case-scope';
import { UWV_TYPES } from './dossier-file-catalogue';
import { dossierAccess, dossierWriteAccess, notFound, typeParameter } from './dossier-file-kit';
import type { StoredUwvMessage } from './dossier-file-state';
import { REJECTED_FIELD, resendVerdicts } from './uwv-answers';
import { sayResendConflict, sayResendVerdict, uwvReason } from './uwv-message-texts';

const UWV = '/api/external/uwv/uwv-message';

/** Newest first; of one day, the one made last first. */
const newestFirst = (a: StoredUwvMessage, b: StoredUwvMessage) =>
  a.sentOn === b.sentOn ? Number(b.id) - Number(a.id) : a.sentOn < b.sentOn ? 1 : -1;

/** A message as the contract has it (dossier-file-schemas.ts): the UWV's refusal in the request's language. */
function messageJson(c: Ctx, message: StoredUwvMessage) {
  const code = message.status === 'rejected' ? message.rejection : null;
  return {
    id: message.id,
    kind: message.kind,
    sentOn: message.sentOn,
    status: message.status,
    reference: message.reference,
    rejection: code ? { code, field: REJECTED_FIELD[code], reason: uwvReason(c, code) } : null,
    content: {
      firstSickDay: message.content.firstSickDay,
      hoursPerWeek: message.content.hoursPerWeek,
      payrollTaxNumber: message.content.payrollTaxNumber,
    },
    resendOf: message.resendOf,
    resentAs: message.resentAs,
  };
}

/** A new reference of the old one's prefix (WM42, WIA, ...), numbered from the new message's id. */
function referenceAfter(old: StoredUwvMessage, id: number, today: string): string {
  const prefix = old.reference.split('-')[0] ?? 'UWV';
  const number = (id * 7_919 + dayNumber(today)) % 1_000_000;
  const reference = `${prefix}-${today.slice(0, 4)}-${String(number).padStart(6, '0')}`;
  return reference === old.reference ? `${reference}1` : reference;
}

/**
 * The UWV messages of a case (README, "The dossier view"): the list, a rejected one corrected and sent
 * again, and the messages of the caller's open cases that ask for work. The UWV's answer to a message
 * sent again comes with the back office's settle (uwv-settle.ts), a working day later.
 */
export function uwvMessageRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();

  routes.get(`${UWV}/show`, (c) => {
    const access = caseAccess(c);
    if ('refusal' in access) return access.refusal;
    const type = typeParameter(c, 'dossierType', c.req.query('dossierType'));
    if (type instanceof Response) return type;
    const dossierId = c.req.query('dossierId') ?? '';
    if (dossierId === '') {
      const problems = new Problems(c);
      problems.add('dossierId', 'required');
      return refuseFields(c, problems.errors);
    }
    const found = dossierAccess(c, kit, dossierId);
    if ('refusal' in found) return found.refusal;
    if (found.dossier.type !== type) {
      const problems = new Problems(c);
      problems.add('dossierType', 'dossierTypeMismatch');
      return refuseFields(c, problems.errors);
    }
    const data = UWV_TYPES.has(type)
      ? store.state.uwvMessages
          .filter((message) => message.dossierId === dossierId)
          .sort(newestFirst)
          .map((message) => messageJson(c, message))
      : [];
    return c.json({ data });
  });

  // The caller's open cases' messages that ask for work: a professional's own cases (the default)
  // or all they may see; an employer's, its own employees'. Kind, date, status and reference only.
  routes.get(`${UWV}/open`, (c) => {
    const access = caseAccess(c);
    if ('refusal' in access) return access.refusal;
    const { viewer } = access;
    const owner = c.req.query('filter[owner]') ?? 'me';
    if (owner !== 'me' && owner !== 'all') {
      const problems = new Problems(c);
      problems.add('filter[owner]', 'invalidFilter', { value: owner });
      return refuseFields(c, problems.errors);
    }
    const { state } = store;
    const cases = new Map(
      state.dossiers
        .filter(
          (dossier) =>
            dossier.status === 'open' &&
            UWV_TYPES.has(dossier.type) &&
            canSee(viewer, dossier) &&
            (viewer.kind === 'employer' || owner === 'all' || dossier.ownerId === viewer.user.id),
        )
        .map((dossier) => [dossier.id, dossier]),
    );
    const data = state.uwvMessages
      .filter(
        (message) =>
          cases.has(message.dossierId) &&
          (message.status === 'sent' || (message.status === 'rejected' && message.resentAs === null)),
      )
      .sort(newestFirst)
      .map((message) => {
        const dossier = cases.get(message.dossierId);
        return {
          id: message.id,
          dossierId: message.dossierId,
          employeeName: dossier ? employeeName(employeeOf(dossier.employeeId)) : '',
          kind: message.kind,
          sentOn: message.sentOn,
          status: message.status,
          reference: message.reference,
        };
      });
    return c.json({ data });
  });

  // A rejected message corrected and sent again, by whoever may edit its dossier; once.
  routes.post(`${UWV}/:id{[0-9]+}/resend`, async (c) => {
    const access = caseAccess(c);
    if ('refusal' in access) return access.refusal;
    const id = c.req.param('id');
    const known = store.state.uwvMessages.find((message) => message.id === id);
    if (!known) return notFound(c);
    const found = dossierWriteAccess(c, kit, known.dossierId);
    if ('refusal' in found) return found.refusal;
    const body = await readJson(c);
    const message = store.state.uwvMessages.find((candidate) => candidate.id === id);
    if (!message) return notFound(c);
    if (message.status !== 'rejected' || message.resentAs !== null) {
      const conflict = message.status === 'rejected' ? 'resentAlready' : 'notRejected';
      return c.json({ message: sayResendConflict(c, conflict), code: 'not_resendable' }, 409);
    }
    const today = amsterdamDate(now());
    const verdicts = resendVerdicts(body, today);
    if (Object.keys(verdicts).length > 0)
      return refuseFields(
        c,
        Object.fromEntries(
          Object.entries(verdicts).map(([key, verdict]) => [key, [sayResendVerdict(c, verdict, key)]]),
        ),
      );
    const sent = store.change((state) => {
      const old = state.uwvMessages.find((candidate) => candidate.id === id) ?? message;
      const next = state.nextUwvMessageId;
      state.nextUwvMessageId += 1;
      const fresh: StoredUwvMessage = {
        id: String(next),
        dossierId: old.dossierId,
        kind: old.kind,
        sentOn: today,
        status: 'sent',
        reference: referenceAfter(old, next, today),
        content: {
          firstSickDay: body['firstSickDay'] as string,
          hoursPerWeek: body['hoursPerWeek'] as number,
          payrollTaxNumber: (body['payrollTaxNumber'] as string).trim(),
        },
        rejection: null,
        answeredOn: null,
        resendOf: old.id,
        resentAs: null,
      };
      state.uwvMessages.push(fresh);
      old.resentAs = fresh.id;
      return fresh;
    });
    return c.json({ data: messageJson(c, sent) }, 201);
  });

  return routes;
}
