import { isMedicalUser } from '../../domain/access/user';
import type { DocumentType, DossierDocument, UploadType } from '../../domain/dossiers/dossier-file';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { SessionStore } from '../session/session-store';
import type { DossierFileGateway } from './dossier-file-gateway';
import type { DossierReadError } from './dossier-read';
import { readOf } from './dossier-read';

/**
 * Reading a dossier's documents and what an upload is filed under. Medical documents and upload types
 * reach medical users only (spec section 6); the back office refuses a non-medical user who asks for
 * the medical upload types, so they are asked for only when the signed-in user is medical.
 */
export class DossierDocuments {
  constructor(
    private readonly dossiers: DossierFileGateway,
    private readonly session: SessionStore,
    private readonly notifier: Notifier,
  ) {}

  /** The dossier's documents the user may see, newest first. */
  async list(
    dossierId: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly DossierDocument[], DossierReadError>> {
    return readOf(await this.dossiers.documents(dossierId, signal), this.notifier);
  }

  async documentTypes(signal?: AbortSignal): Promise<Result<readonly DocumentType[], DossierReadError>> {
    return readOf(await this.dossiers.documentTypes(signal), this.notifier);
  }

  /** The upload types the user may choose: the general ones, then for a medical user the medical ones. */
  async uploadTypes(signal?: AbortSignal): Promise<Result<readonly UploadType[], DossierReadError>> {
    const user = this.session.user;
    const medical = user !== null && isMedicalUser(user);
    const [general, medicalTypes] = await Promise.all([
      this.dossiers.uploadTypes(false, signal),
      medical ? this.dossiers.uploadTypes(true, signal) : null,
    ]);
    const read = readOf(general, this.notifier);
    if (!read.ok || !medicalTypes) return read;
    const more = readOf(medicalTypes, this.notifier);
    return more.ok ? ok([...read.value, ...more.value]) : more;
  }
}
