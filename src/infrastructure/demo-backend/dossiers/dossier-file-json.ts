import { userOf } from '../access/users';
import { userRef } from '../tasks/case-kit';
import type { CatalogueNoteType, CatalogueUploadType } from './dossier-file-catalogue';
import { documentTypeOf, noteTypeOf, uploadTypeOf } from './dossier-file-catalogue';
import type { StoredDocument, StoredNote, StoredNoteDraft } from './dossier-file-state';

/** A dossier's notes, drafts and documents as the contract's JSON (dossier-file-schemas.ts). */

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
