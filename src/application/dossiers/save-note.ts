import type { DossierNote } from '../../domain/dossiers/dossier-file';
import type { NoteHtmlProblem } from '../../domain/dossiers/note-rules';
import { noteHtmlProblem } from '../../domain/dossiers/note-rules';
import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { SaveRefusal } from '../platform/record-refusal';
import { hasProblems, invalid, saveWith } from '../platform/record-refusal';
import type { DossierFileGateway, NoteDraftInput } from './dossier-file-gateway';

export type NoteField = 'noteType' | 'html';
export type NoteProblem = NoteHtmlProblem;

const FIELDS: readonly NoteField[] = ['noteType', 'html'];
/** The contract names the note type's field after its id. */
const ALIASES: Readonly<Record<string, NoteField>> = { noteTypeId: 'noteType' };

/**
 * Saving a note in a dossier (POST v2/dossier/{id}/notes). Checked first: a note type is chosen, the
 * HTML holds text and fits 50,000 characters. The back office then drops the user's draft for the
 * dossier. A refusal keeps what was written: the server's messages per field come back in
 * `serverFields`, anything else in `message`.
 */
export class SaveNote {
  constructor(
    private readonly dossiers: DossierFileGateway,
    private readonly notifier: Notifier,
  ) {}

  check(note: NoteDraftInput): Partial<Record<NoteField, NoteProblem>> {
    const problems: Partial<Record<NoteField, NoteProblem>> = {};
    if (!note.noteTypeId) problems.noteType = 'required';
    const html = noteHtmlProblem(note.html);
    if (html) problems.html = html;
    return problems;
  }

  async execute(
    dossierId: string,
    note: NoteDraftInput,
  ): Promise<Result<DossierNote, SaveRefusal<NoteField, NoteProblem>>> {
    const problems = this.check(note);
    const { noteTypeId } = note;
    if (hasProblems(problems) || !noteTypeId) return fail(invalid(problems));
    const saved = await saveWith(
      () => this.dossiers.addNote(dossierId, { noteTypeId, html: note.html }),
      this.notifier,
      FIELDS,
      ALIASES,
    );
    if (saved.ok) this.notifier.notify({ type: 'success', title: 'dossierFile.notices.noteSaved' });
    return saved;
  }
}
