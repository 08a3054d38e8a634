import { Temporal } from 'temporal-polyfill';
import type * as v from 'valibot';
import type {
  AppointmentReminder,
  AgendaColumn,
  AgendaGateway,
  Appointment,
  AppointmentDetail,
  AppointmentInput,
  AppointmentLogEntry,
  AppointmentPage,
  AppointmentQuery,
  EditScope,
  EmployeeChoice,
} from '../../application/agenda/agenda-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { ListQuery } from '../../application/platform/list-query';
import type { AppointmentStatus } from '../../domain/agenda/appointment';
import type { RecurrenceRule } from '../../domain/agenda/recurrence';
import type { SeriesPattern } from '../../domain/agenda/calendar-series';
import { QUICK_SEARCH_SIZE } from '../../domain/people/employee-list-query';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import { SLOT_TIME_ZONE } from '../../domain/shared/zoned-slot';
import type { HttpClient } from '../http/http-client';
import type { AppointmentInputJson, ReminderSchema } from './appointment-schemas';
import {
  AgendaColumnsSchema,
  AppointmentAnswerSchema,
  AppointmentLogSchema,
  AppointmentPageSchema,
  AppointmentSchema,
  CreatedAnswerSchema,
  SeriesCheckSchema,
  EmployeeChoicesSchema,
  SeriesDeletedSchema,
  StatusAnswerSchema,
  UpdatedAnswerSchema,
} from './appointment-schemas';
import { NoContentSchema } from '../locations/location-schemas';
import { MAX_SERIES_IDS, SeriesRulesSchema } from './series-schemas';
import type { SeriesRuleSchema } from './series-schemas';

const APPOINTMENTS = '/v3/agenda/appointments';

/**
 * A fresh Idempotency-Key for one user action: the HTTP client sends it with each try of the write,
 * and the back office does the write once however often it arrives.
 */
const newActionKey = (): string => crypto.randomUUID();

/** A timestamp of the contract as a moment in Amsterdam. */
export const zonedOf = (moment: string): Temporal.ZonedDateTime =>
  Temporal.Instant.from(moment).toZonedDateTimeISO(SLOT_TIME_ZONE);
const amsterdam = zonedOf;

/** The contract's reminders as the portal's, earliest first. */
const remindersOf = (raw: readonly v.InferOutput<typeof ReminderSchema>[]): readonly AppointmentReminder[] =>
  raw
    .map((reminder) => ({ ...reminder, at: Temporal.Instant.from(reminder.at) }))
    .sort((a, b) => Temporal.Instant.compare(a.at, b.at));

export const appointmentOf = (raw: v.InferOutput<typeof AppointmentSchema>): Appointment => ({
  id: raw.id,
  start: amsterdam(raw.start),
  end: amsterdam(raw.end),
  status: raw.status,
  channel: raw.channel,
  userId: raw.userId,
  userName: raw.userName,
  operation: raw.operation,
  title: raw.title,
  detailsHidden: raw.detailsHidden,
  employee: raw.employee
    ? { id: raw.employee.id, name: raw.employee.name, employerName: raw.employee.employerName }
    : null,
  locationId: raw.locationId,
  location: raw.location,
  roomId: raw.roomId,
  roomName: raw.roomName,
  resources: raw.resources,
  note: raw.note,
  seriesId: raw.seriesId,
  version: raw.version,
});

const hhmm = (time: Temporal.PlainTime): string => time.toString({ smallestUnit: 'minute' });

const bodyOf = (input: AppointmentInput): AppointmentInputJson => ({
  userId: input.userId,
  operationId: input.operationId,
  employeeId: input.employeeId,
  locationId: input.locationId,
  roomId: input.roomId,
  resourceIds: [...input.resourceIds],
  date: input.date.toString(),
  startTime: hhmm(input.startTime),
  endTime: hhmm(input.endTime),
  channel: input.channel,
  note: input.note,
});

export function appointmentQueryOf(query: AppointmentQuery): ListQuery {
  const filter: Record<string, string> = { from: query.from.toString(), until: query.until.toString() };
  if (query.agendaIds && query.agendaIds.length > 0) filter['agenda'] = query.agendaIds.join(',');
  if (query.userId) filter['user'] = query.userId;
  if (query.locationId) filter['location'] = query.locationId;
  if (query.operationId) filter['operation'] = query.operationId;
  if (query.statuses && query.statuses.length > 0) filter['status'] = query.statuses.join(',');
  return {
    ...(query.withReminders ? { include: ['reminders'] } : {}),
    filter,
    sort: [{ field: 'start', direction: query.descending ? 'desc' : 'asc' }],
    ...(query.page ? { page: query.page } : {}),
  };
}

/** A series' rule of the contract as the domain's pattern: its rule and its first appointment. */
export const seriesPatternOf = (raw: v.InferOutput<typeof SeriesRuleSchema>): SeriesPattern => ({
  id: raw.id,
  rule: {
    frequency: raw.frequency,
    interval: raw.interval,
    weekdays: raw.weekdays,
    end:
      raw.untilDate !== null
        ? { kind: 'until', date: Temporal.PlainDate.from(raw.untilDate) }
        : { kind: 'count', count: raw.count ?? 1 },
    exceptDates: raw.exceptDates.map((date) => Temporal.PlainDate.from(date)),
    movedDates: raw.movedDates.map((moved) => ({
      date: Temporal.PlainDate.from(moved.date),
      start: Temporal.PlainTime.from(moved.startTime),
      end: Temporal.PlainTime.from(moved.endTime),
    })),
  },
  first: {
    date: Temporal.PlainDate.from(raw.firstDate),
    start: Temporal.PlainTime.from(raw.startTime),
    end: Temporal.PlainTime.from(raw.endTime),
  },
});

/** The create's body: the appointment, and for a series its rule with the dates left out or moved. */
function createBody(input: AppointmentInput, recurrence: RecurrenceRule | null): AppointmentInputJson {
  return {
    ...bodyOf(input),
    recurrence: recurrence
      ? {
          frequency: recurrence.frequency,
          interval: recurrence.interval,
          weekdays: [...recurrence.weekdays],
          untilDate: recurrence.end.kind === 'until' ? recurrence.end.date.toString() : null,
          count: recurrence.end.kind === 'count' ? recurrence.end.count : null,
          ...(recurrence.exceptDates?.length
            ? { exceptDates: recurrence.exceptDates.map((date) => date.toString()) }
            : {}),
          ...(recurrence.movedDates?.length
            ? {
                movedDates: recurrence.movedDates.map((moved) => ({
                  date: moved.date.toString(),
                  startTime: hhmm(moved.start),
                  endTime: hhmm(moved.end),
                })),
              }
            : {}),
        }
      : null,
  };
}

/**
 * The agenda over HTTP (spec section 7). Reads pass the caller's signal, so a newer week aborts the
 * load of the one before; writes are quiet, so a refusal (a clash, a status the rule refuses, a field)
 * comes back untold and the screen shows it where it belongs.
 */
export class HttpAgendaGateway implements AgendaGateway {
  constructor(private readonly http: HttpClient) {}

  async columns(signal?: AbortSignal): Promise<Result<readonly AgendaColumn[], GatewayFailure>> {
    const answer = await this.http.request(AgendaColumnsSchema, {
      method: 'GET',
      path: '/v2/agenda',
      query: { filter: { filterByUser: 'true' } },
      signal,
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }

  async appointments(
    query: AppointmentQuery,
    signal?: AbortSignal,
    options?: { readonly toldByCaller?: boolean },
  ): Promise<Result<AppointmentPage, GatewayFailure>> {
    const answer = await this.http.request(AppointmentPageSchema, {
      method: 'GET',
      path: APPOINTMENTS,
      query: appointmentQueryOf(query),
      signal,
      silent: options?.toldByCaller === true,
    });
    return answer.ok
      ? ok({
          rows: answer.value.data.map((raw) =>
            raw.reminders
              ? { ...appointmentOf(raw), reminders: remindersOf(raw.reminders) }
              : appointmentOf(raw),
          ),
          total: answer.value.meta.total,
        })
      : answer;
  }

  async appointment(id: string, signal?: AbortSignal): Promise<Result<AppointmentDetail, GatewayFailure>> {
    const answer = await this.http.request(AppointmentAnswerSchema, {
      method: 'GET',
      quiet: true,
      path: `${APPOINTMENTS}/${encodeURIComponent(id)}`,
      signal,
    });
    if (!answer.ok) return answer;
    const { series, reminders } = answer.value.data;
    return ok({
      ...appointmentOf(answer.value.data),
      reminders: remindersOf(reminders),
      series: series
        ? {
            id: series.id,
            firstDate: Temporal.PlainDate.from(series.firstDate),
            untilDate: series.untilDate ? Temporal.PlainDate.from(series.untilDate) : null,
            occurrences: series.occurrences,
          }
        : null,
    });
  }

  async series(
    ids: readonly string[],
    signal?: AbortSignal,
  ): Promise<Result<readonly SeriesPattern[], GatewayFailure>> {
    const unique = [...new Set(ids)];
    const patterns: SeriesPattern[] = [];
    for (let from = 0; from < unique.length; from += MAX_SERIES_IDS) {
      const answer = await this.http.request(SeriesRulesSchema, {
        method: 'GET',
        path: '/v3/agenda/series',
        query: { filter: { id: unique.slice(from, from + MAX_SERIES_IDS).join(',') } },
        signal,
      });
      if (!answer.ok) return answer;
      patterns.push(...answer.value.data.map(seriesPatternOf));
    }
    return ok(patterns);
  }

  async checkCreate(input: AppointmentInput, recurrence: RecurrenceRule | null) {
    const answer = await this.http.request(SeriesCheckSchema, {
      method: 'POST',
      path: `${APPOINTMENTS}?validateOnly=true`,
      body: createBody(input, recurrence),
      quiet: true,
    });
    return answer.ok
      ? ok(
          answer.value.data.occurrences.map((occurrence) => ({
            date: Temporal.PlainDate.from(occurrence.date),
            clashes: occurrence.clashes.map((clash) => ({
              appointmentId: clash.appointmentId,
              on: clash.on,
              name: clash.name,
              title: clash.title,
              start: Temporal.Instant.from(clash.start).toZonedDateTimeISO(SLOT_TIME_ZONE),
            })),
          })),
        )
      : answer;
  }

  async create(input: AppointmentInput, recurrence: RecurrenceRule | null) {
    const body = createBody(input, recurrence);
    const answer = await this.http.request(CreatedAnswerSchema, {
      method: 'POST',
      idempotencyKey: newActionKey(),
      path: APPOINTMENTS,
      body,
      quiet: true,
    });
    return answer.ok
      ? ok({ appointment: appointmentOf(answer.value.data), created: answer.value.meta.created })
      : answer;
  }

  async update(id: string, input: AppointmentInput, scope: EditScope, version?: number, email = false) {
    const answer = await this.http.request(UpdatedAnswerSchema, {
      method: 'POST',
      idempotencyKey: newActionKey(),
      path: `${APPOINTMENTS}/${encodeURIComponent(id)}`,
      body: {
        ...bodyOf(input),
        scope,
        ...(version === undefined ? {} : { version }),
        ...(email ? { email } : {}),
      },
      quiet: true,
    });
    return answer.ok
      ? ok({
          appointment: appointmentOf(answer.value.data),
          updated: answer.value.meta.updated,
          emailed: answer.value.meta.emailed,
        })
      : answer;
  }

  async changeStatus(
    id: string,
    status: AppointmentStatus,
    version?: number,
    email = false,
  ): Promise<Result<Appointment, GatewayFailure>> {
    const answer = await this.http.request(StatusAnswerSchema, {
      method: 'PATCH',
      idempotencyKey: newActionKey(),
      path: '/v2/agenda/appointment/update-status',
      body: { uuid: id, status, ...(version === undefined ? {} : { version }), ...(email ? { email } : {}) },
      quiet: true,
    });
    return answer.ok ? ok(appointmentOf(answer.value.data)) : answer;
  }

  async remove(id: string, email: boolean): Promise<Result<void, GatewayFailure>> {
    const answer = await this.http.request(NoContentSchema, {
      method: 'POST',
      idempotencyKey: newActionKey(),
      path: `${APPOINTMENTS}/${encodeURIComponent(id)}/delete`,
      body: { email },
      quiet: true,
    });
    return answer.ok ? ok(undefined) : answer;
  }

  async removeSeriesFrom(
    seriesId: string,
    appointmentId: string,
    dateFrom: Temporal.PlainDate,
    email: boolean,
  ) {
    const answer = await this.http.request(SeriesDeletedSchema, {
      method: 'POST',
      idempotencyKey: newActionKey(),
      path: `${APPOINTMENTS}/recurring/${encodeURIComponent(seriesId)}/delete`,
      body: { appointmentId, dateFrom: dateFrom.toString(), email },
      quiet: true,
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }

  async history(
    id: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly AppointmentLogEntry[], GatewayFailure>> {
    const answer = await this.http.request(AppointmentLogSchema, {
      method: 'GET',
      path: '/v3/agenda/appointment-logs',
      query: { filter: { appointment: id } },
      signal,
    });
    if (!answer.ok) return answer;
    return ok(
      answer.value.data.map((entry) => {
        const status = entry.changes.find((change) => change.field === 'status')?.to;
        const channel = entry.changes.find((change) => change.field === 'channel')?.to;
        return {
          ...(entry.action === 'reminded' && (channel === 'email' || channel === 'sms') ? { channel } : {}),
          id: entry.id,
          at: amsterdam(entry.at),
          userName: entry.userName,
          action: entry.action,
          fields: entry.changes.map((change) => change.field),
          status: typeof status === 'string' ? (status as AppointmentStatus) : null,
        };
      }),
    );
  }

  async employees(
    search: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly EmployeeChoice[], GatewayFailure>> {
    const answer = await this.http.request(EmployeeChoicesSchema, {
      method: 'GET',
      path: '/v2/employee',
      // The employee list's call, asked for the quick search's page (spec section 9: 15).
      query: {
        filter: { search: search.trim() },
        sort: [{ field: 'name', direction: 'asc' }],
        page: { number: 1, size: QUICK_SEARCH_SIZE },
      },
      signal,
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }
}
