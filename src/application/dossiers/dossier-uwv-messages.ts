import type { DossierDetail, UwvMessage } from '../../domain/dossiers/dossier-file';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { DossierFileGateway } from './dossier-file-gateway';
import type { DossierReadError } from './dossier-read';
import { readOf } from './dossier-read';

/**
 * Reading a dossier's messages to the UWV again (after one was corrected and sent again): newest
 * first, each with the UWV's refusal where it refused; none for a case not reported to the UWV.
 */
export class DossierUwvMessages {
  constructor(
    private readonly files: DossierFileGateway,
    private readonly notifier: Notifier,
  ) {}

  async list(
    dossier: Pick<DossierDetail, 'id' | 'type' | 'reportsToUwv'>,
    signal?: AbortSignal,
  ): Promise<Result<readonly UwvMessage[], DossierReadError>> {
    if (!dossier.reportsToUwv) return ok([]);
    return readOf(await this.files.uwvMessages(dossier.type, dossier.id, signal), this.notifier);
  }
}
