import type { NoteDraft } from '../../domain/dossiers/dossier-file';
import { hasVisibleText, noteHtmlProblem } from '../../domain/dossiers/note-rules';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import { needsNoMessage } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import type { SaveRefusal } from '../platform/record-refusal';
import { invalid, saveWith } from '../platform/record-refusal';
import type { DossierFileGateway, NoteDraftInput } from './dossier-file-gateway';
import type { DossierReadError } from './dossier-read';
import { readOf } from './dossier-read';

const FIELDS = ['html'] as const;

/**
 * The note a user is writing in a dossier, kept on the server per user and dossier (GET, PUT and
 * DELETE v2/dossier/{id}/note-draft). Notes are medical data: a draft never goes into the browser's
 * storage, so this is the only place it is kept between visits. Saving is meant to run as the user
 * types (debounced by the screen) and so tells nothing on success.
 */
export class KeepNoteDraft {
  constructor(
    private readonly dossiers: DossierFileGateway,
    private readonly notifier: Notifier,
  ) {}

  /** The user's draft for the dossier, or null when there is none. */
  async read(dossierId: string, signal?: AbortSignal): Promise<Result<NoteDraft | null, DossierReadError>> {
    return readOf(await this.dossiers.draft(dossierId, signal), this.notifier);
  }

  /**
   * Keeps the draft as it is now. A draft with no text and no note type holds nothing worth keeping:
   * it is cleared instead, and the answer is null.
   */
  async save(
    dossierId: string,
    draft: NoteDraftInput,
  ): Promise<Result<NoteDraft | null, SaveRefusal<'html', 'too-long'>>> {
    if (!draft.noteTypeId && !hasVisibleText(draft.html)) {
      const cleared = await this.clear(dossierId);
      return cleared.ok
        ? ok(null)
        : fail({ code: 'save.unavailable', fields: {}, serverFields: {}, message: null });
    }
    if (noteHtmlProblem(draft.html, 'draft') === 'too-long') return fail(invalid({ html: 'too-long' }));
    return saveWith(() => this.dossiers.saveDraft(dossierId, draft), this.notifier, FIELDS);
  }

  /** Drops the draft (the user discards it); done when there was none. */
  async clear(dossierId: string): Promise<Result<void, 'draft.unavailable'>> {
    const answer = await this.dossiers.clearDraft(dossierId);
    if (answer.ok) return answer;
    const failure = answer.error;
    if (failure.kind === 'rejected' && failure.message) {
      this.notifier.notify({ type: 'error', title: failure.message, verbatim: true });
    } else if (!needsNoMessage(failure)) {
      this.notifier.notify({ type: 'error', title: 'common.somethingWentWrong' });
    }
    return fail('draft.unavailable');
  }
}
