import { Temporal } from 'temporal-polyfill';
import type {
  AttendanceReport,
  ConsultationDay,
  ConsultationGateway,
  ConsultationSettings,
} from '../../application/consultations/consultation-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import { appointmentOf } from '../agenda/http-agenda-gateway';
import type { HttpClient } from '../http/http-client';
import {
  ATTENDANCE_PATH,
  AttendanceSchema,
  CONSULTATION_DAY_PATH,
  CONSULTATION_SETTINGS_PATH,
  ConsultationDaySchema,
  ConsultationSettingsSchema,
} from './consultation-schemas';

const instantOrNull = (moment: string | null) => (moment ? Temporal.Instant.from(moment) : null);

/** The consultation hour's calls over HTTP (consultation-schemas.ts is the contract). */
export class HttpConsultationGateway implements ConsultationGateway {
  constructor(private readonly http: HttpClient) {}

  async day(
    userId: string | null,
    date: Temporal.PlainDate,
    signal?: AbortSignal,
    options: { readonly background?: boolean } = {},
  ): Promise<Result<ConsultationDay, GatewayFailure>> {
    const answer = await this.http.request(ConsultationDaySchema, {
      method: 'GET',
      path: CONSULTATION_DAY_PATH,
      query: { filter: { date: date.toString(), ...(userId ? { user: userId } : {}) } },
      signal,
      // The screen shows a failed load in place, with its retry: one message, never a toast beside it.
      silent: true,
      background: options.background === true,
    });
    if (!answer.ok) return answer;
    const { data } = answer.value;
    return ok({
      date: Temporal.PlainDate.from(data.date),
      userId: data.userId,
      userName: data.userName,
      lateAfterMinutes: data.lateAfterMinutes,
      consultations: data.consultations.map((json) => ({
        appointment: appointmentOf(json.appointment),
        arrivedAt: instantOrNull(json.arrivedAt),
        statusAt: instantOrNull(json.statusAt),
        reminders: json.reminders
          .map((reminder) => ({ ...reminder, at: Temporal.Instant.from(reminder.at) }))
          .sort((a, b) => Temporal.Instant.compare(a.at, b.at)),
        followUp: json.followUp
          ? { ...json.followUp, dueDate: Temporal.PlainDate.from(json.followUp.dueDate) }
          : null,
      })),
    });
  }

  async attendance(
    from: string,
    until: string,
    signal?: AbortSignal,
  ): Promise<Result<AttendanceReport, GatewayFailure>> {
    const answer = await this.http.request(AttendanceSchema, {
      method: 'GET',
      path: ATTENDANCE_PATH,
      query: { filter: { from, until } },
      signal,
      // A refusal of the period is said next to its fields.
      quiet: true,
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }

  async saveSettings(settings: ConsultationSettings): Promise<Result<ConsultationSettings, GatewayFailure>> {
    const answer = await this.http.request(ConsultationSettingsSchema, {
      method: 'PUT',
      path: CONSULTATION_SETTINGS_PATH,
      body: { lateAfterMinutes: settings.lateAfterMinutes },
      quiet: true,
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }
}
