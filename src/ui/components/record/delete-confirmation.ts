import { makeAutoObservable, runInAction } from 'mobx';
import type { DeleteRefusal } from '../../../application/platform/record-refusal';
import type { Result } from '../../../domain/shared/result';

/**
 * The confirm step of a delete: it names the record, waits for the server, and shows the server's
 * reason when the record is still in use; the dialog stays open then, so the user reads why.
 */
export class DeleteConfirmation {
  open = false;
  busy = false;
  refusal: DeleteRefusal | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  ask(): void {
    this.open = true;
    this.refusal = null;
  }

  cancel(): void {
    if (!this.busy) this.open = false;
  }

  /** Runs the delete; true when the record is gone. */
  async confirm(run: () => Promise<Result<void, DeleteRefusal>>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.refusal = null;
    const result = await run();
    return runInAction(() => {
      this.busy = false;
      if (!result.ok) {
        this.refusal = result.error;
        return false;
      }
      this.open = false;
      return true;
    });
  }
}
