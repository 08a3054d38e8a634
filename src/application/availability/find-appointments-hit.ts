import { Temporal } from 'temporal-polyfill';
import type { AvailabilitySources } from '../../domain/availability/availability';
import {
  STILL_TO_COME,
  appointmentsInDayOff,
  appointmentsLosingTheirTime,
} from '../../domain/availability/appointments-hit';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { AgendaGateway, Appointment } from '../agenda/agenda-gateway';
import type { Clock } from '../platform/clock';
import type { GatewayFailure } from '../platform/gateway-failure';

/** An appointment a day off or a change of availability would leave without its time. */
export interface AppointmentHit {
  readonly id: string;
  readonly start: Temporal.ZonedDateTime;
  readonly end: Temporal.ZonedDateTime;
  /** As the reader may see it: a medical operation's name reaches medical users only. */
  readonly title: string;
  readonly employeeName: string | null;
  /** The appointment as read, for cancelling it from where it was found. */
  readonly appointment: Appointment;
}

/** How far ahead an open-ended change is checked: the back office answers a year of appointments at once. */
const HORIZON_DAYS = 365;

const later = (a: Temporal.PlainDate, b: Temporal.PlainDate) =>
  Temporal.PlainDate.compare(a, b) > 0 ? a : b;
const earlier = (a: Temporal.PlainDate, b: Temporal.PlainDate) =>
  Temporal.PlainDate.compare(a, b) < 0 ? a : b;

/** An appointment as a day off or a change hits it. */
export const hitOf = (appointment: Appointment): AppointmentHit => ({
  id: appointment.id,
  start: appointment.start,
  end: appointment.end,
  title: appointment.title,
  employeeName: appointment.employee?.name ?? null,
  appointment,
});

/**
 * Before a day off, an exception or a schedule change is saved: which of the person's appointments it
 * hits, from today on (the agenda's appointments, GET v3/agenda/appointments?filter[user]=, as the
 * reader may see them). The domain decides which are hit; the planner then confirms or moves them.
 */
export class FindAppointmentsHit {
  constructor(
    private readonly agenda: AgendaGateway,
    private readonly clock: Clock,
  ) {}

  /** The appointments a day off (start up to, not including, end; wall-clock) falls on. */
  async byDayOff(
    userId: string,
    dayOff: { readonly start: Temporal.PlainDateTime; readonly end: Temporal.PlainDateTime },
    signal?: AbortSignal,
  ): Promise<Result<readonly AppointmentHit[], GatewayFailure>> {
    const found = await this.appointments(
      userId,
      dayOff.start.toPlainDate(),
      dayOff.end.toPlainDate(),
      signal,
    );
    return found.ok ? ok(appointmentsInDayOff(found.value, dayOff).map(hitOf)) : found;
  }

  /**
   * The appointments in `period` (its last day null while open-ended) that lie in time the person was
   * available `before` and is not `after` the change.
   */
  async byChange(
    userId: string,
    before: AvailabilitySources,
    after: AvailabilitySources,
    period: { readonly from: Temporal.PlainDate; readonly until: Temporal.PlainDate | null },
    signal?: AbortSignal,
  ): Promise<Result<readonly AppointmentHit[], GatewayFailure>> {
    const found = await this.appointments(userId, period.from, period.until, signal);
    return found.ok ? ok(appointmentsLosingTheirTime(found.value, before, after).map(hitOf)) : found;
  }

  /** The person's appointments still to take place from today (or `from`) for at most a year. */
  private async appointments(
    userId: string,
    from: Temporal.PlainDate,
    until: Temporal.PlainDate | null,
    signal?: AbortSignal,
  ): Promise<Result<readonly Appointment[], GatewayFailure>> {
    const first = later(from, this.clock.today());
    const last = earlier(until ?? first.add({ days: HORIZON_DAYS }), first.add({ days: HORIZON_DAYS }));
    if (Temporal.PlainDate.compare(last, first) < 0) return ok([]);
    const answer = await this.agenda.appointments(
      { from: first, until: last, userId, statuses: STILL_TO_COME },
      signal,
    );
    return answer.ok ? ok(answer.value.rows) : answer;
  }
}
