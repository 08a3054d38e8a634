import type { DossierDocument } from '../../domain/dossiers/dossier-file';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { FileDownload } from '../platform/file-download';
import type { Notifier } from '../platform/notifier';
import type { DossierFileGateway } from './dossier-file-gateway';
import type { DossierReadError } from './dossier-read';
import { readOf } from './dossier-read';

/**
 * Downloading a dossier's document (GET v2/dossier/{id}/documents/{documentId}/download) and handing
 * it to the browser as a download, under the name the server gives it (else the name in the list).
 */
export class DownloadDocument {
  constructor(
    private readonly dossiers: DossierFileGateway,
    private readonly download: FileDownload,
    private readonly notifier: Notifier,
  ) {}

  async execute(
    dossierId: string,
    document: Pick<DossierDocument, 'id' | 'fileName' | 'mimeType'>,
    signal?: AbortSignal,
  ): Promise<Result<void, DossierReadError>> {
    const answer = readOf(await this.dossiers.download(dossierId, document.id, signal), this.notifier);
    if (!answer.ok) return answer;
    const file = answer.value;
    this.download.save(file.fileName ?? document.fileName, file.mimeType || document.mimeType, file.bytes);
    return ok(undefined);
  }
}
