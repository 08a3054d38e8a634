import { Temporal } from 'temporal-polyfill';
import type { AgendaColumn, Appointment } from '../../../application/agenda/agenda-gateway';

/** A column of the printed agenda: a person, a room or a resource. */
export type PrintColumn = Pick<AgendaColumn, 'id' | 'kind' | 'name'>;

export interface PrintDay {
  readonly date: Temporal.PlainDate;
  readonly columns: readonly {
    readonly column: PrintColumn;
    /** That column's appointments starting on the day, earliest first. */
    readonly appointments: readonly Appointment[];
  }[];
}

/** The agenda's time zone (spec section 9): an appointment is on the day it starts there. */
const TIME_ZONE = 'Europe/Amsterdam';

/** Whether the appointment takes this column's time: its professional, its room or one of its resources. */
export const occupies = (appointment: Appointment, columnId: string): boolean =>
  appointment.userId === columnId ||
  appointment.roomId === columnId ||
  appointment.resources.some((resource) => resource.id === columnId);

/** The printed agenda: for each day, in order, each column with its appointments of that day. */
export function printDays(
  days: readonly Temporal.PlainDate[],
  columns: readonly PrintColumn[],
  appointments: readonly Appointment[],
): readonly PrintDay[] {
  const sorted = [...appointments].sort(
    (a, b) =>
      Temporal.ZonedDateTime.compare(a.start, b.start) || Temporal.ZonedDateTime.compare(a.end, b.end),
  );
  return days.map((date) => {
    const ofDay = sorted.filter((appointment) =>
      appointment.start.withTimeZone(TIME_ZONE).toPlainDate().equals(date),
    );
    return {
      date,
      columns: columns.map((column) => ({
        column,
        appointments: ofDay.filter((appointment) => occupies(appointment, column.id)),
      })),
    };
  });
}
