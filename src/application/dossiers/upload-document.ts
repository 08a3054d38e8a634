import type { DossierDocument } from '../../domain/dossiers/dossier-file';
import type { UploadProblem } from '../../domain/dossiers/document-upload';
import { uploadProblem } from '../../domain/dossiers/document-upload';
import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { SaveRefusal } from '../platform/record-refusal';
import { hasProblems, invalid, saveWith } from '../platform/record-refusal';
import type { DossierFileGateway, UploadFile, UploadProgress } from './dossier-file-gateway';

export type UploadField = 'file' | 'documentType' | 'uploadType';
export type UploadFieldProblem = 'required' | UploadProblem;

/** The upload form as the user filled it in: anything may still be missing. */
export interface DocumentUploadDraft {
  readonly file: UploadFile | null;
  readonly documentTypeId: string | null;
  readonly uploadTypeId: string | null;
}

const FIELDS: readonly UploadField[] = ['file', 'documentType', 'uploadType'];
/** The contract names the type fields after their ids. */
const ALIASES: Readonly<Record<string, UploadField>> = {
  documentTypeId: 'documentType',
  uploadTypeId: 'uploadType',
};

/**
 * Uploading a document into a dossier (POST v2/dossier/{id}/documents, multipart). The file is
 * checked against the upload rule first (PDF, PNG, JPEG, Word or text, at most 10 MB), so a wrong
 * one is refused before a byte is sent. `onProgress` is told as the file goes out, for a progress bar;
 * `signal` cancels the upload (the answer is then `save.unavailable`, told to nobody).
 */
export class UploadDocument {
  constructor(
    private readonly dossiers: DossierFileGateway,
    private readonly notifier: Notifier,
  ) {}

  check(draft: DocumentUploadDraft): Partial<Record<UploadField, UploadFieldProblem>> {
    const problems: Partial<Record<UploadField, UploadFieldProblem>> = {};
    const fileProblem = draft.file ? uploadProblem(draft.file) : 'required';
    if (fileProblem) problems.file = fileProblem;
    if (!draft.documentTypeId) problems.documentType = 'required';
    if (!draft.uploadTypeId) problems.uploadType = 'required';
    return problems;
  }

  async execute(
    dossierId: string,
    draft: DocumentUploadDraft,
    onProgress?: (progress: UploadProgress) => void,
    signal?: AbortSignal,
  ): Promise<Result<DossierDocument, SaveRefusal<UploadField, UploadFieldProblem>>> {
    const problems = this.check(draft);
    const { file, documentTypeId, uploadTypeId } = draft;
    if (hasProblems(problems) || !file || !documentTypeId || !uploadTypeId) return fail(invalid(problems));
    const uploaded = await saveWith(
      () => this.dossiers.upload(dossierId, { file, documentTypeId, uploadTypeId }, onProgress, signal),
      this.notifier,
      FIELDS,
      ALIASES,
    );
    if (uploaded.ok) {
      this.notifier.notify({
        type: 'success',
        title: 'dossierFile.notices.documentUploaded',
        values: { name: uploaded.value.fileName },
      });
    }
    return uploaded;
  }
}
