import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { Appointment } from '../agenda/agenda-gateway';
import type { BookAppointment } from '../agenda/book-appointment';
import type { FreedTimeMatch } from './waitlist-gateway';

export type WaitlistBookingProblem =
  /** The operation is withheld from this reader (medical): only a medical colleague can book it. */
  | 'waitlist.withheld'
  /** The back office refused (the time was taken meanwhile): `message` says why. */
  | 'waitlist.refused';

/**
 * Books a waiting employee into the slot a freed time offered, through the agenda's own booking
 * (BookAppointment: the form's rules, then POST v3/agenda/appointments). The back office takes the
 * employee off the waitlist with the booking, as it does for any booking of them for that operation.
 */
export class BookFromWaitlist {
  constructor(private readonly booking: BookAppointment) {}

  async execute(
    match: FreedTimeMatch,
  ): Promise<Result<Appointment, { code: WaitlistBookingProblem; message: string | null }>> {
    const { entry, slot } = match;
    if (!entry.operation) return fail({ code: 'waitlist.withheld', message: null });
    const onSite = entry.channel === 'on_site';
    const result = await this.booking.create(
      {
        userId: slot.userId,
        operationId: entry.operation.id,
        employeeId: entry.employee.id,
        channel: entry.channel,
        locationId: onSite ? slot.locationId : null,
        roomId: onSite ? slot.roomId : null,
        resourceIds: onSite ? slot.resourceIds : [],
        date: slot.start.toPlainDate(),
        startTime: slot.start.toPlainTime(),
        endTime: slot.end.toPlainTime(),
        note: '',
      },
      null,
    );
    if (result.ok) return ok(result.value.appointment);
    const refusal = result.error;
    const message =
      [refusal.message, ...Object.values(refusal.serverFields)].find(
        (text): text is string => typeof text === 'string' && text.trim() !== '',
      ) ?? null;
    return fail({ code: 'waitlist.refused', message });
  }
}
