import { Temporal } from 'temporal-polyfill';
import type * as v from 'valibot';
import type {
  DossierDetail,
  DossierDocument,
  DossierNote,
  NoteDraft,
  NoteType,
  OpenUwvMessage,
  UploadType,
  UwvMessage,
} from '../../domain/dossiers/dossier-file';
import type {
  DocumentsSchema,
  DossierDetailSchema,
  NoteDraftAnswerSchema,
  NotesSchema,
  NoteTypePageSchema,
  OpenUwvMessagesSchema,
  UploadTypesSchema,
  UwvMessagesSchema,
} from './dossier-file-schemas';

/** The dossier view's answers as domain values; the schemas have already checked every date. */

type Wire<S extends v.GenericSchema> = v.InferOutput<S>;
type Item<S extends v.GenericSchema> = Wire<S> extends { data: readonly (infer T)[] } ? T : never;

const bilingual = (raw: { nameNl: string; nameEn: string }) => ({ nl: raw.nameNl, en: raw.nameEn });

export function dossierDetailOf({ data }: Wire<typeof DossierDetailSchema>): DossierDetail {
  return {
    id: data.id,
    type: data.type,
    status: data.status,
    startDate: Temporal.PlainDate.from(data.startDate),
    employee: { ...data.employee, dateOfBirth: Temporal.PlainDate.from(data.employee.dateOfBirth) },
    owner: data.owner,
    openTasks: data.openTasks.map((task) => ({
      id: task.id,
      title: task.title,
      dueDate: Temporal.PlainDate.from(task.dueDate),
      assignee: task.assignedUser,
      legalDeadline: task.legalDeadline ? Temporal.PlainDate.from(task.legalDeadline) : null,
    })),
    reportsToUwv: data.reportsToUwv,
    mayEdit: data.mayEdit,
    retention: data.retention.map((kept) => ({
      part: kept.part,
      from: kept.from,
      since: kept.since === null ? null : Temporal.PlainDate.from(kept.since),
      until: kept.until === null ? null : Temporal.PlainDate.from(kept.until),
    })),
  };
}

export const noteTypeOf = (raw: Item<typeof NoteTypePageSchema>): NoteType => ({
  id: raw.id,
  name: bilingual(raw),
  isMedical: raw.isMedical,
  templates: raw.templates,
});

export const noteOf = (raw: Item<typeof NotesSchema>): DossierNote => ({
  id: raw.id,
  noteType: { id: raw.noteType.id, name: bilingual(raw.noteType), isMedical: raw.noteType.isMedical },
  html: raw.html,
  author: raw.author,
  createdAt: Temporal.Instant.from(raw.createdAt),
});

export const draftOf = (raw: NonNullable<Wire<typeof NoteDraftAnswerSchema>['data']>): NoteDraft => ({
  noteTypeId: raw.noteTypeId,
  html: raw.html,
  savedAt: Temporal.Instant.from(raw.savedAt),
});

export const uploadTypeOf = (raw: Item<typeof UploadTypesSchema>): UploadType => ({
  id: raw.id,
  name: bilingual(raw),
  isMedical: raw.isMedical,
});

export const documentOf = (raw: Item<typeof DocumentsSchema>): DossierDocument => ({
  id: raw.id,
  fileName: raw.fileName,
  mimeType: raw.mimeType,
  size: raw.size,
  documentType: { id: raw.documentType.id, name: bilingual(raw.documentType) },
  uploadType: uploadTypeOf(raw.uploadType),
  uploadedBy: raw.uploadedBy,
  uploadedAt: Temporal.Instant.from(raw.uploadedAt),
});

export const uwvMessageOf = (raw: Item<typeof UwvMessagesSchema>): UwvMessage => ({
  id: raw.id,
  kind: raw.kind,
  sentOn: Temporal.PlainDate.from(raw.sentOn),
  status: raw.status,
  reference: raw.reference,
  rejection: raw.rejection,
  content: raw.content
    ? {
        firstSickDay: raw.content.firstSickDay ? Temporal.PlainDate.from(raw.content.firstSickDay) : null,
        hoursPerWeek: raw.content.hoursPerWeek,
        payrollTaxNumber: raw.content.payrollTaxNumber,
      }
    : null,
  resendOf: raw.resendOf,
  resentAs: raw.resentAs,
});

export const openUwvMessageOf = (raw: Item<typeof OpenUwvMessagesSchema>): OpenUwvMessage => ({
  ...raw,
  sentOn: Temporal.PlainDate.from(raw.sentOn),
});
