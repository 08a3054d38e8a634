import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type {
  AppointmentLogEntry,
  ReadAppointmentHistory,
} from '../../../application/consultations/appointment-history';

/** An appointment's history in its details: read when asked for, again after the appointment changed. */
export class AppointmentHistoryViewModel {
  entries: readonly AppointmentLogEntry[] = [];
  state: 'closed' | 'loading' | 'ready' | 'failed' = 'closed';
  private loads: AbortController | null = null;

  constructor(
    private readonly history: ReadAppointmentHistory,
    private readonly appointmentId: string,
  ) {
    makeAutoObservable<this, 'history' | 'appointmentId' | 'loads'>(
      this,
      { history: false, appointmentId: false, loads: false, entries: observableRef },
      { autoBind: true },
    );
  }

  attach(): () => void {
    return () => this.loads?.abort();
  }

  get open(): boolean {
    return this.state !== 'closed';
  }

  toggle(): void {
    if (this.open) {
      this.loads?.abort();
      this.state = 'closed';
    } else void this.load();
  }

  /** The appointment changed while its history is shown: read it again. */
  changed(): void {
    if (this.open) void this.load();
  }

  async load(): Promise<void> {
    this.loads?.abort();
    const loads = new AbortController();
    this.loads = loads;
    this.state = 'loading';
    const answer = await this.history.execute(this.appointmentId, loads.signal);
    if (loads.signal.aborted) return;
    runInAction(() => {
      if (answer.ok) this.entries = answer.value;
      this.state = answer.ok ? 'ready' : 'failed';
    });
  }
}
