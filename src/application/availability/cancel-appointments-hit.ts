import type { ChangeAppointmentStatus } from '../agenda/change-appointment-status';
import type { Notifier } from '../platform/notifier';
import type { AppointmentHit } from './find-appointments-hit';

/** What cancelling the appointments a day off or a change hits came to. */
export interface HitsCancelled {
  /** The appointments now cancelled. */
  readonly cancelled: readonly string[];
  /** The employees the back office told by e-mail, each once. */
  readonly mailed: readonly string[];
  /** The appointments still standing, each with the server's own words (null when it gave none). */
  readonly failed: readonly { readonly id: string; readonly message: string | null }[];
}

/**
 * Before a day off or a change of availability is saved: cancels the booked appointments it hits that
 * the planner chose, through the agenda's status move (so the domain's rule and the back office decide
 * as for any cancellation), one after the other, each employee told by e-mail when the planner asks.
 * One message says what was done; a refusal is returned per appointment, for the form to show.
 */
export class CancelAppointmentsHit {
  constructor(
    private readonly statuses: ChangeAppointmentStatus,
    private readonly notifier: Notifier,
  ) {}

  async execute(hits: readonly AppointmentHit[], email: boolean): Promise<HitsCancelled> {
    const cancelled: string[] = [];
    const mailed = new Set<string>();
    const failed: { id: string; message: string | null }[] = [];
    for (const hit of hits) {
      const employee = hit.appointment.employee;
      const tell = email && employee !== null;
      const answer = await this.statuses.quietly(hit.appointment, 'cancelled', tell);
      if (!answer.ok) {
        failed.push({ id: hit.id, message: answer.error.message });
        continue;
      }
      cancelled.push(hit.id);
      if (tell) mailed.add(employee.id);
    }
    if (cancelled.length > 0)
      this.notifier.notify({
        type: 'success',
        title: 'availability.hits.done',
        values: { count: cancelled.length, mailed: mailed.size },
      });
    return { cancelled, mailed: [...mailed], failed };
  }
}
