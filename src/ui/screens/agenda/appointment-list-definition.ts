import type { Temporal } from 'temporal-polyfill';
import type { Appointment } from '../../../application/agenda/agenda-gateway';
import type { AppointmentListFilter } from '../../../application/agenda/list-appointments';
import { MAX_LIST_DAYS } from '../../../application/agenda/list-appointments';
import type { AppointmentStatus } from '../../../domain/agenda/appointment';
import { APPOINTMENT_STATUSES } from '../../../domain/agenda/appointment';
import type { ListDefinition, ListRequest } from '../../list/list-request';
import { identifier, oneOf, plainDate } from '../../list/url-codecs';

/** The appointment list's filters, as the shared list view-model holds them. */
export interface AppointmentFilters {
  readonly from: Temporal.PlainDate | null;
  readonly until: Temporal.PlainDate | null;
  readonly professional: string | null;
  readonly location: string | null;
  readonly operation: string | null;
  readonly status: AppointmentStatus | null;
}

/** The employer's list filters only by period and status. */
export type EmployerAppointmentFilters = Pick<AppointmentFilters, 'from' | 'until' | 'status'>;

export type AppointmentSortField = 'start';

const PAGE_SIZES = [10, 25, 50, 100] as const;

/** This week, Monday to Sunday, around `today`: the period a list opens with. */
export function weekOf(today: Temporal.PlainDate): { from: Temporal.PlainDate; until: Temporal.PlainDate } {
  const from = today.subtract({ days: today.dayOfWeek - 1 });
  return { from, until: from.add({ days: 6 }) };
}

/**
 * /appointments on the shared list view-model, opening on the week of `today`. The period, the
 * professional, location, operation and status go into the address bar (ids and codes, no names); the
 * week it opens with leaves the address clean.
 */
export function appointmentList(
  today: Temporal.PlainDate,
): ListDefinition<Appointment, AppointmentFilters, AppointmentSortField> {
  const week = weekOf(today);
  return {
    rowKey: (appointment) => appointment.id,
    filters: { ...week, professional: null, location: null, operation: null, status: null },
    sort: { field: 'start', direction: 'asc' },
    sortFields: ['start'],
    pageSizes: PAGE_SIZES,
    defaultSize: 100,
    urlFilters: {
      from: plainDate(),
      until: plainDate(),
      professional: identifier(),
      location: identifier(),
      operation: identifier(),
      status: oneOf(APPOINTMENT_STATUSES),
    },
  };
}

/** /employer-appointments: the same list, filtered by period and status only. */
export function employerAppointmentList(
  today: Temporal.PlainDate,
): ListDefinition<Appointment, EmployerAppointmentFilters, AppointmentSortField> {
  const week = weekOf(today);
  return {
    rowKey: (appointment) => appointment.id,
    filters: { ...week, status: null },
    sort: { field: 'start', direction: 'asc' },
    sortFields: ['start'],
    pageSizes: PAGE_SIZES,
    defaultSize: 100,
    urlFilters: { from: plainDate(), until: plainDate(), status: oneOf(APPOINTMENT_STATUSES) },
  };
}

/**
 * The period a request asks for: an empty end is a week after the start, an empty start a week
 * before the end (or this week), and a period longer than the back office allows is cut there.
 * Null when the end is before the start: nothing to ask for.
 */
export function periodOf(
  filters: Pick<AppointmentFilters, 'from' | 'until'>,
  today: Temporal.PlainDate,
): { from: Temporal.PlainDate; until: Temporal.PlainDate } | null {
  const week = weekOf(today);
  const from = filters.from ?? (filters.until ? filters.until.subtract({ days: 6 }) : week.from);
  const until = filters.until ?? from.add({ days: 6 });
  if (until.since(from).sign < 0) return null;
  const last = from.add({ days: MAX_LIST_DAYS - 1 });
  return { from, until: until.since(last).sign > 0 ? last : until };
}

/** The use case's filter for a request of either list; null when the period is inverted. */
export function appointmentFilterOf(
  request: ListRequest<Partial<AppointmentFilters> & EmployerAppointmentFilters, AppointmentSortField>,
  today: Temporal.PlainDate,
): AppointmentListFilter | null {
  const period = periodOf(request.filters, today);
  if (!period) return null;
  const { professional, location, operation, status } = request.filters;
  return {
    ...period,
    userId: professional ?? null,
    locationId: location ?? null,
    operationId: operation ?? null,
    statuses: status ? [status] : [],
    descending: request.sort?.direction === 'desc',
  };
}
