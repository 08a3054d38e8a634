import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { DossierNotes } from '../../../../application/dossiers/dossier-notes';
import type { KeepNoteDraft } from '../../../../application/dossiers/keep-note-draft';
import type { NoteField, NoteProblem, SaveNote } from '../../../../application/dossiers/save-note';
import type { Scheduler } from '../../../../application/platform/scheduler';
import type { DossierNote, NoteType } from '../../../../domain/dossiers/dossier-file';
import { FormFeedback } from '../../../components/record/form-feedback';
import type { PartState } from './dossier-wizards-view-model';

/** Spec section 9: the rich-text editor's changes are kept (as a draft) 300 ms after the last one. */
export const DRAFT_DEBOUNCE_MS = 300;

export type DraftStatus = 'none' | 'pending' | 'saving' | 'saved' | 'failed';

/**
 * The dossier's notes, and the note being written. The note in progress is kept as a draft at the
 * back office (never in web storage: it is medical data) 300 ms after the user stops typing, and
 * comes back when the dossier is opened again. A template fills the editor; saving the note makes
 * it part of the dossier and drops the draft.
 */
export class DossierNotesViewModel {
  state: PartState = 'idle';
  notes: readonly DossierNote[] = [];
  noteTypes: readonly NoteType[] = [];
  noteTypeId = '';
  html = '';
  /** Changes when the editor must show new content (a draft read back, a template, a cleared form). */
  resetKey = 0;
  draft: DraftStatus = 'none';
  readonly feedback = new FormFeedback<NoteField, NoteProblem>();
  mayWrite = false;
  loadingTemplate = false;
  private dossierId = '';
  private controller: AbortController | null = null;
  private cancelDraft: (() => void) | null = null;

  constructor(
    private readonly dossierNotes: DossierNotes,
    private readonly saveNote: SaveNote,
    private readonly keepDraft: KeepNoteDraft,
    private readonly scheduler: Scheduler,
  ) {
    makeAutoObservable<
      DossierNotesViewModel,
      'dossierNotes' | 'saveNote' | 'keepDraft' | 'scheduler' | 'dossierId' | 'controller' | 'cancelDraft'
    >(
      this,
      {
        dossierNotes: false,
        saveNote: false,
        keepDraft: false,
        scheduler: false,
        dossierId: false,
        controller: false,
        cancelDraft: false,
        feedback: false,
        notes: observableRef,
        noteTypes: observableRef,
      },
      { autoBind: true },
    );
  }

  get templates() {
    return this.noteTypes.find((type) => type.id === this.noteTypeId)?.templates ?? [];
  }

  open(dossierId: string, mayWrite: boolean): void {
    this.dossierId = dossierId;
    this.mayWrite = mayWrite;
    void this.load();
  }

  detach(): void {
    this.controller?.abort();
    // A change still waiting for its pause is kept now rather than lost.
    if (this.cancelDraft) {
      this.cancelDraft();
      this.cancelDraft = null;
      void this.keepDraft.save(this.dossierId, { noteTypeId: this.noteTypeId || null, html: this.html });
    }
  }

  retry(): void {
    void this.load();
  }

  chooseNoteType(id: string): void {
    this.noteTypeId = id;
    this.feedback.forget('noteType');
    this.scheduleDraft();
  }

  setHtml(html: string): void {
    this.html = html;
    this.feedback.forget('html');
    this.scheduleDraft();
  }

  async applyTemplate(templateId: string): Promise<void> {
    if (!templateId || this.loadingTemplate) return;
    this.loadingTemplate = true;
    const template = await this.dossierNotes.template(templateId);
    runInAction(() => {
      this.loadingTemplate = false;
      if (!template.ok) return;
      this.html = template.value.html;
      this.resetKey += 1;
      this.feedback.forget('html');
      this.scheduleDraft();
    });
  }

  async submit(): Promise<void> {
    if (!this.feedback.start()) return;
    this.cancelDraft?.();
    this.cancelDraft = null;
    const result = await this.saveNote.execute(this.dossierId, {
      noteTypeId: this.noteTypeId || null,
      html: this.html,
    });
    runInAction(() => {
      if (!result.ok) {
        this.feedback.refused(result.error);
        return;
      }
      this.feedback.succeeded();
      this.notes = [result.value, ...this.notes];
      this.html = '';
      this.resetKey += 1;
      this.draft = 'none';
    });
  }

  async discard(): Promise<void> {
    this.cancelDraft?.();
    this.cancelDraft = null;
    const cleared = await this.keepDraft.clear(this.dossierId);
    runInAction(() => {
      if (!cleared.ok) return;
      this.html = '';
      this.noteTypeId = '';
      this.resetKey += 1;
      this.draft = 'none';
      this.feedback.clear();
    });
  }

  private scheduleDraft(): void {
    if (!this.mayWrite) return;
    this.cancelDraft?.();
    this.draft = 'pending';
    this.cancelDraft = this.scheduler.after(DRAFT_DEBOUNCE_MS, () => {
      this.cancelDraft = null;
      void this.sendDraft();
    });
  }

  private async sendDraft(): Promise<void> {
    this.draft = 'saving';
    const html = this.html;
    const noteTypeId = this.noteTypeId;
    const saved = await this.keepDraft.save(this.dossierId, { noteTypeId: noteTypeId || null, html });
    runInAction(() => {
      // A newer change is already on its way; it says how it went.
      if (this.cancelDraft) return;
      this.draft = saved.ok ? (saved.value ? 'saved' : 'none') : 'failed';
    });
  }

  private async load(): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.state = 'loading';
    const [notes, types, draft] = await Promise.all([
      this.dossierNotes.list(this.dossierId, controller.signal),
      this.mayWrite ? this.dossierNotes.noteTypes(controller.signal) : Promise.resolve(null),
      this.mayWrite ? this.keepDraft.read(this.dossierId, controller.signal) : Promise.resolve(null),
    ]);
    if (controller.signal.aborted) return;
    runInAction(() => {
      if (!notes.ok) {
        this.state = 'failed';
        return;
      }
      this.notes = notes.value;
      this.noteTypes = types?.ok ? types.value : [];
      if (draft?.ok && draft.value) {
        this.noteTypeId = draft.value.noteTypeId ?? '';
        this.html = draft.value.html;
        this.resetKey += 1;
        this.draft = 'saved';
      }
      this.state = 'ready';
    });
  }
}
