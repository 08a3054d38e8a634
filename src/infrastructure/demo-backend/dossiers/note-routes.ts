import { Hono } from 'hono';
import type { DemoState } from '../demo-backend';
import { isoMoment } from '../platform/amsterdam-time';
import type { AuditRecord } from '../platform/audit-log';
import { pageOf, Problems, readList } from '../platform/list-kit';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { readJson, refuseFields } from '../platform/route-kit';
import { caseAccess } from '../tasks/case-kit';
import type { CaseViewer } from '../tasks/case-scope';
import { auditDossierWrite } from './dossier-file-audit';
import { NOTE_TEMPLATES, NOTE_TYPES, noteTypeOf } from './dossier-file-catalogue';
import { draftJson, noteJson, noteTypeJson } from './dossier-file-json';
import { dossierAccess, dossierWriteAccess, forbidden, notFound } from './dossier-file-kit';
import { isMedicalNote, readsMedical } from './dossier-file-medical';
import { NOTE_LIMIT, noteRefusal } from './dossier-file-rules';
import type { StoredNote, StoredNoteDraft } from './dossier-file-state';
import { logHealthReads } from '../platform/health-reads';
import { isMedicalType } from '../tasks/dossier-types';

const BASE = '/api/external/v2/dossier';

/** What the audit log keeps of a note or a draft: its dossier, its type and its length, never its text. */
const auditRecord = (note: { dossierId: string; noteTypeId: string | null; html: string }): AuditRecord => ({
  dossierId: note.dossierId,
  noteTypeId: note.noteTypeId,
  characters: note.html.length,
});

/**
 * A note type from a body: absent is allowed for a draft (`optional`), an unknown one is a field
 * problem, a medical one for a non-medical caller is refused outright.
 */
function noteTypeFrom(
  c: Ctx,
  viewer: CaseViewer,
  value: unknown,
  problems: Problems,
  optional: boolean,
): { id: string | null } | { refusal: Response } {
  if (optional && (value === undefined || value === null || value === '')) return { id: null };
  const id = typeof value === 'number' ? String(value) : value;
  const type = noteTypeOf(id);
  if (value === undefined || value === null || value === '') problems.add('noteTypeId', 'required');
  else if (!type) problems.add('noteTypeId', 'unknownNoteType');
  else if (type.isMedical && !readsMedical(viewer)) return { refusal: forbidden(c) };
  return { id: type?.id ?? null };
}

/**
 * Notes: the note types and their templates, a dossier's notes, a new note and the caller's draft
 * of one. Notes of a medical type are only for medical users; employers never see them and only read.
 * The HTML is kept exactly as sent: the portal sanitizes where it shows a note.
 */
export function noteRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();

  // Spec sections 7 and 9: note types, 100 a page.
  routes.get(`${BASE}/note-type`, (c) => {
    const access = caseAccess(c);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const list = readList(c, { filters: [], sorts: [] }, problems);
    if (problems.any) return refuseFields(c, problems.errors);
    const medical = readsMedical(access.viewer);
    const types = NOTE_TYPES.filter((type) => medical || !type.isMedical);
    return c.json(
      pageOf(types, list, (type) => ({
        ...noteTypeJson(type),
        templates: NOTE_TEMPLATES.filter((template) => template.noteTypeId === type.id).map((template) => ({
          id: template.id,
          name: template.name,
        })),
      })),
    );
  });

  routes.get(`${BASE}/note-template/:id`, (c) => {
    const access = caseAccess(c);
    if ('refusal' in access) return access.refusal;
    const template = NOTE_TEMPLATES.find((candidate) => candidate.id === c.req.param('id'));
    if (!template) return notFound(c);
    if (noteTypeOf(template.noteTypeId)?.isMedical && !readsMedical(access.viewer)) return forbidden(c);
    return c.json({ data: { ...template } });
  });

  routes.get(`${BASE}/:id{[0-9]+}/notes`, (c) => {
    const access = dossierAccess(c, kit, c.req.param('id'));
    if ('refusal' in access) return access.refusal;
    const medical = readsMedical(access.viewer);
    const shown = store.state.dossierNotes
      .filter((note) => note.dossierId === access.dossier.id && (medical || !isMedicalNote(note)))
      .sort((a, b) =>
        a.createdAt === b.createdAt ? Number(b.id) - Number(a.id) : a.createdAt < b.createdAt ? 1 : -1,
      );
    // The list reads each health record it shows (NEN 7513): a line per medical note.
    const { dossier } = access;
    logHealthReads(
      kit,
      c,
      shown
        .filter((note) => isMedicalType(dossier.type) || isMedicalNote(note))
        .map((note) => ({
          employeeId: dossier.employeeId,
          dossierId: dossier.id,
          kind: 'note',
          recordId: note.id,
        })),
    );
    return c.json({ data: shown.map(noteJson) });
  });

  // A saved note replaces the author's draft of it.
  routes.post(`${BASE}/:id{[0-9]+}/notes`, async (c) => {
    const access = dossierWriteAccess(c, kit, c.req.param('id'));
    if ('refusal' in access) return access.refusal;
    const { viewer, dossier } = access;
    const body = await readJson(c);
    const problems = new Problems(c);
    const type = noteTypeFrom(c, viewer, body.noteTypeId, problems, false);
    if ('refusal' in type) return type.refusal;
    const refusal = noteRefusal(body.html, 'note');
    if (refusal) problems.add('html', refusal, { max: NOTE_LIMIT });
    if (problems.any || !type.id || typeof body.html !== 'string') return refuseFields(c, problems.errors);
    const { id: noteTypeId } = type;
    const html = body.html;
    const note = store.change((state) => {
      const created: StoredNote = {
        id: String(state.nextNoteId),
        dossierId: dossier.id,
        noteTypeId,
        html,
        authorId: viewer.user.id,
        createdAt: isoMoment(now()),
      };
      state.nextNoteId += 1;
      state.dossierNotes.push(created);
      const label = `Notitie ${created.id}, dossier ${dossier.id}`;
      const labelEn = `Note ${created.id}, dossier ${dossier.id}`;
      auditDossierWrite(
        kit,
        state,
        viewer.user,
        { type: 'dossier_note', id: created.id, label, labelEn },
        'created',
        null,
        auditRecord(created),
      );
      const draft = findDraft(state.noteDrafts, viewer, dossier.id);
      if (draft) removeDraft(kit, state, viewer, draft);
      return created;
    });
    return c.json({ data: noteJson(note) }, 201);
  });

  routes.get(`${BASE}/:id{[0-9]+}/note-draft`, (c) => {
    const access = dossierWriteAccess(c, kit, c.req.param('id'));
    if ('refusal' in access) return access.refusal;
    const draft = findDraft(store.state.noteDrafts, access.viewer, access.dossier.id);
    return c.json({ data: draft ? draftJson(draft) : null });
  });

  routes.put(`${BASE}/:id{[0-9]+}/note-draft`, async (c) => {
    const access = dossierWriteAccess(c, kit, c.req.param('id'));
    if ('refusal' in access) return access.refusal;
    const { viewer, dossier } = access;
    const body = await readJson(c);
    const problems = new Problems(c);
    const type = noteTypeFrom(c, viewer, body.noteTypeId, problems, true);
    if ('refusal' in type) return type.refusal;
    const refusal = noteRefusal(body.html, 'draft');
    if (refusal) problems.add('html', refusal, { max: NOTE_LIMIT });
    if (problems.any || typeof body.html !== 'string') return refuseFields(c, problems.errors);
    const html = body.html;
    const draft = store.change((state) => {
      const stored = findDraft(state.noteDrafts, viewer, dossier.id);
      const before = stored ? auditRecord(stored) : null;
      const saved: StoredNoteDraft = stored ?? {
        userId: viewer.user.id,
        dossierId: dossier.id,
        noteTypeId: null,
        html: '',
        savedAt: '',
      };
      saved.noteTypeId = type.id;
      saved.html = html;
      saved.savedAt = isoMoment(now());
      if (!stored) state.noteDrafts.push(saved);
      const label = `Concept van notitie, dossier ${dossier.id}`;
      const labelEn = `Draft note, dossier ${dossier.id}`;
      auditDossierWrite(
        kit,
        state,
        viewer.user,
        { type: 'dossier_note_draft', id: `${viewer.user.id}:${dossier.id}`, label, labelEn },
        stored ? 'updated' : 'created',
        before,
        auditRecord(saved),
      );
      return saved;
    });
    return c.json({ data: draftJson(draft) });
  });

  routes.delete(`${BASE}/:id{[0-9]+}/note-draft`, (c) => {
    const access = dossierWriteAccess(c, kit, c.req.param('id'));
    if ('refusal' in access) return access.refusal;
    const { viewer, dossier } = access;
    store.change((state) => {
      const draft = findDraft(state.noteDrafts, viewer, dossier.id);
      if (draft) removeDraft(kit, state, viewer, draft);
    });
    return c.body(null, 204);
  });

  return routes;
}

const findDraft = (drafts: readonly StoredNoteDraft[], viewer: CaseViewer, dossierId: string) =>
  drafts.find((draft) => draft.userId === viewer.user.id && draft.dossierId === dossierId) ?? null;

function removeDraft(kit: Kit, state: DemoState, viewer: CaseViewer, draft: StoredNoteDraft) {
  state.noteDrafts = state.noteDrafts.filter((candidate) => candidate !== draft);
  const label = `Concept van notitie, dossier ${draft.dossierId}`;
  const labelEn = `Draft note, dossier ${draft.dossierId}`;
  auditDossierWrite(
    kit,
    state,
    viewer.user,
    { type: 'dossier_note_draft', id: `${viewer.user.id}:${draft.dossierId}`, label, labelEn },
    'deleted',
    auditRecord(draft),
    null,
  );
}
