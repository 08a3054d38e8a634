import * as v from 'valibot';
import { RETENTION_PARTS, RETENTION_STARTS } from '../../domain/dossiers/retention-period';
import {
  DOSSIER_SECTION_KEYS,
  UWV_MESSAGE_KINDS,
  UWV_MESSAGE_STATUSES,
} from '../../domain/dossiers/dossier-file';
import { UWV_CONTENT_FIELDS, UWV_REJECTION_CODES } from '../../domain/dossiers/uwv-correction';
import { CalendarDateSchema, TimestampSchema } from '../http/temporal-schemas';
import { DossierTypeSchema, DutchAndEnglishSchema, UserRefSchema } from './dossier-schemas';

/**
 * The written contract of the dossier view's calls (spec section 7, "Dossiers and tasks" and
 * "Other"), all under /api/external. The spec names the reference calls; the calls on one dossier
 * (v2/dossier/{id}, its notes, note draft and documents) are designed here, and the demo backend
 * answers exactly this. Dates are ISO dates in Europe/Amsterdam, moments ISO timestamps; an
 * impossible date fails the schema like any other malformed answer.
 */

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

const PageMetaSchema = v.object({
  total: Count,
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/**
 * GET v2/dossier/{id}: the dossier with its employee, owner and open tasks (soonest due first).
 * Opening it records it in the caller's recently viewed dossiers. 404 for an unknown dossier, 403
 * `forbidden` for one outside the caller's scope (spec section 6: a medical dossier type for anyone
 * but a medical user). `mayEdit` is false for a caller who only reads (an employer user).
 */
export const DossierDetailSchema = v.object({
  data: v.object({
    id: v.string(),
    type: DossierTypeSchema,
    status: v.picklist(['open', 'closed']),
    startDate: CalendarDateSchema,
    employee: v.object({
      id: v.string(),
      name: v.string(),
      dateOfBirth: CalendarDateSchema,
      employerId: v.string(),
      employerName: v.string(),
    }),
    owner: UserRefSchema,
    openTasks: v.array(
      v.object({
        id: v.string(),
        title: DutchAndEnglishSchema,
        dueDate: CalendarDateSchema,
        assignedUser: v.nullable(UserRefSchema),
        /** A Poortwachter step's task: the step's legal deadline (as on the task list); else null. */
        legalDeadline: v.optional(v.nullable(CalendarDateSchema), null),
      }),
    ),
    reportsToUwv: v.boolean(),
    mayEdit: v.boolean(),
    /**
     * Until when each part of the dossier is kept, by the law's periods (domain/dossiers/
     * retention-period.ts): `since` is the moment the period counts from and `until` its last day,
     * both null while that moment has not come (an employment still running, a case still open). The
     * medical file and the access log are listed to medical readers only: the last change to a medical
     * file is itself health information. Absent from an older back office.
     */
    retention: v.optional(
      v.array(
        v.object({
          part: v.picklist(RETENTION_PARTS),
          from: v.picklist(RETENTION_STARTS),
          since: v.nullable(CalendarDateSchema),
          until: v.nullable(CalendarDateSchema),
        }),
      ),
      [],
    ),
  }),
});

/** GET v2/dossier/dossier-section?filter[dossierType]=X: the sections of that type's view, in order. */
export const DossierSectionsSchema = v.object({
  data: v.array(
    v.object({
      key: v.picklist(DOSSIER_SECTION_KEYS),
      titleNl: v.string(),
      titleEn: v.string(),
      order: v.pipe(v.number(), v.integer()),
    }),
  ),
});

const NoteTypeFieldsSchema = v.object({
  id: v.string(),
  nameNl: v.string(),
  nameEn: v.string(),
  isMedical: v.boolean(),
});

/** GET v2/dossier/note-type?page[size]=100: the note types the caller may write, with their templates. */
export const NoteTypePageSchema = v.object({
  data: v.array(
    v.object({
      ...NoteTypeFieldsSchema.entries,
      templates: v.array(v.object({ id: v.string(), name: v.string() })),
    }),
  ),
  meta: PageMetaSchema,
});

/** GET v2/dossier/note-template/{id}: a template's HTML; a medical one only for medical users. */
export const NoteTemplateSchema = v.object({
  data: v.object({ id: v.string(), noteTypeId: v.string(), name: v.string(), html: v.string() }),
});

const NoteSchema = v.object({
  id: v.string(),
  noteType: NoteTypeFieldsSchema,
  /** As written: the portal sanitizes it where it shows it. */
  html: v.string(),
  author: UserRefSchema,
  createdAt: TimestampSchema,
});

/** GET v2/dossier/{id}/notes: newest first, without medical notes for a non-medical caller. */
export const NotesSchema = v.object({ data: v.array(NoteSchema) });

/**
 * POST v2/dossier/{id}/notes with { noteTypeId, html } (HTML required, at most 50,000 characters):
 * 201 with the note; a field refusal is 422 under `noteTypeId` or `html`. It replaces the caller's
 * draft for the dossier.
 */
export const NoteAnswerSchema = v.object({ data: NoteSchema });

const NoteDraftSchema = v.object({
  noteTypeId: v.nullable(v.string()),
  html: v.string(),
  savedAt: TimestampSchema,
});

/**
 * GET v2/dossier/{id}/note-draft: the caller's draft for this dossier, or null. PUT with
 * { noteTypeId (may be null), html } keeps it and answers it; DELETE drops it (204).
 */
export const NoteDraftAnswerSchema = v.object({ data: v.nullable(NoteDraftSchema) });
export const SavedNoteDraftSchema = v.object({ data: NoteDraftSchema });

/** A 204 without a body (DELETE of a draft). */
export const NoContentSchema = v.null();

const DocumentTypeSchema = v.object({ id: v.string(), nameNl: v.string(), nameEn: v.string() });
const UploadTypeSchema = v.object({ ...DocumentTypeSchema.entries, isMedical: v.boolean() });

/** GET v2/dossier/document-type?page[size]=100. */
export const DocumentTypePageSchema = v.object({ data: v.array(DocumentTypeSchema), meta: PageMetaSchema });

/** GET v2/dossier/upload-type?filter[isMedical]=true|false; asking for the medical ones needs a medical user. */
export const UploadTypesSchema = v.object({ data: v.array(UploadTypeSchema) });

const DocumentSchema = v.object({
  id: v.string(),
  fileName: v.string(),
  mimeType: v.string(),
  size: Count,
  documentType: DocumentTypeSchema,
  uploadType: UploadTypeSchema,
  uploadedBy: UserRefSchema,
  uploadedAt: TimestampSchema,
});

/**
 * GET v2/dossier/{id}/documents: newest first, without medical uploads for a non-medical caller.
 * The bytes come from GET v2/dossier/{id}/documents/{documentId}/download, with Content-Type and
 * Content-Disposition.
 */
export const DocumentsSchema = v.object({ data: v.array(DocumentSchema) });

/**
 * POST v2/dossier/{id}/documents, multipart/form-data with file, documentTypeId and uploadTypeId:
 * 201 with the document; refused files (type, emptiness, over 10 MB) are 422 under `file`.
 */
export const DocumentAnswerSchema = v.object({ data: DocumentSchema });

const UwvContentSchema = v.object({
  firstSickDay: v.nullable(CalendarDateSchema),
  hoursPerWeek: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  payrollTaxNumber: v.nullable(v.string()),
});

/** One message to the UWV. The fields after `reference` came later: an answer without them still parses. */
const UwvMessageSchema = v.object({
  id: v.string(),
  kind: v.picklist(UWV_MESSAGE_KINDS),
  sentOn: CalendarDateSchema,
  status: v.picklist(UWV_MESSAGE_STATUSES),
  reference: v.string(),
  /** The UWV's refusal of a rejected message: its code, the field it is about, the back office's words. */
  rejection: v.optional(
    v.nullable(
      v.object({
        code: v.picklist(UWV_REJECTION_CODES),
        field: v.picklist(UWV_CONTENT_FIELDS),
        reason: v.string(),
      }),
    ),
    null,
  ),
  /** What was sent: the fields of UWV's form an employer fills in, nothing medical. */
  content: v.optional(v.nullable(UwvContentSchema), null),
  /** The rejected message this one corrects. */
  resendOf: v.optional(v.nullable(v.string()), null),
  /** The message that corrected this one. */
  resentAs: v.optional(v.nullable(v.string()), null),
});

/**
 * GET uwv/uwv-message/show?dossierType=X&dossierId=Y: the messages sent to the UWV about the case,
 * newest first; none for a type that is not reported to the UWV. A rejected message carries the
 * UWV's refusal, its `reason` in the request's language.
 */
export const UwvMessagesSchema = v.object({ data: v.array(UwvMessageSchema) });

/**
 * POST uwv/uwv-message/{id}/resend with { firstSickDay, hoursPerWeek, payrollTaxNumber }: a rejected
 * message corrected and sent again, for a reader who may edit the dossier (else 403). 201 with the
 * new message (`sent`, a new reference of the same prefix, `resendOf` the old id; the old one gets
 * `resentAs`); 409 for a message that is not rejected or was sent again already; 422 per field (a
 * first sick day not in the future, whole hours from 1 to 60, a payroll tax number such as
 * 123456789L01), and per key for any other key, so nothing else (nothing medical) is ever kept.
 */
export const ResentUwvMessageSchema = v.object({ data: UwvMessageSchema });

/**
 * GET uwv/uwv-message/open?filter[owner]=me|all: the messages of the caller's open cases that ask for
 * work, rejected and not sent again or sent and waiting for the UWV, newest first; in reach as the
 * dossier list is (a professional's own cases by default, or all; an employer's, its own employees').
 */
export const OpenUwvMessagesSchema = v.object({
  data: v.array(
    v.object({
      id: v.string(),
      dossierId: v.string(),
      employeeName: v.string(),
      kind: v.picklist(UWV_MESSAGE_KINDS),
      sentOn: CalendarDateSchema,
      status: v.picklist(UWV_MESSAGE_STATUSES),
      reference: v.string(),
    }),
  ),
});
