import type {
  DocumentFile,
  DocumentUpload,
  DossierFileGateway,
  NoteDraftInput,
  NoteInput,
  UploadProgress,
  UwvResend,
} from '../../application/dossiers/dossier-file-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
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
} from '../../domain/dossiers/dossier-file';
import type { DossierType } from '../../domain/dossiers/dossier-type';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import {
  documentOf,
  dossierDetailOf,
  draftOf,
  noteOf,
  noteTypeOf,
  openUwvMessageOf,
  uploadTypeOf,
  uwvMessageOf,
} from './dossier-file-mapping';
import {
  DocumentAnswerSchema,
  DocumentsSchema,
  DocumentTypePageSchema,
  DossierDetailSchema,
  DossierSectionsSchema,
  NoteAnswerSchema,
  NoContentSchema,
  NoteDraftAnswerSchema,
  NotesSchema,
  NoteTemplateSchema,
  NoteTypePageSchema,
  OpenUwvMessagesSchema,
  ResentUwvMessageSchema,
  SavedNoteDraftSchema,
  UploadTypesSchema,
  UwvMessagesSchema,
} from './dossier-file-schemas';

const DOSSIER = '/v2/dossier';
/** Spec section 9: the note-type and document-type lists come 100 to a page. */
const TYPE_PAGE = { number: 1, size: 100 } as const;

const UWV_MESSAGE = '/uwv/uwv-message';
const one = (id: string) => `${DOSSIER}/${encodeURIComponent(id)}`;

/** The dossier view's calls over HTTP (see dossier-file-schemas.ts for the contract). */
export class HttpDossierFileGateway implements DossierFileGateway {
  constructor(private readonly http: HttpClient) {}

  // Quiet: a dossier that is gone or out of reach is the screen's to show, not a toast's.
  async dossier(dossierId: string, signal?: AbortSignal): Promise<Result<DossierDetail, GatewayFailure>> {
    const answer = await this.http.request(DossierDetailSchema, {
      method: 'GET',
      path: one(dossierId),
      quiet: true,
      signal,
    });
    return answer.ok ? ok(dossierDetailOf(answer.value)) : answer;
  }

  async sections(
    type: DossierType,
    signal?: AbortSignal,
  ): Promise<Result<readonly DossierSection[], GatewayFailure>> {
    const answer = await this.http.request(DossierSectionsSchema, {
      method: 'GET',
      path: `${DOSSIER}/dossier-section`,
      query: { filter: { dossierType: type } },
      signal,
    });
    if (!answer.ok) return answer;
    return ok(
      answer.value.data
        .map((section) => ({
          key: section.key,
          title: { nl: section.titleNl, en: section.titleEn },
          order: section.order,
        }))
        .sort((a, b) => a.order - b.order),
    );
  }

  async uwvMessages(
    type: DossierType,
    dossierId: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly UwvMessage[], GatewayFailure>> {
    const answer = await this.http.request(UwvMessagesSchema, {
      method: 'GET',
      path: `${UWV_MESSAGE}/show`,
      params: { dossierType: type, dossierId },
      signal,
    });
    return answer.ok ? ok(answer.value.data.map(uwvMessageOf)) : answer;
  }

  async resendUwvMessage(messageId: string, resend: UwvResend): Promise<Result<UwvMessage, GatewayFailure>> {
    const answer = await this.http.request(ResentUwvMessageSchema, {
      method: 'POST',
      path: `${UWV_MESSAGE}/${encodeURIComponent(messageId)}/resend`,
      body: {
        firstSickDay: resend.firstSickDay.toString(),
        hoursPerWeek: resend.hoursPerWeek,
        payrollTaxNumber: resend.payrollTaxNumber,
      },
      quiet: true,
    });
    return answer.ok ? ok(uwvMessageOf(answer.value.data)) : answer;
  }

  async openUwvMessages(
    owner: 'me' | 'all',
    signal?: AbortSignal,
  ): Promise<Result<readonly OpenUwvMessage[], GatewayFailure>> {
    const answer = await this.http.request(OpenUwvMessagesSchema, {
      method: 'GET',
      path: `${UWV_MESSAGE}/open`,
      query: { filter: { owner } },
      signal,
    });
    return answer.ok ? ok(answer.value.data.map(openUwvMessageOf)) : answer;
  }

  async noteTypes(signal?: AbortSignal): Promise<Result<readonly NoteType[], GatewayFailure>> {
    const answer = await this.http.request(NoteTypePageSchema, {
      method: 'GET',
      path: `${DOSSIER}/note-type`,
      query: { page: TYPE_PAGE },
      signal,
    });
    return answer.ok ? ok(answer.value.data.map(noteTypeOf)) : answer;
  }

  async noteTemplate(
    templateId: string,
    signal?: AbortSignal,
  ): Promise<Result<NoteTemplate, GatewayFailure>> {
    const answer = await this.http.request(NoteTemplateSchema, {
      method: 'GET',
      path: `${DOSSIER}/note-template/${encodeURIComponent(templateId)}`,
      signal,
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }

  async notes(
    dossierId: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly DossierNote[], GatewayFailure>> {
    const answer = await this.http.request(NotesSchema, {
      method: 'GET',
      path: `${one(dossierId)}/notes`,
      signal,
    });
    return answer.ok ? ok(answer.value.data.map(noteOf)) : answer;
  }

  async addNote(dossierId: string, note: NoteInput): Promise<Result<DossierNote, GatewayFailure>> {
    const answer = await this.http.request(NoteAnswerSchema, {
      method: 'POST',
      path: `${one(dossierId)}/notes`,
      body: { noteTypeId: note.noteTypeId, html: note.html },
      quiet: true,
    });
    return answer.ok ? ok(noteOf(answer.value.data)) : answer;
  }

  async draft(dossierId: string, signal?: AbortSignal): Promise<Result<NoteDraft | null, GatewayFailure>> {
    const answer = await this.http.request(NoteDraftAnswerSchema, {
      method: 'GET',
      path: `${one(dossierId)}/note-draft`,
      signal,
    });
    if (!answer.ok) return answer;
    return ok(answer.value.data ? draftOf(answer.value.data) : null);
  }

  async saveDraft(dossierId: string, draft: NoteDraftInput): Promise<Result<NoteDraft, GatewayFailure>> {
    const answer = await this.http.request(SavedNoteDraftSchema, {
      method: 'PUT',
      path: `${one(dossierId)}/note-draft`,
      body: { noteTypeId: draft.noteTypeId, html: draft.html },
      quiet: true,
    });
    return answer.ok ? ok(draftOf(answer.value.data)) : answer;
  }

  async clearDraft(dossierId: string): Promise<Result<void, GatewayFailure>> {
    const answer = await this.http.request(NoContentSchema, {
      method: 'DELETE',
      path: `${one(dossierId)}/note-draft`,
      quiet: true,
    });
    return answer.ok ? ok(undefined) : answer;
  }

  async documentTypes(signal?: AbortSignal): Promise<Result<readonly DocumentType[], GatewayFailure>> {
    const answer = await this.http.request(DocumentTypePageSchema, {
      method: 'GET',
      path: `${DOSSIER}/document-type`,
      query: { page: TYPE_PAGE },
      signal,
    });
    if (!answer.ok) return answer;
    return ok(answer.value.data.map((type) => ({ id: type.id, name: { nl: type.nameNl, en: type.nameEn } })));
  }

  async uploadTypes(
    medical: boolean,
    signal?: AbortSignal,
  ): Promise<Result<readonly UploadType[], GatewayFailure>> {
    const answer = await this.http.request(UploadTypesSchema, {
      method: 'GET',
      path: `${DOSSIER}/upload-type`,
      query: { filter: { isMedical: medical } },
      signal,
    });
    return answer.ok ? ok(answer.value.data.map(uploadTypeOf)) : answer;
  }

  async documents(
    dossierId: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly DossierDocument[], GatewayFailure>> {
    const answer = await this.http.request(DocumentsSchema, {
      method: 'GET',
      path: `${one(dossierId)}/documents`,
      signal,
    });
    return answer.ok ? ok(answer.value.data.map(documentOf)) : answer;
  }

  async upload(
    dossierId: string,
    upload: DocumentUpload,
    onProgress?: (progress: UploadProgress) => void,
    signal?: AbortSignal,
  ): Promise<Result<DossierDocument, GatewayFailure>> {
    const form = new FormData();
    form.append('file', upload.file.content, upload.file.name);
    form.append('documentTypeId', upload.documentTypeId);
    form.append('uploadTypeId', upload.uploadTypeId);
    const answer = await this.http.upload(DocumentAnswerSchema, {
      path: `${one(dossierId)}/documents`,
      form,
      quiet: true,
      ...(onProgress ? { onProgress: (sentBytes, totalBytes) => onProgress({ sentBytes, totalBytes }) } : {}),
      ...(signal ? { signal } : {}),
    });
    return answer.ok ? ok(documentOf(answer.value.data)) : answer;
  }

  async download(
    dossierId: string,
    documentId: string,
    signal?: AbortSignal,
  ): Promise<Result<DocumentFile, GatewayFailure>> {
    return this.http.download({
      method: 'GET',
      path: `${one(dossierId)}/documents/${encodeURIComponent(documentId)}/download`,
      signal,
    });
  }
}
