import type { Temporal } from 'temporal-polyfill';
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
import type { GatewayFailure } from '../platform/gateway-failure';
import { token } from '../platform/token';

/** A note to save, or a draft to keep: the note type may still be unchosen in a draft. */
export interface NoteInput {
  readonly noteTypeId: string;
  readonly html: string;
}

export interface NoteDraftInput {
  readonly noteTypeId: string | null;
  readonly html: string;
}

/**
 * A file the user picked. A browser `File` gives all of it (see `uploadFileOf`); the content is sent
 * as it is, never read into memory by the portal.
 */
export interface UploadFile {
  readonly name: string;
  readonly mimeType: string;
  /** In bytes. */
  readonly size: number;
  readonly content: Blob;
}

export const uploadFileOf = (file: File): UploadFile => ({
  name: file.name,
  mimeType: file.type,
  size: file.size,
  content: file,
});

export interface DocumentUpload {
  readonly file: UploadFile;
  readonly documentTypeId: string;
  readonly uploadTypeId: string;
}

/** How far an upload has come, in bytes of the whole request. */
export interface UploadProgress {
  readonly sentBytes: number;
  readonly totalBytes: number;
}

/** A downloaded document: its bytes, media type, and the name the server gave it. */
export interface DocumentFile {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly mimeType: string;
  readonly fileName: string | null;
}

/** A rejected UWV message's fields, corrected, as they are sent again. */
export interface UwvResend {
  readonly firstSickDay: Temporal.PlainDate;
  readonly hoursPerWeek: number;
  readonly payrollTaxNumber: string;
}

export const DossierFileGateway = token<DossierFileGateway>('DossierFileGateway');
/**
 * The dossier view's calls (spec section 7): one dossier with its sections and UWV messages, its
 * notes and the user's draft, its documents. The back office decides what the user may see: medical
 * notes, documents and upload types reach medical users only, and a refusal comes back as a 403.
 * Writes, and opening the dossier, are quiet: their refusals come back (with the server's field
 * messages) untold, for the use case or the screen to show.
 */
export interface DossierFileGateway {
  /** The dossier; opening it puts it first in the user's recently viewed dossiers. */
  dossier(dossierId: string, signal?: AbortSignal): Promise<Result<DossierDetail, GatewayFailure>>;
  /** The sections of a dossier type's view, in their order. */
  sections(
    type: DossierType,
    signal?: AbortSignal,
  ): Promise<Result<readonly DossierSection[], GatewayFailure>>;
  /** The messages sent to the UWV about the dossier, newest first. */
  uwvMessages(
    type: DossierType,
    dossierId: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly UwvMessage[], GatewayFailure>>;
  /**
   * Sends a rejected message again with its fields corrected; answers the new message. Quiet: a
   * refusal (403, 409, the fields' 422) comes back for the form to show.
   */
  resendUwvMessage(messageId: string, resend: UwvResend): Promise<Result<UwvMessage, GatewayFailure>>;
  /**
   * The messages of the reader's open cases that ask for work (rejected and not sent again, or
   * waiting for the UWV): a professional's own cases, or all they may see.
   */
  openUwvMessages(
    owner: 'me' | 'all',
    signal?: AbortSignal,
  ): Promise<Result<readonly OpenUwvMessage[], GatewayFailure>>;

  /** The note types the user may write, with their templates. */
  noteTypes(signal?: AbortSignal): Promise<Result<readonly NoteType[], GatewayFailure>>;
  /** A template's HTML; a medical one only for a medical user. */
  noteTemplate(templateId: string, signal?: AbortSignal): Promise<Result<NoteTemplate, GatewayFailure>>;
  /** The dossier's notes the user may read, newest first. */
  notes(dossierId: string, signal?: AbortSignal): Promise<Result<readonly DossierNote[], GatewayFailure>>;
  /** Saves a note; the server then drops the user's draft for the dossier. */
  addNote(dossierId: string, note: NoteInput): Promise<Result<DossierNote, GatewayFailure>>;
  /** The user's draft for the dossier, or null. */
  draft(dossierId: string, signal?: AbortSignal): Promise<Result<NoteDraft | null, GatewayFailure>>;
  /** Keeps the user's draft for the dossier, replacing any earlier one. */
  saveDraft(dossierId: string, draft: NoteDraftInput): Promise<Result<NoteDraft, GatewayFailure>>;
  /** Drops the user's draft for the dossier; done as well when there was none. */
  clearDraft(dossierId: string): Promise<Result<void, GatewayFailure>>;

  /** What a document may be filed as (a problem analysis, an action plan ...). */
  documentTypes(signal?: AbortSignal): Promise<Result<readonly DocumentType[], GatewayFailure>>;
  /** The upload types of one kind: asking for the medical ones is refused for a non-medical user. */
  uploadTypes(medical: boolean, signal?: AbortSignal): Promise<Result<readonly UploadType[], GatewayFailure>>;
  /** The dossier's documents the user may see, newest first. */
  documents(
    dossierId: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly DossierDocument[], GatewayFailure>>;
  /** Sends a file, telling `onProgress` as it goes out. */
  upload(
    dossierId: string,
    upload: DocumentUpload,
    onProgress?: (progress: UploadProgress) => void,
    signal?: AbortSignal,
  ): Promise<Result<DossierDocument, GatewayFailure>>;
  /** A document's bytes, with the media type and file name the server gives. */
  download(
    dossierId: string,
    documentId: string,
    signal?: AbortSignal,
  ): Promise<Result<DocumentFile, GatewayFailure>>;
}
