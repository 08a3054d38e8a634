/**
 * The dossier view's part of the demo state: the notes, the drafts being written, the documents and
 * the UWV messages of the tasks area's dossiers. Records keep ids, never copies of names.
 */

export interface StoredNote {
  id: string;
  dossierId: string;
  noteTypeId: string;
  /** As the author's editor sent it; the portal sanitizes when it shows a note. */
  html: string;
  authorId: string;
  createdAt: string;
}

/** One per user and dossier at most. */
export interface StoredNoteDraft {
  userId: string;
  dossierId: string;
  noteTypeId: string | null;
  html: string;
  savedAt: string;
}

export interface StoredDocument {
  id: string;
  dossierId: string;
  fileName: string;
  mimeType: string;
  size: number;
  documentTypeId: string;
  uploadTypeId: string;
  uploadedById: string;
  uploadedAt: string;
  /** The file's bytes in base64: small generated ones in the seed, the real ones for uploads. */
  content: string;
  /** Uploaded through the portal rather than seeded: these count towards the demo's storage cap. */
  uploaded: boolean;
}

export type UwvKind =
  | 'sick_report'
  | 'week_42_report'
  | 'recovery_report'
  | 'wia_application'
  | 'pregnancy_leave_application'
  | 'wga_reassessment';

export interface StoredUwvMessage {
  id: string;
  dossierId: string;
  kind: UwvKind;
  sentOn: string;
  status: 'sent' | 'accepted' | 'rejected';
  reference: string;
}

export interface DossierFileState {
  dossierNotes: StoredNote[];
  noteDrafts: StoredNoteDraft[];
  dossierDocuments: StoredDocument[];
  uwvMessages: StoredUwvMessage[];
  nextNoteId: number;
  nextDocumentId: number;
}
