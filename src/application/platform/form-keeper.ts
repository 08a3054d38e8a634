import { token } from './token';

/** A form that can hand over what was typed in it, and take it back. */
export interface KeepsInput {
  /** Which form of which record: `room:{locationId}:new`, `appointment:{id}`; the same on its return. */
  readonly inputKey: string;
  /** What the user typed, as the form holds it (references to its own values; never stored). */
  keptInput(): unknown;
  /** Puts back what `keptInput` gave, over what the form loaded. */
  restoreInput(input: unknown): void;
}

interface KeptForm {
  readonly userId: string;
  readonly key: string;
  readonly input: unknown;
}

export const FormKeeper = token<FormKeeper>('FormKeeper');
/** See MemoryFormKeeper. */
export interface FormKeeper {
  register(form: KeepsInput): () => void;
  keepOpenForms(userId: string): void;
  signedIn(userId: string): void;
  holds(key: string, userId: string | null): boolean;
  keysHeld(userId: string | null): readonly string[];
  take(key: string, userId: string | null): unknown;
}

/**
 * What was typed in the open forms when a session ended (a save answered 401, spec section 8), kept in
 * this page's memory only (it can hold medical information, so never in web storage or the address),
 * to be put back when the same user signs in again and the same form opens; another user who signs in
 * gets none of it, and it is forgotten then.
 */
export class MemoryFormKeeper implements FormKeeper {
  private readonly open = new Map<KeepsInput, true>();
  private kept: readonly KeptForm[] = [];

  /** A form is open; the returned function says it closed. */
  register(form: KeepsInput): () => void {
    this.open.set(form, true);
    return () => {
      this.open.delete(form);
    };
  }

  /** The session of `userId` ended: keeps what every open form holds, for their return. */
  keepOpenForms(userId: string): void {
    const now = [...this.open.keys()].map((form) => ({
      userId,
      key: form.inputKey,
      input: form.keptInput(),
    }));
    const keys = new Set(now.map((form) => form.key));
    this.kept = [...this.kept.filter((form) => form.userId === userId && !keys.has(form.key)), ...now];
  }

  /** Someone signed in: what another user typed is forgotten at once. */
  signedIn(userId: string): void {
    this.kept = this.kept.filter((form) => form.userId === userId);
  }

  /** Whether input of this form is kept for this user. */
  holds(key: string, userId: string | null): boolean {
    return this.kept.some((form) => form.key === key && form.userId === userId);
  }

  /** Which forms this user left with input, so a page can open the one that is not open by itself. */
  keysHeld(userId: string | null): readonly string[] {
    return this.kept.filter((form) => form.userId === userId).map((form) => form.key);
  }

  /** What this user typed in this form before their session ended, once; null when nothing. */
  take(key: string, userId: string | null): unknown {
    const found = this.kept.find((form) => form.key === key && form.userId === userId);
    if (!found) return null;
    this.kept = this.kept.filter((form) => form !== found);
    return found.input;
  }
}
