import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AppointmentReminder } from '../../../application/agenda/agenda-gateway';
import type { ReadAppointmentReminders } from '../../../application/agenda/appointment-reminders';

/**
 * The reminders of the appointment whose details are open: what the employee was sent and what is
 * still to come, read when the details show them, once per opening.
 */
export class AppointmentRemindersViewModel {
  reminders: readonly AppointmentReminder[] = [];
  state: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  private appointmentId: string | null = null;
  private loads: AbortController | null = null;

  constructor(private readonly read: ReadAppointmentReminders) {
    makeAutoObservable<this, 'read' | 'loads' | 'appointmentId'>(
      this,
      { read: false, loads: false, appointmentId: false, reminders: observableRef },
      { autoBind: true },
    );
  }

  /** Reads the reminders of an appointment; a second call for the same one reads again. */
  async load(appointmentId: string): Promise<void> {
    this.loads?.abort();
    const loads = new AbortController();
    this.loads = loads;
    this.appointmentId = appointmentId;
    this.state = 'loading';
    const answer = await this.read.of(appointmentId, loads.signal);
    if (loads.signal.aborted) return;
    runInAction(() => {
      if (answer.ok) this.reminders = answer.value;
      this.state = answer.ok ? 'ready' : 'failed';
    });
  }

  retry(): void {
    if (this.appointmentId) void this.load(this.appointmentId);
  }

  /** The details closed: nothing more is read. */
  stop(): void {
    this.loads?.abort();
    this.state = 'idle';
    this.reminders = [];
  }
}
