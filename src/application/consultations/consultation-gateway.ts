import type { Temporal } from 'temporal-polyfill';
import type { Attendance, Month } from '../../domain/consultations/attendance';
import type { Result } from '../../domain/shared/result';
import type { Appointment, AppointmentReminder } from '../agenda/agenda-gateway';
import type { GatewayFailure } from '../platform/gateway-failure';
import { token } from '../platform/token';

// The consultation hour's screens know the agenda's appointments through these.
export type { AgendaColumn, Appointment } from '../agenda/agenda-gateway';
export type { AppointmentStatus } from '../../domain/agenda/appointment';

/** The case manager's task a no-show made, as far as the reader may know of the case. */
export interface NoShowFollowUp {
  readonly taskId: string;
  readonly dossierId: string;
  readonly assigneeName: string | null;
  readonly dueDate: Temporal.PlainDate;
  readonly status: 'open' | 'completed' | 'cancelled';
}

/** One consultation of the day: the appointment, its arrival, what the employee was reminded of. */
export interface Consultation {
  readonly appointment: Appointment;
  /** When the employee was marked arrived; null when not arrived (or the arrival was taken back). */
  readonly arrivedAt: Temporal.Instant | null;
  /** When its status last moved; null when it never did. */
  readonly statusAt: Temporal.Instant | null;
  readonly reminders: readonly AppointmentReminder[];
  /** For a no-show: the case manager's task about it; null when there is none (or none to know of). */
  readonly followUp: NoShowFollowUp | null;
}

/** A professional's consultations of one day, in time order, with the setting of when one is late. */
export interface ConsultationDay {
  readonly date: Temporal.PlainDate;
  readonly userId: string;
  readonly userName: string;
  readonly lateAfterMinutes: number;
  readonly consultations: readonly Consultation[];
}

/** The attendance report of a period of whole months. */
export interface AttendanceReport extends Attendance {
  readonly from: Month;
  readonly until: Month;
}

export interface ConsultationSettings {
  readonly lateAfterMinutes: number;
}

export const ConsultationGateway = token<ConsultationGateway>('ConsultationGateway');
/** The consultation hour's calls (src/infrastructure/consultations/consultation-schemas.ts). */
export interface ConsultationGateway {
  /** The day of `userId` (the reader's own when null); `background` for a reload the reader did not ask for. */
  day(
    userId: string | null,
    date: Temporal.PlainDate,
    signal?: AbortSignal,
    options?: { readonly background?: boolean },
  ): Promise<Result<ConsultationDay, GatewayFailure>>;
  saveSettings(settings: ConsultationSettings): Promise<Result<ConsultationSettings, GatewayFailure>>;
  attendance(
    from: Month,
    until: Month,
    signal?: AbortSignal,
  ): Promise<Result<AttendanceReport, GatewayFailure>>;
}
