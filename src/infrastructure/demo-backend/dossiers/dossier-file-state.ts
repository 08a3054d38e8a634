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

/** The fields of UWV's form a message carries (domain/dossiers/uwv-correction.ts), nothing medical. */
export type UwvContentKey = 'firstSickDay' | 'hoursPerWeek' | 'payrollTaxNumber';

/** What a message said; a field may be missing, which is what the UWV refuses. */
export interface StoredUwvContent {
  firstSickDay: string | null;
  hoursPerWeek: number | null;
  payrollTaxNumber: string | null;
}

export type UwvRejectionCode = 'first-sick-day-mismatch' | 'hours-missing' | 'payroll-tax-number-unknown';

export interface StoredUwvMessage {
  id: string;
  dossierId: string;
  kind: UwvKind;
  sentOn: string;
  status: 'sent' | 'accepted' | 'rejected';
  reference: string;
  content: StoredUwvContent;
  /** Why the UWV refused it; set exactly when it is rejected. */
  rejection: UwvRejectionCode | null;
  /** The day the UWV answered a message sent again (the seed's answers have none). */
  answeredOn: string | null;
  /** The rejected message this one corrects. */
  resendOf: string | null;
  /** The message that corrected this one, once it was sent again. */
  resentAs: string | null;
}

export interface DossierFileState {
  dossierNotes: StoredNote[];
  noteDrafts: StoredNoteDraft[];
  dossierDocuments: StoredDocument[];
  uwvMessages: StoredUwvMessage[];
  nextNoteId: number;
  nextDocumentId: number;
  /** The id the next message to the UWV gets (one sent again). */
  nextUwvMessageId: number;
}
