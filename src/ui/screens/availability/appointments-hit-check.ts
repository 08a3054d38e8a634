import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { HitsCancelled } from '../../../application/availability/cancel-appointments-hit';
import type { AppointmentHit } from '../../../application/availability/find-appointments-hit';
import type { GatewayFailure } from '../../../application/platform/gateway-failure';
import type { Result } from '../../../domain/shared/result';

/**
 * The question a form asks before a day off, an exception or a schedule change is saved: which booked
 * appointments it hits. Nothing hit: the form saves at once. Something hit, or the appointments could
 * not be read: the form shows it and saves only once the planner says so, all the same or after
 * cancelling the appointments the planner chose (all of them at first), the employees told by e-mail
 * unless the planner says not to. An appointment that could not be cancelled stays listed with the
 * server's words, and the form waits again.
 */
export class AppointmentsHitCheck {
  state: 'idle' | 'checking' | 'asking' | 'unchecked' | 'cancelling' = 'idle';
  hits: readonly AppointmentHit[] = [];
  /** The ids of the appointments to cancel. */
  chosen: ReadonlySet<string> = new Set();
  /** Whether the employees are told by e-mail of their cancelled appointment. */
  email = true;
  /** What was cancelled since the question was asked, and how many employees were told. */
  done = { cancelled: 0, mailed: new Set<string>() as ReadonlySet<string> };
  /** The appointments a cancellation failed for, each with the server's words (null: none came). */
  failures: ReadonlyMap<string, string | null> = new Map();
  /** Grows with every reset, so an answer to a question no longer standing is dropped. */
  private round = 0;

  constructor() {
    makeAutoObservable<AppointmentsHitCheck, 'round'>(
      this,
      {
        hits: observableRef,
        chosen: observableRef,
        done: observableRef,
        failures: observableRef,
        round: false,
      },
      { autoBind: true },
    );
  }

  get checking(): boolean {
    return this.state === 'checking';
  }

  get cancelling(): boolean {
    return this.state === 'cancelling';
  }

  /** Whether the form waits for the planner: something is hit, or the check could not be made. */
  get asking(): boolean {
    return this.state === 'asking' || this.state === 'unchecked' || this.state === 'cancelling';
  }

  /** The chosen appointments, in the order they are listed. */
  get chosenHits(): readonly AppointmentHit[] {
    return this.hits.filter((hit) => this.chosen.has(hit.id));
  }

  /** Whether any hit appointment has an employee to tell. */
  get anyEmployee(): boolean {
    return this.hits.some((hit) => hit.appointment.employee !== null);
  }

  /** Asks which appointments are hit; true when the planner is to confirm before the save. */
  async needsConfirmation(
    find: () => Promise<Result<readonly AppointmentHit[], GatewayFailure>>,
  ): Promise<boolean> {
    this.reset();
    this.state = 'checking';
    const found = await find();
    return runInAction(() => {
      if (!found.ok) {
        this.state = 'unchecked';
        return true;
      }
      this.hits = found.value;
      this.chosen = new Set(found.value.map((hit) => hit.id));
      this.state = found.value.length > 0 ? 'asking' : 'idle';
      return found.value.length > 0;
    });
  }

  choose(id: string, chosen: boolean): void {
    const next = new Set(this.chosen);
    if (chosen) next.add(id);
    else next.delete(id);
    this.chosen = next;
  }

  setEmail(email: boolean): void {
    this.email = email;
  }

  /**
   * Cancels the chosen appointments; true when every one of them is cancelled, so the form saves. The
   * cancelled ones leave the list; a failed one stays, chosen, with its message.
   */
  async cancelChosen(
    cancel: (hits: readonly AppointmentHit[], email: boolean) => Promise<HitsCancelled>,
  ): Promise<boolean> {
    const chosen = this.chosenHits;
    if (this.state !== 'asking' || chosen.length === 0) return false;
    this.state = 'cancelling';
    this.failures = new Map();
    const round = this.round;
    const outcome = await cancel(chosen, this.email);
    return runInAction(() => {
      if (round !== this.round) return false;
      const gone = new Set(outcome.cancelled);
      this.hits = this.hits.filter((hit) => !gone.has(hit.id));
      this.chosen = new Set([...this.chosen].filter((id) => !gone.has(id)));
      this.done = {
        cancelled: this.done.cancelled + gone.size,
        mailed: new Set([...this.done.mailed, ...outcome.mailed]),
      };
      this.failures = new Map(outcome.failed.map((failure) => [failure.id, failure.message]));
      this.state = 'asking';
      return outcome.failed.length === 0;
    });
  }

  /** The planner answered, or changed the form: the question no longer stands. */
  reset(): void {
    this.round += 1;
    this.state = 'idle';
    this.hits = [];
    this.chosen = new Set();
    this.email = true;
    this.done = { cancelled: 0, mailed: new Set() };
    this.failures = new Map();
  }
}
