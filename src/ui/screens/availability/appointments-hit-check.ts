import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AppointmentHit } from '../../../application/availability/find-appointments-hit';
import type { GatewayFailure } from '../../../application/platform/gateway-failure';
import type { Result } from '../../../domain/shared/result';

/**
 * The question a form asks before a day off, an exception or a schedule change is saved: which booked
 * appointments it hits. Nothing hit: the form saves at once. Something hit, or the appointments could
 * not be read: the form shows it and saves only once the planner says so.
 */
export class AppointmentsHitCheck {
  state: 'idle' | 'checking' | 'asking' | 'unchecked' = 'idle';
  hits: readonly AppointmentHit[] = [];

  constructor() {
    makeAutoObservable(this, { hits: observableRef }, { autoBind: true });
  }

  get checking(): boolean {
    return this.state === 'checking';
  }

  /** Whether the form waits for the planner: something is hit, or the check could not be made. */
  get asking(): boolean {
    return this.state === 'asking' || this.state === 'unchecked';
  }

  /** Asks which appointments are hit; true when the planner is to confirm before the save. */
  async needsConfirmation(
    find: () => Promise<Result<readonly AppointmentHit[], GatewayFailure>>,
  ): Promise<boolean> {
    this.state = 'checking';
    this.hits = [];
    const found = await find();
    return runInAction(() => {
      if (!found.ok) {
        this.state = 'unchecked';
        return true;
      }
      this.hits = found.value;
      this.state = found.value.length > 0 ? 'asking' : 'idle';
      return found.value.length > 0;
    });
  }

  /** The planner answered, or changed the form: the question no longer stands. */
  reset(): void {
    this.state = 'idle';
    this.hits = [];
  }
}
