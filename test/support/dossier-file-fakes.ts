import { Temporal } from 'temporal-polyfill';
import type {
  DocumentFile,
  DocumentUpload,
  DossierFileGateway,
  NoteDraftInput,
  NoteInput,
  UploadProgress,
  UwvResend,
} from '../../src/application/dossiers/dossier-file-gateway';
import type { FileDownload } from '../../src/application/platform/file-download';
import type { GatewayFailure } from '../../src/application/platform/gateway-failure';
import type {
  DocumentType,
  DossierDetail,
  DossierDocument,
  DossierNote,
  DossierSection,
  NoteDraft,
  NoteTemplate,
  NoteType,
  OpenUwvMessage,
  UploadType,
  UwvMessage,
} from '../../src/domain/dossiers/dossier-file';
import type { DossierType } from '../../src/domain/dossiers/dossier-type';
import type { Result } from '../../src/domain/shared/result';
import { fail, ok } from '../../src/domain/shared/result';

/** Test values of the dossier view: aDossierDetail({ type: 'rie' }), aDocument(), ... */

const AT = Temporal.Instant.from('2026-03-02T09:00:00Z');

export const aDossierDetail = (changes: Partial<DossierDetail> = {}): DossierDetail => ({
  id: '20001',
  type: 'illness',
  status: 'open',
  startDate: Temporal.PlainDate.from('2026-01-16'),
  employee: {
    id: 'e-1',
    name: 'Sanne de Vries',
    dateOfBirth: Temporal.PlainDate.from('1988-04-12'),
    employerId: 'w-1',
    employerName: 'Bakkerij De Gouden Korenaar B.V.',
  },
  owner: { id: 'u-12', displayName: 'Linda Hoekstra' },
  openTasks: [],
  reportsToUwv: true,
  mayEdit: true,
  retention: [],
  ...changes,
});

export const SECTIONS: readonly DossierSection[] = [
  { key: 'overview', title: { nl: 'Overzicht', en: 'Overview' }, order: 1 },
  { key: 'uwv', title: { nl: 'UWV-berichten', en: 'UWV messages' }, order: 2 },
];

export const aUwvMessage = (changes: Partial<UwvMessage> = {}): UwvMessage => ({
  id: '1',
  kind: 'week_42_report',
  sentOn: Temporal.PlainDate.from('2026-02-20'),
  status: 'accepted',
  reference: 'WM42-2026-000123',
  rejection: null,
  content: {
    firstSickDay: Temporal.PlainDate.from('2025-05-12'),
    hoursPerWeek: 32,
    payrollTaxNumber: '123456789L01',
  },
  resendOf: null,
  resentAs: null,
  ...changes,
});

/** A 42nd-week report the UWV refused for its first sick day, not sent again yet. */
export const aRejectedUwvMessage = (changes: Partial<UwvMessage> = {}): UwvMessage =>
  aUwvMessage({
    id: '7',
    status: 'rejected',
    reference: 'WM42-2026-000777',
    rejection: {
      code: 'first-sick-day-mismatch',
      field: 'firstSickDay',
      reason: 'De eerste ziektedag wijkt af van de eerste ziektedag die het UWV kent.',
    },
    content: {
      firstSickDay: Temporal.PlainDate.from('2025-05-14'),
      hoursPerWeek: 32,
      payrollTaxNumber: '123456789L01',
    },
    ...changes,
  });

export const anOpenUwvMessage = (changes: Partial<OpenUwvMessage> = {}): OpenUwvMessage => ({
  id: '7',
  dossierId: '20001',
  employeeName: 'Sanne de Vries',
  kind: 'week_42_report',
  sentOn: Temporal.PlainDate.from('2026-02-20'),
  status: 'rejected',
  reference: 'WM42-2026-000777',
  ...changes,
});

export const aNote = (changes: Partial<DossierNote> = {}): DossierNote => ({
  id: 'n-1',
  noteType: { id: '1', name: { nl: 'Gespreksverslag', en: 'Conversation report' }, isMedical: false },
  html: '<p>Gesprek gevoerd.</p>',
  author: { id: 'u-12', displayName: 'Linda Hoekstra' },
  createdAt: AT,
  ...changes,
});

export const aDraft = (changes: Partial<NoteDraft> = {}): NoteDraft => ({
  noteTypeId: '1',
  html: '<p>Half af</p>',
  savedAt: AT,
  ...changes,
});

export const GENERAL_UPLOAD_TYPE: UploadType = {
  id: '1',
  name: { nl: 'Brief', en: 'Letter' },
  isMedical: false,
};
export const MEDICAL_UPLOAD_TYPE: UploadType = {
  id: '5',
  name: { nl: 'Brief behandelaar', en: 'Letter from a practitioner' },
  isMedical: true,
};

export const aDocument = (changes: Partial<DossierDocument> = {}): DossierDocument => ({
  id: 'd-7',
  fileName: 'Plan van aanpak.pdf',
  mimeType: 'application/pdf',
  size: 2048,
  documentType: { id: '2', name: { nl: 'Plan van aanpak', en: 'Action plan' } },
  uploadType: GENERAL_UPLOAD_TYPE,
  uploadedBy: { id: 'u-12', displayName: 'Linda Hoekstra' },
  uploadedAt: AT,
  ...changes,
});

export const aFile = (name = 'verslag.pdf', mimeType = 'application/pdf', size = 1000) => ({
  name,
  mimeType,
  size,
  content: new Blob([new Uint8Array(Math.min(size, 16))], { type: mimeType }),
});

export const rejected = (
  status: number,
  fieldErrors: Record<string, string[]> = {},
  message = '',
  told = false,
): GatewayFailure => ({ kind: 'rejected', status, message, code: null, fieldErrors, told });

type Answer<T> = Result<T, GatewayFailure>;

/** A hand-written dossier-view gateway: each answer is set per test, every call recorded by name. */
export class FakeDossierFileGateway implements DossierFileGateway {
  readonly calls: string[] = [];
  detail: Answer<DossierDetail> = ok(aDossierDetail());
  sectionsAnswer: Answer<readonly DossierSection[]> = ok(SECTIONS);
  uwvAnswer: Answer<readonly UwvMessage[]> = ok([aUwvMessage()]);
  resendAnswer: Answer<UwvMessage> = ok(
    aUwvMessage({ id: '8', status: 'sent', reference: 'WM42-2026-000888', resendOf: '7' }),
  );
  openUwvAnswer: Answer<readonly OpenUwvMessage[]> = ok([anOpenUwvMessage()]);
  lastResend: UwvResend | null = null;
  noteTypesAnswer: Answer<readonly NoteType[]> = ok([]);
  templateAnswer: Answer<NoteTemplate> = ok({
    id: '101',
    name: 'Eerste verzuimgesprek',
    noteTypeId: '1',
    html: '<p>x</p>',
  });
  notesAnswer: Answer<readonly DossierNote[]> = ok([aNote()]);
  addNoteAnswer: Answer<DossierNote> = ok(aNote());
  draftAnswer: Answer<NoteDraft | null> = ok(null);
  saveDraftAnswer: Answer<NoteDraft> = ok(aDraft());
  clearDraftAnswer: Answer<void> = ok(undefined);
  documentTypesAnswer: Answer<readonly DocumentType[]> = ok([]);
  uploadTypesAnswer: (medical: boolean) => Answer<readonly UploadType[]> = (medical) =>
    ok([medical ? MEDICAL_UPLOAD_TYPE : GENERAL_UPLOAD_TYPE]);
  documentsAnswer: Answer<readonly DossierDocument[]> = ok([aDocument()]);
  uploadAnswer: Answer<DossierDocument> = ok(aDocument());
  /** What the fake upload tells as it "sends". */
  progressSteps: readonly UploadProgress[] = [
    { sentBytes: 500, totalBytes: 1000 },
    { sentBytes: 1000, totalBytes: 1000 },
  ];
  downloadAnswer: Answer<DocumentFile> = ok({
    bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46]),
    mimeType: 'application/pdf',
    fileName: 'Plan van aanpak Yılmaz.pdf',
  });
  lastNote: NoteInput | null = null;
  lastDraft: NoteDraftInput | null = null;
  lastUpload: DocumentUpload | null = null;

  private answer<T>(call: string, value: Answer<T>): Promise<Answer<T>> {
    this.calls.push(call);
    return Promise.resolve(value);
  }

  dossier(dossierId: string) {
    return this.answer(`dossier:${dossierId}`, this.detail);
  }
  sections(type: DossierType) {
    return this.answer(`sections:${type}`, this.sectionsAnswer);
  }
  uwvMessages(type: DossierType, dossierId: string) {
    return this.answer(`uwv:${type}:${dossierId}`, this.uwvAnswer);
  }
  resendUwvMessage(messageId: string, resend: UwvResend) {
    this.lastResend = resend;
    return this.answer(`resend:${messageId}`, this.resendAnswer);
  }
  openUwvMessages(owner: 'me' | 'all') {
    return this.answer(`openUwv:${owner}`, this.openUwvAnswer);
  }
  noteTypes() {
    return this.answer('noteTypes', this.noteTypesAnswer);
  }
  noteTemplate(templateId: string) {
    return this.answer(`template:${templateId}`, this.templateAnswer);
  }
  notes(dossierId: string) {
    return this.answer(`notes:${dossierId}`, this.notesAnswer);
  }
  addNote(dossierId: string, note: NoteInput) {
    this.lastNote = note;
    return this.answer(`addNote:${dossierId}`, this.addNoteAnswer);
  }
  draft(dossierId: string) {
    return this.answer(`draft:${dossierId}`, this.draftAnswer);
  }
  saveDraft(dossierId: string, draft: NoteDraftInput) {
    this.lastDraft = draft;
    return this.answer(`saveDraft:${dossierId}`, this.saveDraftAnswer);
  }
  clearDraft(dossierId: string) {
    return this.answer(`clearDraft:${dossierId}`, this.clearDraftAnswer);
  }
  documentTypes() {
    return this.answer('documentTypes', this.documentTypesAnswer);
  }
  uploadTypes(medical: boolean) {
    return this.answer(`uploadTypes:${medical}`, this.uploadTypesAnswer(medical));
  }
  documents(dossierId: string) {
    return this.answer(`documents:${dossierId}`, this.documentsAnswer);
  }
  upload(dossierId: string, upload: DocumentUpload, onProgress?: (progress: UploadProgress) => void) {
    this.lastUpload = upload;
    for (const step of this.progressSteps) onProgress?.(step);
    return this.answer(`upload:${dossierId}`, this.uploadAnswer);
  }
  download(dossierId: string, documentId: string) {
    return this.answer(`download:${dossierId}:${documentId}`, this.downloadAnswer);
  }
}

export const failing = <T>(failure: GatewayFailure): Answer<T> => fail(failure);

/** Records what the browser would have been handed to save. */
export class RecordingFileDownload implements FileDownload {
  readonly saved: { name: string; mimeType: string; contents: string | Uint8Array<ArrayBuffer> }[] = [];
  save(name: string, mimeType: string, contents: string | Uint8Array<ArrayBuffer>): void {
    this.saved.push({ name, mimeType, contents });
  }
}
