import { makeAutoObservable, observableRef } from 'mobx';
import type { SaveCode, SaveRefusal } from '../../../application/platform/record-refusal';
import type { RecordProblem } from './field-messages';

/**
 * What a form says about its fields: its own problems, the server's messages per field, and a
 * message about the record as a whole. A field's messages go as soon as the user changes it; the
 * values themselves are never touched, so nothing typed is lost.
 */
export class FormFeedback<F extends string, P extends string = RecordProblem> {
  problems: Partial<Record<F, P>> = {};
  serverFields: Partial<Record<F, string>> = {};
  code: SaveCode | null = null;
  message: string | null = null;
  busy = false;
  /** How many saves were refused: the form moves the focus to the first problem after each. */
  refusals = 0;
  /** What the user typed before their session ended was put back (FormKeeper); until the next save. */
  restored = false;

  constructor() {
    makeAutoObservable(this, { problems: observableRef, serverFields: observableRef }, { autoBind: true });
  }

  problemOf(field: F): P | null {
    return this.problems[field] ?? null;
  }

  serverMessageOf(field: F): string | null {
    return this.serverFields[field] ?? null;
  }

  start(): boolean {
    if (this.busy) return false;
    this.busy = true;
    return true;
  }

  refused(refusal: SaveRefusal<F, P>): void {
    this.busy = false;
    this.refusals += 1;
    this.problems = refusal.fields;
    this.serverFields = refusal.serverFields;
    this.code = refusal.code;
    this.message = refusal.message;
  }

  succeeded(): void {
    this.busy = false;
    this.restored = false;
    this.clear();
  }

  /** The form holds again what the user typed before their session ended: the form says so. */
  inputRestored(): void {
    this.restored = true;
  }

  /** A problem the form found with one field the moment it was given (a file of the wrong kind); the rest stays. */
  flag(field: F, problem: P): void {
    this.problems = { ...this.problems, [field]: problem };
    this.refusals += 1;
  }

  /** The user changed a field: what was said about it no longer holds. */
  forget(field: F): void {
    if (field in this.problems) {
      const problems: Partial<Record<F, P>> = { ...this.problems };
      delete problems[field];
      this.problems = problems;
    }
    if (field in this.serverFields) {
      const serverFields: Partial<Record<F, string>> = { ...this.serverFields };
      delete serverFields[field];
      this.serverFields = serverFields;
    }
  }

  clear(): void {
    this.problems = {};
    this.serverFields = {};
    this.code = null;
    this.message = null;
  }
}
