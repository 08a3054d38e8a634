import { isMedicalUser } from '../access/users';
import type { CaseViewer } from '../tasks/case-scope';
import { noteTypeOf, uploadTypeOf } from './dossier-file-catalogue';
import type { StoredDocument, StoredNote } from './dossier-file-state';

/** Which of a dossier's notes and documents are medical data, and who reads medical data. */

/** Spec section 6: medical data reaches only a medical internal user, never an employer. */
export const readsMedical = (viewer: CaseViewer): boolean =>
  viewer.kind === 'professional' && isMedicalUser(viewer.user);

/** Whether a note is of a medical type, so only medical users see it. */
export const isMedicalNote = (note: StoredNote): boolean => noteTypeOf(note.noteTypeId)?.isMedical ?? true;

/** Whether a document came in as medical, so only medical users see it. */
export const isMedicalDocument = (document: StoredDocument): boolean =>
  uploadTypeOf(document.uploadTypeId)?.isMedical ?? true;
