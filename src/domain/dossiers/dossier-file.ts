import type { Temporal } from 'temporal-polyfill';
import type { DossierType } from './dossier-type';
import type { UserRef } from '../tasks/task';
import type { UwvMessageContent, UwvRejection } from './uwv-correction';
import type { Retention } from './retention-period';

/**
 * The dossier view: one dossier opened from a task, the dashboard's recently viewed list or an
 * employee, with its sections, notes, documents and the messages sent about it to the UWV.
 */

/** A text in both portal languages. */
export interface DutchAndEnglish {
  readonly nl: string;
  readonly en: string;
}

export type DossierStatus = 'open' | 'closed';

/** The employee a dossier is about, with the employer they work for. */
export interface DossierEmployee {
  readonly id: string;
  readonly name: string;
  readonly dateOfBirth: Temporal.PlainDate;
  readonly employerId: string;
  readonly employerName: string;
}

/** An open task of the dossier, as the overview lists it. */
export interface DossierOpenTask {
  readonly id: string;
  /** In both languages, like a task's title (task-title.ts). */
  readonly title: DutchAndEnglish;
  readonly dueDate: Temporal.PlainDate;
  readonly assignee: UserRef | null;
  /** A Poortwachter step's task: the step's legal deadline; else null. */
  readonly legalDeadline: Temporal.PlainDate | null;
}

export interface DossierDetail {
  readonly id: string;
  readonly type: DossierType;
  readonly status: DossierStatus;
  readonly startDate: Temporal.PlainDate;
  readonly employee: DossierEmployee;
  /** The professional who owns the case. */
  readonly owner: UserRef;
  /** Soonest due first. */
  readonly openTasks: readonly DossierOpenTask[];
  /** Whether the case is reported to the UWV (sickness, pregnancy and WGA cases), so it has a UWV section. */
  readonly reportsToUwv: boolean;
  /** Whether the signed-in user may add notes and documents; employers only read. */
  readonly mayEdit: boolean;
  /** Until when each part of it is kept (the medical file and the access log for medical readers only). */
  readonly retention: readonly Retention[];
}

export const DOSSIER_SECTION_KEYS = ['overview', 'tasks', 'notes', 'documents', 'wizards', 'uwv'] as const;
export type DossierSectionKey = (typeof DOSSIER_SECTION_KEYS)[number];

/** A part of the dossier view; a dossier type decides which parts it has and in which order. */
export interface DossierSection {
  readonly key: DossierSectionKey;
  readonly title: DutchAndEnglish;
  readonly order: number;
}

export interface NoteTemplateRef {
  readonly id: string;
  readonly name: string;
}

/** A kind of note. Medical notes are for medical users only (spec section 6). */
export interface NoteType {
  readonly id: string;
  readonly name: DutchAndEnglish;
  readonly isMedical: boolean;
  readonly templates: readonly NoteTemplateRef[];
}

/** A ready-made start for a note, in HTML. */
export interface NoteTemplate {
  readonly id: string;
  readonly name: string;
  readonly noteTypeId: string;
  readonly html: string;
}

/**
 * A note in a dossier. Its HTML is exactly as it was written and may hold anything: it is sanitized
 * where it is shown, never trusted.
 */
export interface DossierNote {
  readonly id: string;
  readonly noteType: Omit<NoteType, 'templates'>;
  readonly html: string;
  readonly author: UserRef;
  readonly createdAt: Temporal.Instant;
}

/**
 * A note being written, kept on the server per user and dossier: notes are medical data and never go
 * into the browser's storage.
 */
export interface NoteDraft {
  readonly noteTypeId: string | null;
  readonly html: string;
  readonly savedAt: Temporal.Instant;
}

export interface DocumentType {
  readonly id: string;
  readonly name: DutchAndEnglish;
}

/** How a document came in (a letter, a report, medical information); medical ones for medical users only. */
export interface UploadType {
  readonly id: string;
  readonly name: DutchAndEnglish;
  readonly isMedical: boolean;
}

export interface DossierDocument {
  readonly id: string;
  readonly fileName: string;
  readonly mimeType: string;
  /** In bytes. */
  readonly size: number;
  readonly documentType: DocumentType;
  readonly uploadType: UploadType;
  readonly uploadedBy: UserRef;
  readonly uploadedAt: Temporal.Instant;
}

/** The messages an employer (through its occupational-health service) sends the UWV about a case. */
export const UWV_MESSAGE_KINDS = [
  'sick_report',
  'week_42_report',
  'recovery_report',
  'wia_application',
  'pregnancy_leave_application',
  'wga_reassessment',
] as const;
export type UwvMessageKind = (typeof UWV_MESSAGE_KINDS)[number];

export const UWV_MESSAGE_STATUSES = ['sent', 'accepted', 'rejected'] as const;
export type UwvMessageStatus = (typeof UWV_MESSAGE_STATUSES)[number];

export interface UwvMessage {
  readonly id: string;
  readonly kind: UwvMessageKind;
  readonly sentOn: Temporal.PlainDate;
  readonly status: UwvMessageStatus;
  /** The UWV's reference, to quote when calling them. */
  readonly reference: string;
  /** Why the UWV refused it; null unless it is rejected (or the back office did not say). */
  readonly rejection: UwvRejection | null;
  /** What was sent; null for a message the back office keeps no content of. */
  readonly content: UwvMessageContent | null;
  /** The rejected message this one corrects, by id; null for a first sending. */
  readonly resendOf: string | null;
  /** The message that corrected this one, by id, once it was sent again; else null. */
  readonly resentAs: string | null;
}

/**
 * A message of one of the reader's open cases that asks for work: rejected and not sent again, or
 * sent and waiting for the UWV's answer (the dashboard's UWV panel).
 */
export interface OpenUwvMessage {
  readonly id: string;
  readonly dossierId: string;
  readonly employeeName: string;
  readonly kind: UwvMessageKind;
  readonly sentOn: Temporal.PlainDate;
  readonly status: UwvMessageStatus;
  readonly reference: string;
}

/**
 * The dossier types reported to the UWV: sickness (the Wet verbetering poortwachter reports and the
 * Ziektewet for an own-risk bearer), pregnancy leave (WAZO) and the WGA.
 */
export const UWV_REPORTING_TYPES: ReadonlySet<DossierType> = new Set<DossierType>([
  'illness',
  'absence_dossier',
  'illness_and_zw_erd',
  'zw_erd',
  'wga',
  'pregnancy',
]);

export const reportsToUwv = (type: DossierType): boolean => UWV_REPORTING_TYPES.has(type);
