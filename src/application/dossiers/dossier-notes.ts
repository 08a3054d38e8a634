import type { DossierNote, NoteTemplate, NoteType } from '../../domain/dossiers/dossier-file';
import type { Result } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { DossierFileGateway } from './dossier-file-gateway';
import type { DossierReadError } from './dossier-read';
import { readOf } from './dossier-read';

/**
 * Reading a dossier's notes and what writing one starts from. The back office leaves out what the
 * user may not read: medical notes, note types and templates reach medical users only. A note's HTML
 * is as it was written; the screen sanitizes it before showing it.
 */
export class DossierNotes {
  constructor(
    private readonly dossiers: DossierFileGateway,
    private readonly notifier: Notifier,
  ) {}

  /** The dossier's notes the user may read, newest first. */
  async list(
    dossierId: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly DossierNote[], DossierReadError>> {
    return readOf(await this.dossiers.notes(dossierId, signal), this.notifier);
  }

  /** The note types the user may write, each with the ids and names of its templates. */
  async noteTypes(signal?: AbortSignal): Promise<Result<readonly NoteType[], DossierReadError>> {
    return readOf(await this.dossiers.noteTypes(signal), this.notifier);
  }

  /** A template's HTML, to start a note from. */
  async template(templateId: string, signal?: AbortSignal): Promise<Result<NoteTemplate, DossierReadError>> {
    return readOf(await this.dossiers.noteTemplate(templateId, signal), this.notifier);
  }
}
