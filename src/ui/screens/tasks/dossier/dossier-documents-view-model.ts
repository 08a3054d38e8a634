import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { DossierDocuments } from '../../../../application/dossiers/dossier-documents';
import type { DownloadDocument } from '../../../../application/dossiers/download-document';
import type { UploadFile } from '../../../../application/dossiers/dossier-file-gateway';
import type {
  UploadDocument,
  UploadField,
  UploadFieldProblem,
} from '../../../../application/dossiers/upload-document';
import type { DocumentType, DossierDocument, UploadType } from '../../../../domain/dossiers/dossier-file';
import { FormFeedback } from '../../../components/record/form-feedback';
import type { PartState } from './dossier-wizards-view-model';

/**
 * The dossier's documents: the list, downloading one, and uploading one with its document type and
 * upload type (medical upload types only for medical users). The file is checked before a byte is
 * sent; the upload shows its progress and can be cancelled.
 */
export class DossierDocumentsViewModel {
  state: PartState = 'idle';
  documents: readonly DossierDocument[] = [];
  documentTypes: readonly DocumentType[] = [];
  uploadTypes: readonly UploadType[] = [];
  file: UploadFile | null = null;
  documentTypeId = '';
  uploadTypeId = '';
  /** From 0 to 1 while an upload runs; null otherwise. */
  progress: number | null = null;
  /** Changes after an upload, so the file input is emptied. */
  formKey = 0;
  readonly feedback = new FormFeedback<UploadField, UploadFieldProblem>();
  mayUpload = false;
  downloading: string | null = null;
  private dossierId = '';
  private controller: AbortController | null = null;
  private upload: AbortController | null = null;

  constructor(
    private readonly dossierDocuments: DossierDocuments,
    private readonly uploadDocument: UploadDocument,
    private readonly downloadDocument: DownloadDocument,
  ) {
    makeAutoObservable<
      DossierDocumentsViewModel,
      'dossierDocuments' | 'uploadDocument' | 'downloadDocument' | 'dossierId' | 'controller' | 'upload'
    >(
      this,
      {
        dossierDocuments: false,
        uploadDocument: false,
        downloadDocument: false,
        dossierId: false,
        controller: false,
        upload: false,
        feedback: false,
        documents: observableRef,
        documentTypes: observableRef,
        uploadTypes: observableRef,
        file: observableRef,
      },
      { autoBind: true },
    );
  }

  open(dossierId: string, mayUpload: boolean): void {
    this.dossierId = dossierId;
    this.mayUpload = mayUpload;
    void this.load();
  }

  detach(): void {
    this.controller?.abort();
    this.upload?.abort();
  }

  retry(): void {
    void this.load();
  }

  chooseFile(file: UploadFile | null): void {
    this.file = file;
    this.feedback.forget('file');
    // Said at once: a wrong file need not wait for the upload button.
    const problem = file
      ? this.uploadDocument.check({ file, documentTypeId: 'x', uploadTypeId: 'x' }).file
      : undefined;
    if (problem)
      this.feedback.refused({
        code: 'save.invalid',
        fields: { file: problem },
        serverFields: {},
        message: null,
      });
  }

  chooseDocumentType(id: string): void {
    this.documentTypeId = id;
    this.feedback.forget('documentType');
  }

  chooseUploadType(id: string): void {
    this.uploadTypeId = id;
    this.feedback.forget('uploadType');
  }

  async submit(): Promise<void> {
    if (!this.feedback.start()) return;
    const controller = new AbortController();
    this.upload = controller;
    this.progress = 0;
    const result = await this.uploadDocument.execute(
      this.dossierId,
      {
        file: this.file,
        documentTypeId: this.documentTypeId || null,
        uploadTypeId: this.uploadTypeId || null,
      },
      (progress) =>
        runInAction(() => {
          this.progress = progress.totalBytes > 0 ? progress.sentBytes / progress.totalBytes : 0;
        }),
      controller.signal,
    );
    runInAction(() => {
      this.progress = null;
      this.upload = null;
      if (!result.ok) {
        this.feedback.refused(result.error);
        return;
      }
      this.feedback.succeeded();
      this.documents = [result.value, ...this.documents];
      this.file = null;
      this.formKey += 1;
    });
  }

  cancelUpload(): void {
    this.upload?.abort();
  }

  async download(document: DossierDocument): Promise<void> {
    if (this.downloading) return;
    this.downloading = document.id;
    await this.downloadDocument.execute(this.dossierId, document);
    runInAction(() => {
      this.downloading = null;
    });
  }

  private async load(): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.state = 'loading';
    const [documents, documentTypes, uploadTypes] = await Promise.all([
      this.dossierDocuments.list(this.dossierId, controller.signal),
      this.mayUpload ? this.dossierDocuments.documentTypes(controller.signal) : Promise.resolve(null),
      this.mayUpload ? this.dossierDocuments.uploadTypes(controller.signal) : Promise.resolve(null),
    ]);
    if (controller.signal.aborted) return;
    runInAction(() => {
      if (!documents.ok) {
        this.state = 'failed';
        return;
      }
      this.documents = documents.value;
      this.documentTypes = documentTypes?.ok ? documentTypes.value : [];
      this.uploadTypes = uploadTypes?.ok ? uploadTypes.value : [];
      this.state = 'ready';
    });
  }
}
