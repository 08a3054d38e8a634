import { isMedicalUser, userOf } from '../access/users';
import type { DemoUser } from '../access/seed';
import type { DemoState } from '../demo-backend';
import type { AuditAction, AuditRecord } from '../platform/audit-log';
import { recordWrite } from '../platform/audit-log';
import type { Ctx, Kit } from '../platform/route-kit';
import { refuse } from '../platform/route-kit';
import { caseAccess, userRef } from '../tasks/case-kit';
import type { CaseViewer } from '../tasks/case-scope';
import { canSee } from '../tasks/case-scope';
import type { StoredDossier } from '../tasks/case-seed';
import type { CatalogueNoteType, CatalogueUploadType } from './dossier-file-catalogue';
import { documentTypeOf, noteTypeOf, uploadTypeOf } from './dossier-file-catalogue';
import type { StoredDocument, StoredNote, StoredNoteDraft } from './dossier-file-state';

/** What the dossier-view routes share: who may read or write a dossier, medical data, JSON, the audit log. */

export type Access = { viewer: CaseViewer; dossier: StoredDossier } | { refusal: Response };

/** Spec section 6: medical data reaches only a medical internal user, never an employer. */
export const readsMedical = (viewer: CaseViewer): boolean =>
  viewer.kind === 'professional' && isMedicalUser(viewer.user);

export const forbidden = (c: Ctx) => refuse(c, 403, 'forbidden', { code: 'forbidden' });
export const notFound = (c: Ctx) => refuse(c, 404, 'notFound', { code: 'not_found' });

/**
 * The dossier a call is about, for a caller who may see it: 401 without a session, 404 for an
 * unknown dossier and 403 `forbidden` for one outside the caller's scope (a medical dossier for
 * anyone but a medical user, another employer's for an employer user).
 */
export function dossierAccess(c: Ctx, kit: Kit, id: string): Access {
  const access = caseAccess(c);
  if ('refusal' in access) return access;
  const dossier = kit.store.state.dossiers.find((candidate) => candidate.id === id);
  if (!dossier) return { refusal: notFound(c) };
  if (!canSee(access.viewer, dossier)) return { refusal: forbidden(c) };
  return { viewer: access.viewer, dossier };
}

/** As dossierAccess, for a write: employer users only read, so they get 403. */
export function dossierWriteAccess(c: Ctx, kit: Kit, id: string): Access {
  const access = dossierAccess(c, kit, id);
  if ('viewer' in access && access.viewer.kind !== 'professional') return { refusal: forbidden(c) };
  return access;
}

export const noteTypeJson = (type: CatalogueNoteType) => ({
  id: type.id,
  nameNl: type.nameNl,
  nameEn: type.nameEn,
  isMedical: type.isMedical,
});

export const uploadTypeJson = (type: CatalogueUploadType) => ({
  id: type.id,
  nameNl: type.nameNl,
  nameEn: type.nameEn,
  isMedical: type.isMedical,
});

const authorOf = (id: string) => {
  const user = userOf(id);
  return user ? userRef(user) : { id, displayName: '' };
};

export function noteJson(note: StoredNote) {
  const type = noteTypeOf(note.noteTypeId);
  if (!type) throw new Error(`No note type ${note.noteTypeId}`);
  return {
    id: note.id,
    noteType: noteTypeJson(type),
    html: note.html,
    author: authorOf(note.authorId),
    createdAt: note.createdAt,
  };
}

export const draftJson = (draft: StoredNoteDraft) => ({
  noteTypeId: draft.noteTypeId,
  html: draft.html,
  savedAt: draft.savedAt,
});

export function documentJson(document: StoredDocument) {
  const documentType = documentTypeOf(document.documentTypeId);
  const uploadType = uploadTypeOf(document.uploadTypeId);
  if (!documentType || !uploadType) throw new Error(`Document ${document.id} has an unknown type`);
  return {
    id: document.id,
    fileName: document.fileName,
    mimeType: document.mimeType,
    size: document.size,
    documentType: { id: documentType.id, nameNl: documentType.nameNl, nameEn: documentType.nameEn },
    uploadType: uploadTypeJson(uploadType),
    uploadedBy: authorOf(document.uploadedById),
    uploadedAt: document.uploadedAt,
  };
}

/** Whether a note is of a medical type, so only medical users see it. */
export const isMedicalNote = (note: StoredNote): boolean => noteTypeOf(note.noteTypeId)?.isMedical ?? true;

/** Whether a document came in as medical, so only medical users see it. */
export const isMedicalDocument = (document: StoredDocument): boolean =>
  uploadTypeOf(document.uploadTypeId)?.isMedical ?? true;

export type AuditedDossierEntity = 'dossier_note' | 'dossier_note_draft' | 'dossier_document';

/**
 * Appends the audit entry of a write (inside a store change). The entry names what changed but never
 * holds a note's text or a file's bytes: those are medical data, and the audit log has other readers.
 */
export function auditDossierWrite(
  kit: Kit,
  state: DemoState,
  user: DemoUser,
  entity: { type: AuditedDossierEntity; id: string; label: string; labelEn: string },
  action: AuditAction,
  before: AuditRecord | null,
  after: AuditRecord | null,
): void {
  recordWrite(state.auditLog, kit.now(), user, entity, action, before, after);
}
